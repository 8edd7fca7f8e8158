import matter from "gray-matter";
import { Marked } from "marked";
import { parseContent } from "~/content/parse";
import { fillPostFacts } from "~/content/post-facts";
import { postFrontMatterSchema, type BlogCategory, type PostFrontMatter } from "~/content/schemas";

export interface Post extends PostFrontMatter {
  /** Minutes to read, from the body's word count at 220 words a minute. */
  readTime: number;
  wordCount: number;
  /** The body rendered from Markdown; raw HTML in the Markdown is escaped, never passed through. */
  html: string;
  /** Site paths the body links to (checked by the content tests). */
  internalLinks: string[];
}

const wordsPerMinute = 220;

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Posts are Markdown only: any HTML in a file is shown as text, not rendered.
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function countWords(body: string): number {
  const prose = body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`|-]+/g, " ")
    .trim();
  return prose ? prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Parses one post file; bad front matter throws an error naming the file and field. */
export function parsePost(file: string, source: string): Post {
  const { data, content: body } = matter(source);
  const frontMatter = parseContent(file, postFrontMatterSchema, data);
  const expectedSlug = file.split("/").pop()?.replace(/\.md$/, "");
  if (frontMatter.slug !== expectedSlug) {
    throw new Error(`Invalid content in ${file}:\n  - slug: must equal the file name (${expectedSlug}), got ${frontMatter.slug}`);
  }
  // {{pricing.policy}} and the like: business facts come from the config, never retyped.
  const content = fillPostFacts(file, body);
  const wordCount = countWords(content);
  const internalLinks = [...content.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)].map((match) => match[1] ?? "");
  return {
    ...frontMatter,
    wordCount,
    readTime: Math.max(1, Math.round(wordCount / wordsPerMinute)),
    html: markdown.parse(content, { async: false }),
    internalLinks,
  };
}

const files = import.meta.glob<string>("/content/posts/*.md", { query: "?raw", import: "default", eager: true });

/** Every post, newest first. */
export const posts: readonly Post[] = Object.entries(files)
  .map(([file, source]) => parsePost(file.replace(/^\//, ""), source))
  .sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime());

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Up to `limit` other posts of the same category, newest first. */
export function relatedPosts(post: Post, limit = 3): Post[] {
  return posts.filter((other) => other.category === post.category && other.slug !== post.slug).slice(0, limit);
}

export function postsInCategory(category: BlogCategory | null): readonly Post[] {
  return category ? posts.filter((post) => post.category === category) : posts;
}
