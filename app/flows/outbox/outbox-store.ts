import { createStore, get, set, type UseStore } from "idb-keyval";
import { outboxChangeEvent, outboxFlag, type OutboxKind } from "./outbox-flag";

/**
 * What a phone typed with no signal, kept on it (IndexedDB) until it can be sent: a quote or
 * roadside request, or a status page's message, decision or review. The keeping side, all a
 * form needs when its post cannot go (loaded with the form; the sending side, outbox.ts, comes
 * with the notice, the status page and the service worker). Touches neither the DOM nor React.
 */
export interface OutboxEntry {
  /** The post's key, the entry's own: a request's request id, or a status page post's post key. The server takes each once. */
  requestId: string;
  kind: OutboxKind;
  /** The form's text fields as they would have been posted. */
  fields: [string, string][];
  /** Photos: a roadside request's scaled on the phone, a message's as chosen; left out when the phone refused the space. */
  photos: Blob[];
  /** Where it is posted for a JSON answer; a request's is /outbox?kind=… (entries kept before this field have none). */
  action?: string;
  /** The page it was kept on: that page shows it in place (the status page), the others in the notice. */
  page?: string;
  savedAt: number;
  sentAt?: number;
  /** How many of its photos went with it (they leave the phone once sent). */
  photosSent?: number;
  /** What the server answered once it took the post: a request's reference and status link. */
  answer?: unknown;
  /** The server answered, but refused it (a field it could not accept): shown, never retried. */
  refused?: string;
  /** Set once the visitor has seen that it was sent. */
  acknowledged?: boolean;
}

/** A request not sent within this long is shown to the visitor again instead of going out by itself. */
export const outboxMaxAgeMs = 24 * 3600_000;

let database: UseStore | undefined;
export const store = () => (database ??= createStore("so-mobile-diesel-outbox", "requests"));

export function changed(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event(outboxChangeEvent));
}

/** Whether the phone has room for these photos beside what it keeps (under 80 % of its quota). */
async function roomFor(photos: readonly Blob[]): Promise<boolean> {
  const bytes = photos.reduce((sum, photo) => sum + photo.size, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota === undefined || (estimate.usage ?? 0) + bytes <= estimate.quota * 0.8;
}

/**
 * Keeps a post on the phone, with its photos when there is room for them (`photosKept` says).
 * `kept` is false when the browser refuses (private mode, no space).
 */
export async function saveToOutbox(
  entry: Pick<OutboxEntry, "requestId" | "kind" | "fields"> & Partial<Pick<OutboxEntry, "action" | "page" | "photos">>,
): Promise<{ kept: boolean; photosKept: boolean }> {
  try {
    const photos = entry.photos && entry.photos.length > 0 && (await roomFor(entry.photos)) ? entry.photos : [];
    await set(entry.requestId, { ...entry, photos, savedAt: Date.now() } satisfies OutboxEntry, store());
    // It holds something now: pages load the outbox's code (the notice, the sending side).
    if (typeof localStorage !== "undefined") localStorage.setItem(outboxFlag, "1");
    changed();
    // Where the browser has it, the service worker sends the request even after the page is closed.
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register("outbox").catch(() => undefined);
    return { kept: true, photosKept: photos.length === (entry.photos?.length ?? 0) };
  } catch {
    return { kept: false, photosKept: false };
  }
}

/** Adds photos to a kept request, if the phone has room for them; the text is kept either way. */
export async function attachPhotos(requestId: string, photos: Blob[]): Promise<boolean> {
  try {
    const entry = await get<OutboxEntry>(requestId, store());
    if (!entry || photos.length === 0 || !(await roomFor(photos))) return false;
    await set(requestId, { ...entry, photos }, store());
    return true;
  } catch {
    return false;
  }
}
