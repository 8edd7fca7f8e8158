import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { outboxChangeEvent, outboxEndpoint, outboxFlag } from "./outbox-flag";
import type { RequestKind } from "~/lib/request-status";

/**
 * Requests typed with no signal, kept on the phone (IndexedDB) until they can be sent. Used by
 * the forms, the page frame (next visit, `online`) and the service worker (Background Sync), so
 * it touches neither the DOM nor React. The server stores each request once by its request id,
 * so sending one twice (two tabs, the worker and a page) is harmless.
 */
export interface OutboxEntry {
  requestId: string;
  kind: RequestKind;
  /** The form's text fields as they would have been posted. */
  fields: [string, string][];
  /** Photos scaled on the phone (roadside); left out when the phone refused the space. */
  photos: Blob[];
  savedAt: number;
  sentAt?: number;
  /** The server answered, but refused the request (a field it could not accept): shown, never retried. */
  refused?: string;
  /** Set once the visitor has seen that it was sent. */
  acknowledged?: boolean;
}

/** A request not sent within this long is shown to the visitor again instead of going out by itself. */
export const outboxMaxAgeMs = 24 * 3600_000;
export { outboxChangeEvent, outboxFlag };

let database: UseStore | undefined;
const store = () => (database ??= createStore("so-mobile-diesel-outbox", "requests"));

function changed(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event(outboxChangeEvent));
}

async function refreshFlag(): Promise<void> {
  if (typeof localStorage === "undefined") return;
  const left = (await entries<string, OutboxEntry>(store())).some(([, entry]) => !entry.acknowledged);
  if (left) localStorage.setItem(outboxFlag, "1");
  else localStorage.removeItem(outboxFlag);
}

/** Keeps a request on the phone. False when the browser refuses (private mode, no space). */
export async function saveToOutbox(entry: Pick<OutboxEntry, "requestId" | "kind" | "fields">): Promise<boolean> {
  try {
    await set(entry.requestId, { ...entry, photos: [], savedAt: Date.now() } satisfies OutboxEntry, store());
    await refreshFlag();
    changed();
    // Where the browser has it, the service worker sends the request even after the page is closed.
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register("outbox").catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** Adds photos to a kept request, if the phone has room for them; the text is kept either way. */
export async function attachPhotos(requestId: string, photos: Blob[]): Promise<boolean> {
  try {
    const entry = await get<OutboxEntry>(requestId, store());
    if (!entry || photos.length === 0) return false;
    const bytes = photos.reduce((sum, photo) => sum + photo.size, 0);
    const estimate = await navigator.storage?.estimate?.();
    if (estimate?.quota !== undefined && (estimate.usage ?? 0) + bytes > estimate.quota * 0.8) return false;
    await set(requestId, { ...entry, photos }, store());
    return true;
  } catch {
    return false;
  }
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
