import type { Route } from "./+types/route";
import { BlogCategoryNav } from "~/components/blog-category-nav";
import { BlogPostCard } from "~/components/blog-post-card";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/ui/section";

export function BlogList({ loaderData }: Route.ComponentProps) {
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
