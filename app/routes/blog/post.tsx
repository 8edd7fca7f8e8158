import { redirect } from "react-router";
import type { Route } from "./+types/post";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { ArrowLink } from "~/components/arrow-link";
import { BlogPostCard, postSummary } from "~/components/blog-post-card";
import { CallButton } from "~/components/call-button";
import { JsonLd } from "~/components/json-ld";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { PostMeta } from "~/components/post-meta";
import { siteConfig } from "~/config/site";
import { isoDay } from "~/lib/format-date";
import { blogPostingNode, graph } from "~/lib/json-ld";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { postPath } from "~/lib/paths";
import { findPost, relatedPosts } from "~/lib/posts.server";
import { useSiteUrl } from "~/lib/use-site-url";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  // The specification's silent redirect. Not replace(): in client navigation the bad
  // address is never committed to history, and a replace would overwrite the page the
  // visitor came from, so Back would skip it. A direct load gets the server's 302.
  if (!post) throw redirect("/blog");
  return {
    path: postPath(post.slug),
    title: post.title,
    h1: post.h1,
    excerpt: post.excerpt,
    seoTitle: post.seoTitle,
    metaDescription: post.metaDescription,
    category: post.category,
    publishDate: isoDay(post.publishDate),
    readTime: post.readTime,
    wordCount: post.wordCount,
    keywords: [post.primaryKeyword, ...post.secondaryKeywords],
    /** Rendered from Markdown with raw HTML escaped (posts.server.ts). */
    html: post.html,
    related: relatedPosts(post).map(postSummary),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  return pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: loaderData.path,
    title: loaderData.seoTitle,
    description: loaderData.metaDescription,
    type: "article",
  });
};

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path: post.path },
        ]}
        title={post.h1}
        lead={
          <>
            <p>{post.excerpt}</p>
            <PostMeta className="mt-5" tone="light" category={post.category} publishDate={post.publishDate} readTime={post.readTime} />
          </>
        }
      />

      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,auto)_18rem] lg:justify-start lg:gap-x-20 lg:py-16">
          <article className="min-w-0">
            <div className="prose-article break-words" dangerouslySetInnerHTML={{ __html: post.html }} />
          </article>

          <aside aria-labelledby="aside-heading" className="hidden lg:block">
            <div className="sticky top-24 rounded-xl bg-charcoal p-6 text-white">
              <h2 id="aside-heading" className="text-2xl font-bold uppercase">
                Truck down right now?
              </h2>
              <p className="mt-2 text-white/85">We answer 24/7. Average response under {siteConfig.responseMinutes} minutes.</p>
              <CallButton label="Call" showNumber size="default" className="mt-5 w-full" />
            </div>
          </aside>
        </div>
      </div>

      <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="related-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          {post.related.length > 0 ? `More ${post.category}` : "Keep Reading"}
        </h2>
        {post.related.length > 0 ? (
          <ul aria-label={`Related articles in ${post.category}`} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.href}>
                <BlogPostCard post={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 max-w-2xl text-lg text-ink/80">
            This is our only {post.category.toLowerCase()} article so far. The blog has more for Ontario drivers and fleets.
          </p>
        )}
        <ArrowLink to="/blog" className="mt-8">
          See all articles
        </ArrowLink>
      </section>

      <CtaBand
        id="post-cta-heading"
        tone="hivis"
        title="Rather Have a Mechanic Look at It?"
        text={`Call for a technician at the roadside or in your yard, or send the details and we'll call you back. ${siteConfig.pricing.callOut}`}
      />

      {siteUrl ? (
        <JsonLd
          data={graph([
            blogPostingNode(siteUrl, {
              headline: post.h1,
              description: post.metaDescription,
              path: post.path,
              datePublished: new Date(post.publishDate),
              wordCount: post.wordCount,
              keywords: post.keywords,
            }),
          ])}
        />
      ) : null}
    </>
  );
}
