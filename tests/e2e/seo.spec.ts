import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

// The site origin the build was made with (SITE_URL's default in the test run).
const siteUrl = "https://www.example.com";
const suffix = " | Southern Ontario Mobile Diesel";

type Node = Record<string, unknown> & { "@type"?: string | string[] };

interface PageFacts {
  path: string;
  status: number;
  title: string;
  description: string;
  robots: string;
  canonical: string | null;
  og: Record<string, string>;
  nodes: Node[];
  h1: string;
  visibleFaq: { question: string; answer: string }[];
}

async function readPage(page: Page, path: string): Promise<PageFacts> {
  const response = await page.goto(path);
  const facts = await page.evaluate(() => {
    const meta = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? "";
    const og: Record<string, string> = {};
    for (const tag of document.querySelectorAll<HTMLMetaElement>('meta[property^="og:"], meta[name^="twitter:"]')) {
      og[tag.getAttribute("property") ?? tag.name] = tag.content;
    }
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? "");
    const visibleFaq = [...document.querySelectorAll("[data-faq-item]")].map((item) => ({
      question: item.querySelector("[data-faq-question]")?.textContent?.trim() ?? "",
      answer: item.querySelector("[data-faq-answer]")?.textContent?.trim() ?? "",
    }));
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      robots: meta('meta[name="robots"]'),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? null,
      og,
      blocks,
      h1: document.querySelector("h1")?.textContent ?? "",
      visibleFaq,
    };
  });
  const nodes = facts.blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as { "@graph"?: Node[] } & Node;
    return parsed["@graph"] ?? [parsed];
  });
  return { ...facts, nodes, path, status: response?.status() ?? 0 };
}

const typeOf = (node: Node) => [node["@type"]].flat();
const nodesOfType = (facts: PageFacts, type: string) => facts.nodes.filter((node) => typeOf(node).includes(type));

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = match[1]!;
    expect(url.startsWith(siteUrl)).toBe(true);
    return url.slice(siteUrl.length) || "/";
  });
}

test.describe("search visibility", () => {
  test.describe.configure({ timeout: 120_000 });

  test("every indexable page has unique, sized titles and descriptions, its own canonical, social tags and structured data", async ({
    noJsPage,
    request,
  }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThanOrEqual(38);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const facts = await readPage(noJsPage, path);
      const where = `${path}: `;
      expect(facts.status, where).toBe(200);
      expect(facts.title.endsWith(suffix) || facts.title.startsWith("Southern Ontario Mobile Diesel"), where + facts.title).toBe(true);
      expect(facts.title.replace(suffix, "").length, where + facts.title).toBeLessThanOrEqual(60);
      expect(facts.description.length, where).toBeGreaterThan(50);
      expect(facts.description.length, where).toBeLessThanOrEqual(160);
      expect(titles.has(facts.title), `${where}duplicate title ${facts.title}`).toBe(false);
      expect(descriptions.has(facts.description), `${where}duplicate description`).toBe(false);
      titles.add(facts.title);
      descriptions.add(facts.description);

      const ownUrl = path === "/" ? siteUrl : siteUrl + path;
      expect(facts.canonical, where).toBe(ownUrl);
      expect(facts.robots, where).toBe("index, follow");
      expect(facts.og["og:url"], where).toBe(ownUrl);
      expect(facts.og["og:title"], where).toBe(facts.title);
      expect(facts.og["og:description"], where).toBe(facts.description);
      expect(facts.og["og:image"], where).toMatch(/^https:\/\/www\.example\.com\/.+\.(jpg|png)$/);
      expect(facts.og["og:site_name"], where).toBe("Southern Ontario Mobile Diesel");
      expect(["website", "article"], where).toContain(facts.og["og:type"]);
      expect(facts.og["twitter:card"], where).toBe("summary_large_image");

      // The business and the site on every page.
      const [business] = nodesOfType(facts, "AutoRepair");
      expect(business, where).toMatchObject({
        "@id": `${siteUrl}/#business`,
        name: "Southern Ontario Mobile Diesel",
        url: siteUrl,
        telephone: "+15195550142",
        email: "service@example.com",
        priceRange: "$$",
        currenciesAccepted: "CAD",
      });
      expect(business?.logo, where).toBeTruthy();
      expect(business?.image, where).toBeTruthy();
      expect((business?.areaServed as unknown[]).length, where).toBe(17);
      expect(JSON.stringify(business?.openingHoursSpecification)).toContain('"opens":"07:00"');
      const [website] = nodesOfType(facts, "WebSite");
      expect(JSON.stringify(website?.potentialAction), where).toContain(`${siteUrl}/services?q={search_term_string}`);

      if (path !== "/") {
        const [crumbs] = nodesOfType(facts, "BreadcrumbList");
        expect(crumbs, `${where}BreadcrumbList`).toBeTruthy();
        const items = crumbs!.itemListElement as { item: string }[];
        expect(items.at(-1)?.item, where).toBe(ownUrl);
      }
      if (path.startsWith("/services/") || path.startsWith("/service-areas/")) {
        const [service] = nodesOfType(facts, "Service");
        expect(service, `${where}Service`).toBeTruthy();
        expect(service?.provider, where).toEqual({ "@id": `${siteUrl}/#business` });
        expect((service?.areaServed as unknown[]).length, where).toBeGreaterThan(0);
      }
      if (path.startsWith("/blog/")) {
        const [article] = nodesOfType(facts, "BlogPosting");
        expect(article, `${where}BlogPosting`).toMatchObject({
          headline: facts.h1,
          author: { "@id": `${siteUrl}/#business` },
          publisher: { "@id": `${siteUrl}/#business` },
        });
        expect(article?.datePublished, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article?.image, where).toBeTruthy();
      }
      // Self-served reviews are not eligible: no review or rating markup anywhere.
      expect(JSON.stringify(facts.nodes), where).not.toMatch(/"(Review|AggregateRating)"/);
    }
  });

  test("the FAQ structured data says exactly what the page shows", async ({ noJsPage }) => {
    for (const slug of ["diesel-roadside-assistance", "mobile-diesel-mechanic", "diesel-diagnostics", "emergency-truck-repair"]) {
      const facts = await readPage(noJsPage, `/services/${slug}`);
      const [faq] = nodesOfType(facts, "FAQPage");
      const marked = (faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => ({
        question: q.name,
        answer: q.acceptedAnswer.text,
      }));
      expect(facts.visibleFaq).toHaveLength(4);
      expect(marked).toEqual(facts.visibleFaq);
    }
  });

  test("searched, filtered and missing pages are kept out of the index", async ({ noJsPage }) => {
    for (const path of [
      "/services?q=brake",
      "/blog?category=Pricing",
      "/no-such-page",
      "/services/no-such-service",
      "/service-areas/diesel-mechanic-atlantis",
    ]) {
      const facts = await readPage(noJsPage, path);
      expect(facts.robots, path).toMatch(/noindex/);
      expect(facts.canonical, path).toBeNull();
    }
  });

  test("the sitemap lists exactly the indexable pages, each answering 200 without a redirect", async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(new Set(paths).size).toBe(paths.length);
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(paths.length);
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
    for (const absent of ["/locations", "/services/mobile-tire-services", "/services?q=brake", "/contact/"])
      expect(paths).not.toContain(absent);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/services",
        "/service-areas/diesel-mechanic-windsor",
        "/blog/mto-annual-inspection-guide",
        "/services/battery-services",
      ]),
    );
  });

  test("robots.txt allows crawling and names the sitemap by its absolute URL", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("the social image is a 1200×630 JPEG, and the favicons and manifest are served", async ({ request }) => {
    const response = await request.get("/og-image.jpg");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const image = await sharp(await response.body()).metadata();
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/brand/mark.svg", "/brand/logo-512.png", "/site.webmanifest"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const manifest = (await (await request.get("/site.webmanifest")).json()) as { name: string };
    expect(manifest.name).toBe("Southern Ontario Mobile Diesel");
  });

  test("without JavaScript, every page type shows its h1, its text and a call link", async ({ noJsPage }) => {
    const pages = [
      "/",
      "/services",
      "/services/diesel-diagnostics",
      "/services/fleet-maintenance",
      "/services/wheel-seal-services",
      "/service-areas",
      "/service-areas/diesel-mechanic-sarnia",
      "/about-us",
      "/reviews",
      "/contact",
      "/blog",
      "/blog/cvor-fleet-maintenance-records",
    ];
    for (const path of pages) {
      await noJsPage.goto(path);
      await expect(noJsPage.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect((await noJsPage.locator("main").innerText()).length, path).toBeGreaterThan(250);
      await expect(noJsPage.locator('main a[href="tel:+15195550142"]').first(), path).toBeVisible();
    }
  });
});
