import { del, entries, set } from "idb-keyval";
import { outboxEndpoint, outboxFlag } from "./outbox-flag";
import { changed, outboxMaxAgeMs, store, type OutboxEntry } from "./outbox-store";

/**
 * The sending side of the outbox: requests kept on the phone (outbox-store.ts) go when the signal
 * returns, from the page frame (next visit, `online`) and the service worker (Background Sync).
 * The server stores each request once by its request id, so sending one twice (two tabs, the
 * worker and a page) is harmless.
 */
async function refreshFlag(): Promise<void> {
  if (typeof localStorage === "undefined") return;
  const left = (await entries<string, OutboxEntry>(store())).some(([, entry]) => !entry.acknowledged);
  if (left) localStorage.setItem(outboxFlag, "1");
  else localStorage.removeItem(outboxFlag);
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  try {
    return (await entries<string, OutboxEntry>(store())).map(([, entry]) => entry).sort((a, b) => a.savedAt - b.savedAt);
  } catch {
    return [];
  }
}

export async function discard(requestId: string): Promise<void> {
  await del(requestId, store());
  await refreshFlag();
  changed();
}

/** Marks sent or refused requests as seen by the visitor (they then leave the phone). */
export async function acknowledge(requestIds: readonly string[]): Promise<void> {
  for (const id of requestIds) await del(id, store());
  await refreshFlag();
  changed();
}

interface OutboxAnswer {
  ok: boolean;
  photoPath?: string;
  formError?: string;
}

/**
 * Sends one kept request: its text, then its photos. Resolves to the entry as it now stands;
 * a dropped connection leaves it waiting (it is tried again later).
 */
async function sendOne(entry: OutboxEntry): Promise<OutboxEntry> {
  let answer: OutboxAnswer;
  try {
    const response = await fetch(`${outboxEndpoint}?kind=${entry.kind}`, {
      method: "POST",
      body: new URLSearchParams([...entry.fields, ["kind", entry.kind]]),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(15_000),
    });
    answer = (await response.json()) as OutboxAnswer;
    // A server that is down or refusing for a while (429, 5xx) is tried again later.
    if (!answer.ok && (response.status === 429 || response.status >= 500)) return entry;
  } catch {
    return entry;
  }
  if (!answer.ok) return { ...entry, refused: answer.formError ?? "The request was not accepted." };
  // No photo address: the request was already received and this phone could not prove it sent it.
  const { photoPath } = answer;
  for (const photo of photoPath ? entry.photos : []) {
    const body = new FormData();
    body.append("photos", photo, "photo.jpg");
    await fetch(photoPath ?? "", { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => undefined);
  }
  return { ...entry, photos: [], sentAt: Date.now() };
}

let sending: Promise<OutboxEntry[]> | undefined;
let again = false;

/**
 * Sends every kept request younger than a day that has not gone yet; older ones wait for the
 * visitor (`force` sends those the visitor chose to send). Resolves to the requests sent now.
 * Asked again while sending (the signal came back meanwhile), it goes round once more.
 */
export function sendOutbox({ force = [] as readonly string[] } = {}): Promise<OutboxEntry[]> {
  if (sending) {
    again = true;
    return sending;
  }
  const run = async (): Promise<OutboxEntry[]> => {
    const sent: OutboxEntry[] = [];
    do {
      again = false;
      // With no network at all there is nothing to try (a fetch could hang until its time-out).
      if (typeof navigator !== "undefined" && navigator.onLine === false) break;
      for (const entry of await outboxEntries()) {
        if (entry.sentAt || entry.refused) continue;
        if (Date.now() - entry.savedAt > outboxMaxAgeMs && !force.includes(entry.requestId)) continue;
        const after = await sendOne(entry);
        if (after !== entry) {
          await set(entry.requestId, after, store());
          if (after.sentAt) sent.push(after);
        }
      }
    } while (again);
    await refreshFlag();
    changed();
    return sent;
  };
  sending = run().finally(() => {
    sending = undefined;
  });
  return sending;
}
