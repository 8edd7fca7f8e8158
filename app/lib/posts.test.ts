import { describe, expect, it } from "vitest";
import { blogCategories } from "~/content/schemas";
import { postSlugsOnDisk } from "~/lib/post-files";
import { parsePost, posts, relatedPosts } from "~/lib/posts.server";
import { sitePages } from "~/lib/site-pages";

/** A valid post file, changed per test. */
function postSource(frontMatter: Record<string, string>, body: string): string {
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

const validFrontMatter = {
  slug: "bad",
  title: '"A test post"',
  excerpt: '"A short excerpt."',
  primaryKeyword: '"test keyword"',
  secondaryKeywords: '["another keyword"]',
  seoTitle: '"A test post"',
  metaDescription: '"A test description."',
  h1: '"A test post"',
  publishDate: "2025-03-05",
  category: '"Maintenance Tips"',
};

describe("blog posts", () => {
  it("parses exactly 8 posts", () => {
    expect(posts).toHaveLength(8);
  });

  it("has a real body of at least 600 words in every post", () => {
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it("uses only the six categories, each at least once", () => {
    const used = new Set(posts.map((post) => post.category));
    for (const post of posts) expect(blogCategories).toContain(post.category);
    expect([...used].sort()).toEqual([...blogCategories].sort());
  });

  it("has unique slugs equal to the file names", () => {
    const slugs = posts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(postSlugsOnDisk());
  });

  it("reads at 220 words a minute, never under a minute", () => {
    for (const post of posts) {
      expect(post.readTime, post.slug).toBe(Math.max(1, Math.round(post.wordCount / 220)));
      expect(post.readTime, post.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("is sorted newest first", () => {
    const times = posts.map((post) => post.publishDate.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("links only to pages that exist", () => {
    const pages = new Set(sitePages(posts.map((post) => post.slug)));
    for (const post of posts) {
      for (const link of post.internalLinks) {
        expect(pages.has(link), `${post.slug} links to ${link}`).toBe(true);
      }
    }
  });

  it("relates at most 3 posts of the same category, never the post itself", () => {
    for (const post of posts) {
      const related = relatedPosts(post);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.category).toBe(post.category);
        expect(other.slug).not.toBe(post.slug);
      }
      const sameCategory = posts.filter((other) => other.category === post.category && other.slug !== post.slug);
      expect(related).toHaveLength(Math.min(3, sameCategory.length));
    }
  });
});

describe("parsePost", () => {
  it("parses a valid file", () => {
    const post = parsePost("content/posts/bad.md", postSource(validFrontMatter, "Some words in a body."));
    expect(post.slug).toBe("bad");
    expect(post.category).toBe("Maintenance Tips");
    expect(post.wordCount).toBe(5);
    expect(post.readTime).toBe(1);
  });

  it("names the file and the field when the front matter lacks a category", () => {
    const { category: _missing, ...withoutCategory } = validFrontMatter;
    const source = postSource(withoutCategory, "A body without a category.");
    // Only the category is wrong, so it is the one field the message lists.
    expect(() => parsePost("content/posts/bad.md", source)).toThrow(
      /^Invalid content in content\/posts\/bad\.md:\n {2}- category: [^\n]+$/,
    );
  });

  it("names the field when the category is not one of the six", () => {
    const source = postSource({ ...validFrontMatter, category: '"Gossip"' }, "A body.");
    expect(() => parsePost("content/posts/bad.md", source)).toThrow(/content\/posts\/bad\.md[\s\S]*category/);
  });

  it("escapes raw HTML in a body instead of rendering it", () => {
    const source = postSource(validFrontMatter, "Before.\n\n<script>alert(1)</script>\n\nAfter, with <b>inline</b> HTML.");
    const { html } = parsePost("content/posts/bad.md", source);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;inline&lt;/b&gt;");
  });

  it("collects the site paths a body links to", () => {
    const source = postSource(validFrontMatter, "See [our services](/services) and [a city](/service-areas/diesel-mechanic-windsor#top).");
    expect(parsePost("content/posts/bad.md", source).internalLinks).toEqual(["/services", "/service-areas/diesel-mechanic-windsor"]);
  });
});
