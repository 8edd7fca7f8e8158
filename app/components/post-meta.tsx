import { CalendarDays, Clock, Tag } from "lucide-react";
import { formatPostDate } from "~/lib/format-date";

interface PostMetaProps {
  /** Left out where the category is shown on its own (post cards). */
  category?: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  readTime: number;
  /** Light text on the dark page header, or steel text on a white card. */
  tone?: "light" | "dark";
  className?: string;
}

/** The category (optional), publish date and read time of a post, on one wrapping line. */
export function PostMeta({ category, publishDate, readTime, tone = "dark", className }: PostMetaProps) {
  const colour = tone === "light" ? "text-white/85" : "text-steel";
  const iconColour = tone === "light" ? "text-hivis" : "text-steel";
  return (
    <ul
      className={["flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium sm:text-base", colour, className]
        .filter(Boolean)
        .join(" ")}
    >
      {category ? (
        <li className="flex items-center gap-1.5">
          <Tag aria-hidden="true" className={`size-4 shrink-0 ${iconColour}`} />
          <span className="sr-only">Category: </span>
          <span data-testid="post-category">{category}</span>
        </li>
      ) : null}
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className={`size-4 shrink-0 ${iconColour}`} />
        <span className="sr-only">Published </span>
        <time dateTime={publishDate}>{formatPostDate(publishDate)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className={`size-4 shrink-0 ${iconColour}`} />
        <span>{readTime} min read</span>
      </li>
    </ul>
  );
}
