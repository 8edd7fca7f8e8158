import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { postSummary } from "~/components/blog-post-card";
import { blogPostCopy } from "~/content/blog-page";
import { isoDay } from "~/lib/format-date";
import { blogPostingNode } from "~/lib/json-ld";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { postPath } from "~/lib/paths";
import { findPost, relatedPosts } from "~/lib/posts.server";
import { deferHydration } from "~/loading/defer-hydration";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  // The specification's silent redirect. Not replace(): in client navigation the bad
  // address is never committed to history, and a replace would overwrite the page the
  // visitor came from, so Back would skip it. A direct load gets the server's 302.
  if (!post) throw redirect("/blog");
  const path = postPath(post.slug);
  return {
    ...pageHead({
      path,
      title: post.seoTitle,
      description: post.metaDescription,
      type: "article",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ],
      nodes: (siteUrl) => [
        blogPostingNode(siteUrl, {
          headline: post.h1,
          description: post.metaDescription,
          path,
          datePublished: post.publishDate,
          wordCount: post.wordCount,
          keywords: [post.primaryKeyword, ...post.secondaryKeywords],
        }),
      ],
    }),
    h1: post.h1,
    excerpt: post.excerpt,
    category: post.category,
    publishDate: isoDay(post.publishDate),
    readTime: post.readTime,
    /** Rendered from Markdown with raw HTML escaped (posts.server.ts). */
    html: post.html,
    related: relatedPosts(post).map(postSummary),
    copy: blogPostCopy(post),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/blog/post/page").then((page) => page.BlogPost));
