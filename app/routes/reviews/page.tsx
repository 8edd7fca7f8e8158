import { BadgeCheck, Info } from "lucide-react";
import type { Route } from "./+types/route";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { ReviewCard, type ReviewSummary } from "~/components/review-card";
import { ReviewStars } from "~/components/review-stars";
import { Section, SectionHeading } from "~/components/ui/section";

function ReviewList({ reviews, label }: { reviews: ReviewSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={`${review.name}-${review.date}-${review.text.slice(0, 24)}`}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

export function Reviews({ loaderData }: Route.ComponentProps) {
  const { copy, real, samples, summary } = loaderData;
  const onlySamples = real.length === 0 && samples.length > 0;
  const countWords = summary.count === 1 ? "1 review" : `${summary.count} reviews`;
  return (
    <>
      <PageHeader
        crumbs={loaderData.crumbs}
        eyebrow={onlySamples ? undefined : "Reviews"}
        title={onlySamples ? "Reviews" : "What Drivers and Fleets Say"}
        lead={copy.lead}
      />

      <Section labelledBy="reviews-heading">
        {onlySamples && loaderData.sampleNote ? <SampleNote text={loaderData.sampleNote} className="mb-8" /> : null}
        <div className="flex flex-col gap-4 rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <h2 id="reviews-heading" className="text-3xl font-bold uppercase sm:text-4xl">
            {onlySamples ? "Sample Reviews" : "Customer Reviews"}
          </h2>
          {summary.count > 0 ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <ReviewStars
                rating={Math.round(summary.average)}
                label={`Average rating ${summary.average} out of 5`}
                className="[&_svg]:size-7"
              />
              <p className="text-lg">
                <strong className="font-bold">{summary.average} out of 5</strong>
                {onlySamples ? " across the " : " from "}
                <strong className="font-bold">{countWords}</strong>
                {onlySamples ? " samples" : real.length < summary.count ? " shown here, samples included" : ""}
              </p>
            </div>
          ) : null}
        </div>

        {real.length > 0 ? <ReviewList reviews={real} label="Reviews" /> : null}
        {real.length > 0 && samples.length > 0 ? (
          <>
            <h3 className="mt-12 text-2xl font-bold uppercase">Sample Reviews</h3>
            {loaderData.sampleNote ? <SampleNote text={loaderData.sampleNote} className="mt-4" /> : null}
          </>
        ) : null}
        {samples.length > 0 ? <ReviewList reviews={samples} label={real.length > 0 ? "Sample reviews" : "Reviews"} /> : null}
      </Section>

      <Section labelledBy="reviews-promise-heading" tone="white">
        <SectionHeading id="reviews-promise-heading">What Every Customer Gets</SectionHeading>
        <ul className="mt-8 grid gap-x-8 gap-y-4 text-lg sm:grid-cols-2 lg:grid-cols-3">
          {copy.promises.map((point) => (
            <li key={point} className="flex gap-3">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ok" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="reviews-cta-heading" title="Your Truck Could Be Next Back on the Road" text={copy.ctaText} />
    </>
  );
}

function SampleNote({ text, className }: { text: string; className: string }) {
  return (
    <p role="note" className={`${className} flex gap-3 rounded-xl border-2 border-ink bg-hivis/30 p-5 text-lg font-semibold`}>
      <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      {text}
    </p>
  );
}
