import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PostMeta } from "~/components/post-meta";
import { isoDay } from "~/lib/format-date";
import { postPath } from "~/lib/paths";

/** What a post card shows; the loader sends only this. */
export interface PostSummary {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  readTime: number;
}

interface BlogPostCardProps {
  post: PostSummary;
  /** h2 in the blog list, h3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** One article in a list: category, title (the link), excerpt, then date and read time. */
export function BlogPostCard({ post, headingLevel = 2 }: BlogPostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-ink/10 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <p className="text-sm font-bold tracking-wider text-steel uppercase">
        <span className="sr-only">Category: </span>
        <span data-testid="post-category">{post.category}</span>
      </p>
      <Heading className="mt-2 text-2xl font-bold break-words sm:text-3xl">
        {/* The whole card is the link's tap target; the title is its accessible name. */}
        <Link to={post.href} className="underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-ink/80">{post.excerpt}</p>
      <PostMeta className="mt-5" publishDate={post.publishDate} readTime={post.readTime} />
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 font-bold">
        Read article
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}

/** The card data for a post, built in a loader from a parsed post. */
export function postSummary(post: {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishDate: Date;
  readTime: number;
}): PostSummary {
  return {
    href: postPath(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    publishDate: isoDay(post.publishDate),
    readTime: post.readTime,
  };
}
