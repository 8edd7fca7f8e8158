import { SearchX, X } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";

const textLinkClasses =
  "inline-flex min-h-11 items-center font-semibold underline decoration-2 underline-offset-4 hover:decoration-hivis-dark";

function resultSummary(count: number, query: string): string {
  if (count === 0) return `No services match "${query}"`;
  return `${count} ${count === 1 ? "service matches" : "services match"} "${query}"`;
}

/**
 * The result count of a /services search, with a way to clear it. The status line stays in the
 * page, empty without a query, so a new count is announced.
 */
export function SearchSummary({ path, query, count }: { path: string; query: string; count: number }) {
  const hasQuery = query.length > 0;
  return (
    <div className={hasQuery ? "mt-10 flex min-h-11 flex-wrap items-center gap-x-5 gap-y-2" : "contents"}>
      <p role="status" className="text-xl font-bold">
        {hasQuery ? resultSummary(count, query) : null}
      </p>
      {hasQuery ? (
        <Link to={path} preventScrollReset className={`${textLinkClasses} gap-1.5`}>
          <X aria-hidden="true" className="size-4" />
          Clear search
        </Link>
      ) : null}
    </div>
  );
}

interface NoMatchProps {
  path: string;
  text: string;
  suggestions: readonly string[];
  total: number;
}

/** What a search that finds nothing offers: the call, and words that find something. */
export function NoMatch({ path, text, suggestions, total }: NoMatchProps) {
  return (
    <div className="mt-6 rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-10">
      <SearchX aria-hidden="true" className="size-12 text-steel" />
      <h3 className="mt-4 text-3xl font-bold">Nothing on our list matches that</h3>
      <p className="mt-3 max-w-2xl text-lg text-ink/80">{text}</p>
      <div className="mt-6">
        <CallButton label="Call" showNumber />
      </div>
      <p className="mt-8 font-semibold">Or try a single word:</p>
      <ul className="mt-1 flex flex-wrap gap-x-5">
        {suggestions.map((word) => (
          <li key={word}>
            <Link to={`${path}?q=${encodeURIComponent(word)}`} preventScrollReset className={textLinkClasses}>
              {word}
            </Link>
          </li>
        ))}
        <li>
          <Link to={path} preventScrollReset className={textLinkClasses}>
            all {total} services
          </Link>
        </li>
      </ul>
    </div>
  );
}
