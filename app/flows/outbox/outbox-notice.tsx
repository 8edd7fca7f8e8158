import { CircleCheck, Clock, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useFullStylesheet } from "~/loading/full-stylesheet";
import { acknowledge, discard, outboxEntries, sendOutbox } from "~/flows/outbox/outbox";
import { outboxChangeEvent } from "~/flows/outbox/outbox-flag";
import { isShownInPlace } from "~/flows/outbox/shown-in-place";
import { outboxMaxAgeMs, type OutboxEntry } from "~/flows/outbox/outbox-store";

// Its own two formatters, not the site's one (format-date): this notice ships with every page that
// has a form, and the site's formatter would add its bytes there (the 120 KB budget); the times
// are the phone's own, where the driver is.
const clock = (time: number) => new Date(time).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
const day = (time: number) =>
  new Date(time).toLocaleString("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const what = (entry: OutboxEntry) =>
  ({ roadside: "roadside request", quote: "quote request", message: "message", decision: "decision on your estimate", review: "review" })[
    entry.kind
  ];

/**
 * What the phone did with requests it kept: sends those waiting (now, and when the signal
 * returns), says when one went, and shows one older than a day instead of sending it.
 */
export default function OutboxNotice() {
  const [{ items, now }, setState] = useState<{ items: OutboxEntry[]; now: number }>({ items: [], now: 0 });
  const refresh = useCallback(() => void outboxEntries().then((entries) => setState({ items: entries, now: Date.now() })), []);

  useEffect(() => {
    const send = () => void sendOutbox().then(refresh);
    // The service worker may send it first (Background Sync) and says so by a message.
    const fromWorker = (event: MessageEvent) => {
      if (event.data === outboxChangeEvent) refresh();
    };
    send();
    window.addEventListener("online", send);
    window.addEventListener(outboxChangeEvent, refresh);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    // A missed "online" event (some phones) is caught by trying again now and then.
    const timer = setInterval(send, 30_000);
    return () => {
      window.removeEventListener("online", send);
      window.removeEventListener(outboxChangeEvent, refresh);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
      clearInterval(timer);
    };
  }, [refresh]);

  // What the page itself shows (the status page its posts, the roadside form its request) is said there, once.
  const visible = items.filter((entry) => !entry.acknowledged && !isShownInPlace(entry.requestId));
  useFullStylesheet(visible.length > 0);
  if (visible.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-2 px-4 pt-4 sm:px-6" role="status" aria-live="polite">
      {visible.map((entry) => {
        const stale = !entry.sentAt && !entry.refused && now - entry.savedAt > outboxMaxAgeMs;
        const Icon = entry.sentAt ? CircleCheck : entry.refused || stale ? TriangleAlert : Clock;
        return (
          <div key={entry.requestId} className="flex flex-wrap items-center gap-3 rounded-md border-2 border-ink bg-white p-3">
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <p className="flex-1 font-semibold">
              {entry.sentAt
                ? `Your ${entry.kind === "roadside" || entry.kind === "quote" ? "request" : what(entry)} was sent at ${clock(entry.sentAt)}.`
                : entry.refused
                  ? `Your ${what(entry)} saved on this phone was not accepted: ${entry.refused} Please call us.`
                  : stale
                    ? `A ${what(entry)} saved on this phone on ${day(entry.savedAt)} was never sent.`
                    : `A ${what(entry)} is saved on this phone. It will be sent as soon as you have signal.`}
            </p>
            {entry.sentAt || entry.refused ? (
              <Button variant="outline" size="sm" onClick={() => void acknowledge([entry.requestId]).then(refresh)}>
                OK
              </Button>
            ) : stale ? (
              <>
                <Button variant="default" size="sm" onClick={() => void sendOutbox({ force: [entry.requestId] }).then(refresh)}>
                  Send it now
                </Button>
                <Button variant="outline" size="sm" onClick={() => void discard(entry.requestId).then(refresh)}>
                  Discard
                </Button>
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
