import { BadgeCheck, Info } from "lucide-react";
import type { Route } from "./+types/route";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { ReviewCard } from "~/components/review-card";
import { ReviewStars } from "~/components/review-stars";
import { Section, SectionHeading } from "~/components/ui/section";

export function Reviews({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const samples = loaderData.sampleNote !== null;
  return (
    <>
      <PageHeader
        crumbs={loaderData.crumbs}
        eyebrow={samples ? undefined : "Reviews"}
        title={samples ? "Reviews" : "What Drivers and Fleets Say"}
        lead={copy.lead}
      />

      <Section labelledBy="reviews-heading">
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
              <strong className="font-bold">5 out of 5</strong> from <strong className="font-bold">{copy.reviewCountLabel}</strong> reviews
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
