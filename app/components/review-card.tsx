import { Quote } from "lucide-react";
import { ReviewStars } from "~/components/review-stars";
import { formatPostDate } from "~/lib/format-date";

/** What a review card shows; the loader sends only this. */
export interface ReviewSummary {
  name: string;
  company: string;
  rating: number;
  /** ISO date, YYYY-MM-DD (a sample's day), or YYYY-MM (the month a real review was written). */
  date: string;
  /** How the date reads when it is a month: "November 2026". */
  dateLabel?: string;
  text: string;
  /** The owner's public reply to a real review. */
  reply?: string | null;
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
        <p className="whitespace-pre-line">{review.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink/10 pt-4">
        <span className="block font-bold">{review.name}</span>
        {review.company ? <span className="block text-ink/80">{review.company}</span> : null}
        <time dateTime={review.date} className="mt-1 block text-sm text-steel">
          {review.dateLabel ?? formatPostDate(review.date)}
        </time>
      </figcaption>
      {review.reply ? (
        <div className="mt-4 rounded-md bg-paper p-3">
          <p className="text-sm font-bold">Reply from the owner</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
    </figure>
  );
}
