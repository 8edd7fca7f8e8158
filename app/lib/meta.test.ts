import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, pageTitle } from "~/lib/meta";

const site = "https://www.example.com";

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("pageTitle", () => {
  it("adds ' | {product name}' to a page's title", () => {
    expect(pageTitle("Brake Repairs")).toBe("Brake Repairs | Southern Ontario Mobile Diesel");
  });
  it("leaves a title that already names the business", () => {
    expect(pageTitle("Southern Ontario Mobile Diesel | 24/7")).toBe("Southern Ontario Mobile Diesel | 24/7");
  });
});

describe("pageMeta", () => {
  it("builds title, description, an absolute canonical and social tags", () => {
    const meta = pageMeta({ siteUrl: site, path: "/services", title: "Services", description: "All nine services." });
    expect(meta[0]).toEqual({ title: "Services | Southern Ontario Mobile Diesel" });
    expect(find(meta, "name", "description")?.content).toBe("All nine services.");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.example.com/services");
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.com/services");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/og-image.jpg");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
  });

  it("keeps noindex pages out of the index and gives them no canonical", () => {
    const meta = pageMeta({ siteUrl: site, path: "/nope", title: "Page Not Found", description: "x", indexable: false });
    expect(find(meta, "name", "robots")?.content).toBe("noindex, follow");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
  });

  it("never puts a trailing slash on a canonical URL", () => {
    expect(absoluteUrl(site, "/")).toBe("https://www.example.com");
    expect(absoluteUrl(site, "/blog/")).toBe("https://www.example.com/blog");
  });
});
