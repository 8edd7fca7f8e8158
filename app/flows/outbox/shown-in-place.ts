import { outboxChangeEvent, type StatusPostKind } from "./outbox-flag";

/*
 * Which kept posts a page shows in place, apart from outbox-flag.ts: that module rides in the
 * chunk every page loads (shell), and only the pages that keep posts need these.
 */

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
