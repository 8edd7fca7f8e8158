import { useEffect, useState } from "react";
import { outboxChangeEvent } from "~/flows/outbox/outbox-flag";
import { showInPlace } from "~/flows/outbox/shown-in-place";
import type { RoadsideActionResult } from "~/flows/roadside/roadside-fields";

/** A request kept on the phone and sent once the signal came back: the server's answer, when, and its photos. */
export interface SentLater {
  result: Extract<RoadsideActionResult, { ok: true }>;
  at: number;
  photos: number;
}

/**
 * Follows the request this form kept on the phone (its request id) until the outbox sends it:
 * the form then shows the same confirmation as a request sent with signal, in place of "Saved on
 * this phone", and the notice at the top of the page leaves it to the form. A request refused by
 * the server goes back to the notice, which says why.
 */
export function useKeptRequest(requestId: string | undefined): SentLater | null {
  const [sent, setSent] = useState<SentLater | null>(null);
  useEffect(() => {
    if (!requestId) return;
    let live = true;
    showInPlace([requestId], true);
    async function read() {
      const { acknowledge, outboxEntries } = await import("~/flows/outbox/outbox");
      const entry = (await outboxEntries()).find((kept) => kept.requestId === requestId);
      if (!entry || !live) return;
      if (entry.refused) showInPlace([requestId!], false);
      const result = entry.answer as RoadsideActionResult | undefined;
      if (entry.sentAt && result?.ok) {
        setSent({ result, at: entry.sentAt, photos: entry.photosSent ?? 0 });
        // Said here: it leaves the phone.
        await acknowledge([requestId!]);
      }
    }
    const onChange = () => void read().catch(() => undefined);
    onChange();
    window.addEventListener(outboxChangeEvent, onChange);
    return () => {
      live = false;
      window.removeEventListener(outboxChangeEvent, onChange);
    };
  }, [requestId]);
  return sent;
}
