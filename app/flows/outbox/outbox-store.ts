import { createStore, get, set, type UseStore } from "idb-keyval";
import { outboxChangeEvent, outboxFlag } from "./outbox-flag";
import type { RequestKind } from "~/lib/request-status";

/**
 * Requests typed with no signal, kept on the phone (IndexedDB) until they can be sent: the
 * keeping side, all a form needs when its post cannot go (loaded with the form; the sending side,
 * outbox.ts, comes with the notice and the service worker). Touches neither the DOM nor React.
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

let database: UseStore | undefined;
export const store = () => (database ??= createStore("so-mobile-diesel-outbox", "requests"));

export function changed(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event(outboxChangeEvent));
}

/** Keeps a request on the phone. False when the browser refuses (private mode, no space). */
export async function saveToOutbox(entry: Pick<OutboxEntry, "requestId" | "kind" | "fields">): Promise<boolean> {
  try {
    await set(entry.requestId, { ...entry, photos: [], savedAt: Date.now() } satisfies OutboxEntry, store());
    // It holds something now: pages load the outbox's code (the notice, the sending side).
    if (typeof localStorage !== "undefined") localStorage.setItem(outboxFlag, "1");
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
