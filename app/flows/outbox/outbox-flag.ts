/** Set in localStorage while the outbox holds anything, so pages load its code only then. */
export const outboxFlag = "outbox";
/** Fired on the window whenever the outbox changes. */
export const outboxChangeEvent = "outbox-change";
/** Where a request is posted for a JSON answer: the forms' own actions (the outbox, the quote form). */
export const outboxEndpoint = "/outbox";

/** What the outbox keeps: a request (quote, roadside), or a status page's message, decision or review. */
export type OutboxKind = "quote" | "roadside" | StatusPostKind;
export type StatusPostKind = "message" | "decision" | "review";
export const isStatusPostKind = (kind: string): kind is StatusPostKind => kind === "message" || kind === "decision" || kind === "review";

/** What the phone keeps that a page shows in place (the status page its posts, the roadside form its request): the notice leaves it out. */
const shownInPlace = new Set<string>();

/** A page shows these kept posts itself (`shown`), or no longer does. */
export function showInPlace(keys: readonly string[], shown: boolean): void {
  const before = shownInPlace.size;
  for (const key of keys) {
    if (shown) shownInPlace.add(key);
    else shownInPlace.delete(key);
  }
  // Only a change is told (the pages that show them listen too).
  if (shownInPlace.size !== before && typeof window !== "undefined") window.dispatchEvent(new Event(outboxChangeEvent));
}

export const isShownInPlace = (key: string) => shownInPlace.has(key);
