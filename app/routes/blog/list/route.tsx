import type { Route } from "./+types/route";
import { postSummary } from "~/components/blog-post-card";
import { blogPage } from "~/content/blog-page";
import { blogCategories, type BlogCategory } from "~/content/schemas";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { posts, postsInCategory } from "~/lib/posts.server";
import { deferHydration } from "~/loading/defer-hydration";

const path = "/blog";

/** The category named in ?category= (any letter case), or null for all posts. */
function categoryFrom(value: string | null): BlogCategory | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  return blogCategories.find((category) => category.toLowerCase() === wanted) ?? null;
}

/**
 * The filter runs here, on the server, so `/blog?category=Seasonal+Tips` is a page
 * of its own: it works without JavaScript and can be linked. An unknown category
 * shows every post.
 */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  const category = categoryFrom(requested);
  return {
    ...pageHead({
      path,
      title: category ? `${category} Articles for Truck Drivers and Fleets` : "Diesel Truck Repair Blog for Ontario Drivers",
      description: category
        ? `${category} articles from our mobile diesel mechanics, for truck drivers, owner-operators and fleet managers in Southern Ontario.`
        : "Practical articles for Ontario truck drivers and fleets: MTO annual inspections, CVOR records, winter fuel gelling, DEF warning lights and repair costs.",
      // Any ?category= makes this a filtered list, kept out of the index.
      indexable: requested === null,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path },
      ],
    }),
    categories: [...blogCategories],
    category,
    total: posts.length,
    posts: postsInCategory(category).map(postSummary),
    copy: blogPage,
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/blog/list/page").then((page) => page.BlogList));
