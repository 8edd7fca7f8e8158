import { describe, expect, it } from "vitest";
import { canonicalPath } from "~/lib/redirects";
import { servicePath } from "~/lib/paths";
import { sitePages } from "~/lib/site-pages";
import { genericServices } from "./generic-services";
import { genericServiceSchema, overviewServiceSchema, serviceLandingSchema } from "./schemas";
import { serviceLandings } from "./service-landings";
import { services } from "./services";

const pages = new Set(sitePages([]));
const fleetSlug = "fleet-maintenance";
const fleetBenefitTitles = ["Reduce Downtime", "Compliance Ready", "Save Time", "Expert Service"];

describe("service content", () => {
  it("has 9 overview services, 5 landing pages and 2 generic pages, each valid", () => {
    expect(services).toHaveLength(9);
    expect(serviceLandings).toHaveLength(5);
    expect(genericServices).toHaveLength(2);
    for (const service of services) expect(overviewServiceSchema.safeParse(service).success).toBe(true);
    for (const landing of serviceLandings) expect(serviceLandingSchema.safeParse(landing).success).toBe(true);
    for (const generic of genericServices) expect(genericServiceSchema.safeParse(generic).success).toBe(true);
  });

  it("names the four specified landing pages and fleet maintenance", () => {
    expect(serviceLandings.map((landing) => landing.slug).sort()).toEqual(
      ["diesel-diagnostics", "diesel-roadside-assistance", "emergency-truck-repair", "fleet-maintenance", "mobile-diesel-mechanic"].sort(),
    );
  });

  it("uses each slug once across the overview, the landing pages and the generic pages", () => {
    const pageSlugs = [...serviceLandings, ...genericServices].map((page) => page.slug);
    expect(new Set(pageSlugs).size).toBe(pageSlugs.length);
    const overviewSlugs = services.map((service) => service.slug);
    expect(new Set(overviewSlugs).size).toBe(overviewSlugs.length);
  });

  it("gives every landing page 4 FAQs, and fleet maintenance none but its 4 benefit cards", () => {
    for (const landing of serviceLandings) {
      if (landing.slug === fleetSlug) {
        expect(landing.faqs).toHaveLength(0);
        expect(landing.benefits?.map((benefit) => benefit.title)).toEqual(fleetBenefitTitles);
        expect(landing.servicesInclude).toHaveLength(8);
      } else {
        expect(landing.faqs, landing.slug).toHaveLength(4);
        expect(landing.benefits, landing.slug).toBeUndefined();
      }
    }
  });

  it("asks each FAQ question once across the site", () => {
    const questions = serviceLandings.flatMap((landing) => landing.faqs.map((faq) => faq.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("links related services only to pages that exist, never to a redirect or to itself", () => {
    for (const landing of serviceLandings) {
      for (const target of landing.linksTo) {
        expect(pages.has(target), `${landing.slug} links to ${target}`).toBe(true);
        expect(canonicalPath(target)).toBe(target);
        expect(target).not.toBe(servicePath(landing.slug));
      }
      expect(new Set(landing.linksTo).size).toBe(landing.linksTo.length);
    }
  });

  it("points every Learn More link of the overview at a page that exists", () => {
    for (const service of services) {
      const target = canonicalPath(servicePath(service.slug));
      expect(pages.has(target), `${service.slug} -> ${target}`).toBe(true);
    }
  });

  it("has an illustration for every overview service", async () => {
    const { existsSync } = await import("node:fs");
    for (const service of services) {
      expect(existsSync(`public/images/services/${service.slug}.svg`), service.slug).toBe(true);
    }
  });

  it("never repeats a paragraph on two pages", () => {
    const paragraphs = [
      ...services.map((service) => ({ page: `/services (${service.slug})`, text: service.description })),
      ...serviceLandings.flatMap((landing) => [
        { page: servicePath(landing.slug), text: landing.description },
        ...landing.longDescription.map((text) => ({ page: servicePath(landing.slug), text })),
      ]),
      ...genericServices.map((generic) => ({ page: servicePath(generic.slug), text: generic.description })),
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
