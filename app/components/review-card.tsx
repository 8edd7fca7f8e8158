import { Quote } from "lucide-react";
import { ReviewStars } from "~/components/review-stars";
import { formatPostDate } from "~/lib/format-date";

/** What a review card shows; the loader sends only this. */
export interface ReviewSummary {
  name: string;
  company: string;
  rating: number;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  text: string;
}

/** One testimonial: stars, the customer's words as a quotation, then who said it and when. */
export function ReviewCard({ review }: { review: ReviewSummary }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-ink/10 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <ReviewStars rating={review.rating} />
        <Quote aria-hidden="true" className="size-8 shrink-0 text-steel-light" />
      </div>
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink/10 pt-4">
        <span className="block font-bold">{review.name}</span>
        <span className="block text-ink/80">{review.company}</span>
        <time dateTime={review.date} className="mt-1 block text-sm text-steel">
          {formatPostDate(review.date)}
        </time>
      </figcaption>
    </figure>
  );
}
