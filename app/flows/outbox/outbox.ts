import { del, entries, set } from "idb-keyval";
import { photoField, photoKeyParam } from "~/lib/request-photos";
import { outboxEndpoint, outboxFlag } from "./outbox-flag";
import { isStatusPostKind } from "./shown-in-place";
import { changed, outboxMaxAgeMs, store, type OutboxEntry } from "./outbox-store";

// Here, with the sending side alone: the keeping side rides with every request form (the 120 KB budget).
/** Where an entry goes: its own address, or a request's JSON twin. */
const actionOf = (entry: Pick<OutboxEntry, "kind" | "action">) => entry.action ?? `${outboxEndpoint}?kind=${entry.kind}`;

/**
 * The sending side of the outbox: what was kept on the phone (outbox-store.ts) goes when the
 * signal returns, from the page frame (next visit, `online`), the status page and the service
 * worker (Background Sync). One sender at a time on the phone (a Web Lock shared by its tabs and
 * its worker), and the server takes each post once by its key and each photo once by its upload
 * key, so sending one twice is harmless anyway.
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

/** Marks sent or refused entries as seen by the visitor (they then leave the phone). */
export async function acknowledge(requestIds: readonly string[]): Promise<void> {
  for (const id of requestIds) await del(id, store());
  await refreshFlag();
  changed();
}

interface OutboxAnswer {
  ok: boolean;
  photoPath?: string;
  /** A request's refusal. */
  formError?: string;
  /** A status page post's refusal. */
  error?: string;
}

/** Posts an entry's fields (and a message's photos) to its address; undefined when it could not go (tried again later). */
async function post(entry: OutboxEntry): Promise<{ status: number; answer: OutboxAnswer } | undefined> {
  const statusPost = isStatusPostKind(entry.kind);
  let body: URLSearchParams | FormData = new URLSearchParams(statusPost ? entry.fields : [...entry.fields, ["kind", entry.kind]]);
  // A message goes with its photos, in one post its key makes once.
  if (statusPost && entry.photos.length > 0) {
    const form = new FormData();
    for (const [name, value] of entry.fields) form.append(name, value);
    entry.photos.forEach((photo, index) => form.append(photoField, photo, photo instanceof File ? photo.name : `photo-${index + 1}.jpg`));
    body = form;
  }
  try {
    const response = await fetch(actionOf(entry), {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(entry.photos.length > 0 ? 60_000 : 15_000),
    });
    const answer = (await response.json()) as OutboxAnswer;
    // A server that is down or refusing for a while (429, 5xx) is tried again later.
    if (response.status === 429 || response.status >= 500) return undefined;
    return { status: response.status, answer };
  } catch {
    return undefined;
  }
}

/**
 * Sends one kept entry: its text, then a request's photos, each under its upload key (the
 * request id and its place), so a photo sent again is kept once. Resolves to the entry as it now
 * stands; a dropped connection leaves it waiting (it is tried again later), with the server's
 * answer kept once the text is taken, so a retry sends only the photos.
 */
async function sendOne(entry: OutboxEntry): Promise<OutboxEntry> {
  let answer = entry.answer as OutboxAnswer | undefined;
  if (!answer) {
    const posted = await post(entry);
    if (!posted) return entry;
    // A message kept with a photo that was not (status 200, not ok) went all the same.
    if (!posted.answer.ok && posted.status !== 200) {
      return { ...entry, refused: posted.answer.formError ?? posted.answer.error ?? "It was not accepted." };
    }
    answer = posted.answer;
    entry = { ...entry, answer };
    if (entry.photos.length > 0 && !isStatusPostKind(entry.kind)) await set(entry.requestId, entry, store());
  }
  // No photo address: the request was already received and this phone could not prove it sent it.
  const { photoPath } = answer;
  if (photoPath && !isStatusPostKind(entry.kind)) {
    for (const [index, photo] of entry.photos.entries()) {
      const body = new FormData();
      body.append(photoField, photo, "photo.jpg");
      const address = `${photoPath}?${photoKeyParam}=${entry.requestId}-${index}`;
      const response = await fetch(address, { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => undefined);
      if (!response || response.status === 429 || response.status >= 500) return entry;
    }
  }
  return { ...entry, photos: [], photosSent: entry.photos.length, sentAt: Date.now() };
}

let sending: Promise<OutboxEntry[]> | undefined;
let again = false;

/** One sender at a time on the phone: its pages and its service worker share this lock (where the browser has Web Locks). */
function oneSenderAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (typeof navigator !== "undefined" ? navigator.locks : undefined) as LockManager | undefined;
  return locks ? locks.request("so-mobile-diesel-outbox", work) : work();
}

/**
 * Sends every kept entry younger than a day that has not gone yet; older ones wait for the
 * visitor (`force` sends those the visitor chose to send). Resolves to the entries sent now.
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
      // Read under the lock: what another tab or the worker sent meanwhile is marked sent already.
      for (const entry of await outboxEntries()) {
        if (entry.sentAt || entry.refused) continue;
        if (Date.now() - entry.savedAt > outboxMaxAgeMs && !force.includes(entry.requestId)) continue;
        const after = await sendOne(entry);
        if (after !== entry) {
          await set(entry.requestId, after, store());
          if (after.sentAt) sent.push(after);
          // Each as it goes: the page that shows it says so at once.
          changed();
        }
      }
    } while (again);
    await refreshFlag();
    changed();
    return sent;
  };
  sending = oneSenderAtATime(run).finally(() => {
    sending = undefined;
  });
  return sending;
}
