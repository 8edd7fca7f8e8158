import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { posts } from "~/lib/posts.server";
import { postsDirectory } from "~/lib/post-files";
import { fillPostFacts } from "./post-facts";
import { reviewsAreSamples } from "./reviews";

const sources = fs
  .readdirSync(postsDirectory)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, text: fs.readFileSync(path.join(postsDirectory, file), "utf8") }));

describe("business facts in posts", () => {
  it("fills each {{name}} with the config's own words", () => {
    expect(fillPostFacts("x.md", "How we price: {{pricing.policy}} Open {{ hours.regular }}.")).toBe(
      `How we price: ${siteConfig.pricing.policy} Open ${siteConfig.hours.regular}.`,
    );
  });

  it("rejects an unknown name with an error naming the file and the fact", () => {
    expect(() => fillPostFacts("content/posts/x.md", "{{pricing.hourlyRate}}")).toThrow(
      /Invalid content in content\/posts\/x\.md:\n {2}- \{\{pricing\.hourlyRate\}\}: no such business fact/,
    );
  });

  it("leaves no token unfilled in any rendered post", () => {
    for (const post of posts) expect(post.html, post.slug).not.toMatch(/\{\{|\}\}/);
  });

  it("states the price policy only through the config: no post promises a price before diagnosis", () => {
    for (const { file, text } of sources) {
      // Spelled out in a post instead of quoted from the config, the policy drifts: these are the drifts found before.
      expect(text, file).not.toMatch(/upfront quote|before we roll|quote before|price before the technician heads out/i);
    }
  });

  it("quotes the pricing policy in the pricing article and in every post that speaks of our prices", () => {
    const pricing = posts.find((post) => post.slug === "mobile-diesel-repair-cost-ontario");
    expect(pricing?.html).toContain(siteConfig.pricing.policy.replace(/'/g, "&#39;"));
    for (const { file, text } of sources) {
      if (/\bour (?:price|prices|pricing|rates)\b/i.test(text)) expect(text, file).toMatch(/\{\{pricing\./);
    }
  });

  it("never sends readers to the reviews, or calls them customers' words, while they are samples", () => {
    if (!reviewsAreSamples) return;
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/\]\(\/reviews\)|what (?:our )?customers say/i);
    }
  });
});
