import { reviews as sampleReviews, reviewsAreSamples, sampleReviewsNote } from "~/content/reviews";
import { reviewsPage } from "~/content/reviews-page";
import { realReviewsToReplaceSamples } from "~/.server/reviews/shown-reviews";
import type { ReviewSummary } from "~/components/review-card";
import { torontoMonthOf } from "~/lib/toronto-month";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { deferHydration } from "~/loading/defer-hydration";
import type { Route } from "./+types/route";

const path = "/reviews";

/**
 * The reviews page, rendered on each request from what the owner published (decision 016).
 * While fewer than three real reviews are published, the launch samples stay below them and say
 * they are samples; from three on, only real ones show. The count and the average are of what is
 * shown. No Review or AggregateRating structured data: reviews a business shows of itself are
 * not eligible for it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const published = await context.shownReviews.published();
  const real: ReviewSummary[] = published.map((review) => {
    const month = torontoMonthOf(review.createdAt);
    return {
      name: review.shownName,
      // The place, unless the name already says it ("A driver from London").
      company: [review.service, review.nameStyle === "area" ? null : review.area].filter(Boolean).join(" · "),
      rating: review.rating,
      date: month.iso,
      dateLabel: month.label,
      text: review.body,
      reply: review.reply,
    };
  });
  const samplesShown = reviewsAreSamples && real.length < realReviewsToReplaceSamples;
  const samples: ReviewSummary[] = samplesShown
    ? [...sampleReviews]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map(({ name, company, rating, date, text }) => ({ name, company, rating, date, text }))
    : [];
  const shown = [...real, ...samples];
  const average = shown.length ? shown.reduce((sum, review) => sum + review.rating, 0) / shown.length : 0;
  const { lead, sampleLead, ...copy } = reviewsPage;
  const onlySamples = samplesShown && real.length === 0;
  return {
    ...pageHead({
      path,
      title: onlySamples ? "Reviews" : "Customer Reviews",
      description: onlySamples
        ? "How our mobile diesel truck repair reviews will look. The reviews shown are samples, not customers' words, until real reviews replace them."
        : "Reviews from Ontario owner-operators, dispatchers and fleet managers of our mobile diesel truck repairs, at the roadside and in their yards.",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Reviews", path },
      ],
    }),
    sampleNote: samplesShown ? sampleReviewsNote : null,
    copy: { ...copy, lead: onlySamples ? sampleLead : lead },
    real,
    samples,
    /** Of what is shown: "4.8", and how many. */
    summary: { average: Math.round(average * 10) / 10, count: shown.length },
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/reviews/page").then((page) => page.Reviews));
