import { reviews, reviewsAreSamples, sampleReviewsNote } from "~/content/reviews";
import { reviewsPage } from "~/content/reviews-page";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { deferHydration } from "~/loading/defer-hydration";

const path = "/reviews";

/**
 * The reviews page. While the reviews are the launch samples (see app/content/reviews.ts)
 * it says so and never calls them customers' words. It carries no Review or
 * AggregateRating structured data: self-served reviews are not eligible for it.
 */
export function loader() {
  const { lead, sampleLead, ...copy } = reviewsPage;
  return {
    ...pageHead({
      path,
      title: reviewsAreSamples ? "Reviews" : "Customer Reviews",
      description: reviewsAreSamples
        ? "How our mobile diesel truck repair reviews will look. The reviews shown are samples, not customers' words, until real reviews replace them."
        : "Reviews from Ontario owner-operators, dispatchers and fleet managers of our mobile diesel truck repairs, at the roadside and in their yards. Rated 5 out of 5.",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Reviews", path },
      ],
    }),
    sampleNote: reviewsAreSamples ? sampleReviewsNote : null,
    copy: { ...copy, lead: reviewsAreSamples ? sampleLead : lead },
    reviews: [...reviews]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ name, company, rating, date, text }) => ({ name, company, rating, date, text })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/reviews/page").then((page) => page.Reviews));
