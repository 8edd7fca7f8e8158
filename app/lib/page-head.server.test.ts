import { describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

describe("pageHead", () => {
  it("builds the meta tags for the page's address on SITE_URL", () => {
    const head = pageHead({ path: "/services", title: "Services", description: "Every repair we do." });
    const canonical = head.meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href: string } | undefined;
    expect(canonical?.href).toBe(`${getEnv().SITE_URL}/services`);
    expect(head.meta).toContainEqual({ title: "Services | Southern Ontario Mobile Diesel" });
  });

  it("marks up the breadcrumb trail it returns, then the page's own nodes, in one graph", () => {
    const head = pageHead({
      path: "/services",
      title: "Services",
      description: "Every repair we do.",
      crumbs,
      nodes: (siteUrl) => [{ "@type": "Service", url: `${siteUrl}/services` }],
    });
    expect(head.crumbs).toEqual(crumbs);
    const graph = head.structuredData as { "@context": string; "@graph": { "@type": string; itemListElement?: { item: string }[] }[] };
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"].map((node) => node["@type"])).toEqual(["BreadcrumbList", "Service"]);
    expect(graph["@graph"][0]?.itemListElement?.map((item) => item.item)).toEqual([getEnv().SITE_URL, `${getEnv().SITE_URL}/services`]);
  });

  it("has no structured data when the page has neither crumbs nor nodes", () => {
    expect(pageHead({ path: "/offline", title: "Offline", description: "No signal.", indexable: false }).structuredData).toBeNull();
  });
});

describe("loaderMeta", () => {
  it("returns the tags the loader built, and none when the loader failed", () => {
    const head = pageHead({ path: "/", title: "Home", description: "Trucks fixed where they stop." });
    expect(loaderMeta({ loaderData: head })).toBe(head.meta);
    expect(loaderMeta({ loaderData: undefined })).toEqual([]);
  });
});
