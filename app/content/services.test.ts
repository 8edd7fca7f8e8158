import { describe, expect, it } from "vitest";
import { canonicalPath } from "~/lib/redirects";
import { servicePath } from "~/lib/paths";
import { sitePages } from "~/lib/site-pages";
import { findService, serviceCards, servicePages, services } from "./services";

const pages = new Set(sitePages([]));
const fleetBenefitTitles = ["Reduce Downtime", "Compliance Ready", "Save Time", "Expert Service"];
const landings = services.flatMap((service) => (service.template === "landing" ? [service] : []));
const generics = services.flatMap((service) => (service.template === "generic" ? [service] : []));
const fleet = services.find((service) => service.template === "fleet");

describe("service content", () => {
  it("has 9 cards, 4 landing pages, fleet maintenance and 2 generic pages", () => {
    expect(serviceCards).toHaveLength(9);
    expect(landings).toHaveLength(4);
    expect(generics).toHaveLength(2);
    expect(fleet?.slug).toBe("fleet-maintenance");
    expect(servicePages).toHaveLength(7);
  });

  it("names the four specified landing pages", () => {
    expect(landings.map((landing) => landing.slug).sort()).toEqual(
      ["diesel-diagnostics", "diesel-roadside-assistance", "emergency-truck-repair", "mobile-diesel-mechanic"].sort(),
    );
  });

  it("uses each slug once, and finds each record by it", () => {
    const slugs = services.map((service) => service.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const service of services) expect(findService(service.slug)).toBe(service);
    expect(findService("no-such-service")).toBeUndefined();
  });

  it("gives fleet maintenance its 4 benefit cards, each with an icon, and 8 included services", () => {
    expect(fleet?.template === "fleet" && fleet.benefits.map((benefit) => benefit.title)).toEqual(fleetBenefitTitles);
    expect(fleet?.template === "fleet" && fleet.servicesInclude).toHaveLength(8);
  });

  it("states the visit hours from the business config, not as a copy", async () => {
    const { siteConfig } = await import("~/config/site");
    expect(fleet?.template === "fleet" && fleet.longDescription[0]).toContain(siteConfig.hours.regularInWords);
    // The hours are never written into the copy by hand: a change in siteConfig reaches every page.
    const fs = await import("node:fs");
    for (const file of ["./services.ts", "./cities.ts"]) {
      const source = fs.readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toContain(siteConfig.hours.regular);
      expect(source, file).not.toMatch(/\b7 ?AM\b/);
    }
  });

  it("asks each FAQ question once across the site", () => {
    const questions = landings.flatMap((landing) => landing.faqs.map((faq) => faq.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("links related services only to pages that exist, never to a redirect or to itself", () => {
    for (const landing of [...landings, ...(fleet?.template === "fleet" ? [fleet] : [])]) {
      for (const target of landing.linksTo) {
        expect(pages.has(target), `${landing.slug} links to ${target}`).toBe(true);
        expect(canonicalPath(target)).toBe(target);
        expect(target).not.toBe(servicePath(landing.slug));
      }
      expect(new Set(landing.linksTo).size).toBe(landing.linksTo.length);
    }
  });

  it("points every card's Learn More link at a page that exists, and only overview entries redirect", () => {
    for (const card of serviceCards) {
      const target = canonicalPath(servicePath(card.slug));
      expect(pages.has(target), `${card.slug} -> ${target}`).toBe(true);
      expect(target !== servicePath(card.slug), card.slug).toBe(findService(card.slug)?.template === "overview");
    }
  });

  it("has an illustration for every card", async () => {
    const { existsSync } = await import("node:fs");
    for (const card of serviceCards) {
      expect(existsSync(`public/images/services/${card.slug}.svg`), card.slug).toBe(true);
    }
  });

  it("never repeats a paragraph on two pages", () => {
    const paragraphs = [
      ...serviceCards.map((card) => ({ page: `/services (${card.slug})`, text: card.description })),
      ...[...landings, ...(fleet?.template === "fleet" ? [fleet] : [])].flatMap((landing) => [
        { page: servicePath(landing.slug), text: landing.description },
        ...landing.longDescription.map((text) => ({ page: servicePath(landing.slug), text })),
      ]),
      ...generics.map((generic) => ({ page: servicePath(generic.slug), text: generic.description })),
    ];
    const seen = new Map<string, string>();
    for (const { page, text } of paragraphs) {
      const key = text.replace(/\s+/g, " ").trim().toLowerCase();
      expect(seen.get(key), `"${text.slice(0, 60)}..." on ${page}`).toBeUndefined();
      seen.set(key, page);
    }
    expect(seen.size).toBe(9 + 5 * 4 + 2);
  });
});
