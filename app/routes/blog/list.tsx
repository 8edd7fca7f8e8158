import type { Route } from "./+types/list";
import { BlogCategoryNav } from "~/components/blog-category-nav";
import { BlogPostCard, postSummary } from "~/components/blog-post-card";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/ui/section";
import { blogPage } from "~/content/blog-page";
import { blogCategories, type BlogCategory } from "~/content/schemas";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { posts, postsInCategory } from "~/lib/posts.server";

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

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { categories, category, posts: shown, total, copy } = loaderData;
  const status = category
    ? `Showing ${shown.length} of ${total} articles, in ${category}.`
    : `Showing all ${total} articles, newest first.`;
  return (
    <>
      <PageHeader crumbs={loaderData.crumbs} eyebrow="From the service truck" title="Diesel Truck Repair Blog" lead={copy.lead} />

      <Section labelledBy="articles-heading" className="py-12 lg:py-16">
        <h2 id="articles-heading" className="sr-only">
          {category ? `${category} articles` : "All articles"}
        </h2>
        <BlogCategoryNav categories={categories} active={category} />
        <p role="status" className="mt-6 text-ink/80">
          {status}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <li key={post.href}>
                <BlogPostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-lg">{copy.emptyCategory}</p>
        )}
      </Section>

      <CtaBand id="blog-cta-heading" title={copy.cta.title} text={copy.cta.text} />
    </>
  );
}
