import { Link } from "react-router";

interface BlogCategoryNavProps {
  categories: readonly string[];
  /** The category shown, or null for all posts. */
  active: string | null;
}

/** The link to the blog list filtered to one category ('All' when null). */
function blogCategoryHref(category: string | null): string {
  return category ? `/blog?${new URLSearchParams({ category }).toString()}` : "/blog";
}

/**
 * Category filters as plain links: each is a real URL the server answers, so the
 * filter works without JavaScript and a filtered list can be shared.
 */
export function BlogCategoryNav({ categories, active }: BlogCategoryNavProps) {
  const options: (string | null)[] = [null, ...categories];
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {options.map((category) => {
          const isActive = category === active;
          return (
            <li key={category ?? "all"}>
              <Link
                to={blogCategoryHref(category)}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={[
                  "inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 font-semibold transition-colors",
                  isActive
                    ? "border-charcoal bg-charcoal text-white"
                    : "border-ink/15 bg-white text-ink hover:border-charcoal hover:bg-paper",
                ].join(" ")}
              >
                {category ?? "All"}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
