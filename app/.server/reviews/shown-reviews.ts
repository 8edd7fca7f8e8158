import type { Review, ReviewStore } from "./store";

/** Published reviews for /reviews: real ones replace the samples from this many on. */
export const realReviewsToReplaceSamples = 3;

/**
 * What /reviews reads: the published reviews, kept for a short while so a busy page does not
 * query the database on every view. A publish, hide or reply on this process clears it at once;
 * another process sees it when its copy runs out (decision 016: within `ttlMs`, under a minute).
 */
export interface ShownReviews {
  published(): Promise<Review[]>;
  clear(): void;
}

export function createShownReviews(store: Pick<ReviewStore, "published">, { ttlMs = 30_000 } = {}): ShownReviews {
  let kept: { at: number; reviews: Promise<Review[]> } | null = null;
  return {
    published() {
      if (kept && Date.now() - kept.at < ttlMs) return kept.reviews;
      const reviews = store.published();
      const entry = { at: Date.now(), reviews };
      kept = entry;
      // A failed read is not kept: the next view asks again.
      reviews.catch(() => {
        if (kept === entry) kept = null;
      });
      return reviews;
    },
    clear() {
      kept = null;
    },
  };
}
