import { Star } from "lucide-react";

interface ReviewStarsProps {
  rating: number;
  outOf?: number;
  /** What a screen reader hears; "Rated 5 out of 5" by default. */
  label?: string;
  className?: string;
}

/** A row of filled stars read out as one image: "Rated 5 out of 5". */
export function ReviewStars({ rating, outOf = 5, label, className }: ReviewStarsProps) {
  return (
    <div
      role="img"
      aria-label={label ?? `Rated ${rating} out of ${outOf}`}
      className={["flex gap-0.5", className].filter(Boolean).join(" ")}
    >
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          strokeWidth={1.5}
          className={index < rating ? "size-5 fill-hivis text-ink" : "size-5 fill-transparent text-steel"}
        />
      ))}
    </div>
  );
}
