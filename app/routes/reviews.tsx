import { BadgeCheck, Info } from "lucide-react";
import type { Route } from "./+types/reviews";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { ReviewCard } from "~/components/review-card";
import { ReviewStars } from "~/components/review-stars";
import { siteConfig } from "~/config/site";
import { reviews, reviewsAreSamples, sampleReviewsNote } from "~/content/reviews";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

/**
 * The reviews page. While the reviews are the launch samples (see app/content/reviews.ts)
 * it says so and never calls them customers' words. It carries no Review or
 * AggregateRating structured data: self-served reviews are not eligible for it.
 */
export function loader() {
  return {
    sampleNote: reviewsAreSamples ? sampleReviewsNote : null,
    reviews: [...reviews]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ name, company, rating, date, text }) => ({ name, company, rating, date, text })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/reviews",
    title: loaderData?.sampleNote ? "Reviews" : "Customer Reviews",
    description: loaderData?.sampleNote
      ? "How our mobile diesel truck repair reviews will look. The reviews shown are samples, not customers' words, until real reviews replace them."
      : "Reviews from Ontario owner-operators, dispatchers and fleet managers of our mobile diesel truck repairs, at the roadside and in their yards. Rated 5 out of 5.",
  });

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const samples = loaderData.sampleNote !== null;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Reviews", path: "/reviews" },
        ]}
        eyebrow={samples ? undefined : "Reviews"}
        title={samples ? "Reviews" : "What Drivers and Fleets Say"}
        lead={
          samples
            ? "Where owner-operators, dispatchers and fleet managers from across Southern Ontario will say what happened after they called us with a truck down."
            : "Owner-operators, dispatchers and fleet managers from across Southern Ontario on what happened after they called us with a truck down."
        }
      />

      <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        {loaderData.sampleNote ? (
          <p role="note" className="mb-8 flex gap-3 rounded-xl border-2 border-ink bg-hivis/30 p-5 text-lg font-semibold">
            <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            {loaderData.sampleNote}
          </p>
        ) : null}
        <div className="flex flex-col gap-4 rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <h2 id="reviews-heading" className="text-3xl font-bold uppercase sm:text-4xl">
            {samples ? "Sample Reviews" : "Customer Reviews"}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <ReviewStars rating={5} label="Average rating 5 out of 5" className="[&_svg]:size-7" />
            <p className="text-lg">
              <strong className="font-bold">5 out of 5</strong> from <strong className="font-bold">{siteConfig.reviewCountLabel}</strong>{" "}
              reviews
            </p>
          </div>
        </div>

        <ul aria-label="Reviews" className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.reviews.map((review) => (
            <li key={`${review.name}-${review.date}`}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-promise-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="reviews-promise-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            What Every Customer Gets
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-4 text-lg sm:grid-cols-2 lg:grid-cols-3">
            {[
              siteConfig.pricing.repair,
              siteConfig.pricing.noHiddenFees,
              siteConfig.claims[0],
              siteConfig.ownerClaims.serviceTrucks.text,
              `${siteConfig.responseClaim}, 24/7 for emergencies`,
              `Scheduled work ${siteConfig.hours.regular}, in your yard or at the job site`,
              "All makes and models of heavy-duty diesel trucks",
            ].map((point) => (
              <li key={point} className="flex gap-3">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ok" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        id="reviews-cta-heading"
        title="Your Truck Could Be Next Back on the Road"
        text={`Call now for a mechanic at the roadside, or tell us about the job and we'll call you back. ${siteConfig.pricing.callOut}`}
      />
    </>
  );
}
