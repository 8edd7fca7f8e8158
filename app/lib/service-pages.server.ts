import type { Thing } from "schema-dts";
import { citiesByPriority } from "~/content/cities";
import { iconData } from "~/content/icons.server";
import type { ServiceOf } from "~/content/schemas";
import { findService } from "~/content/services";
import { faqPageNode, serviceNode } from "~/lib/json-ld";
import { pageHead } from "~/lib/page-head.server";
import { cityPath, serviceImagePath, servicePath } from "~/lib/paths";

/** Every city served, the high-priority ones first, as the service pages list and mark them up. */
const coverage = {
  cities: citiesByPriority.map((city) => ({ name: city.name, href: cityPath(city.slug) })),
  areaServed: citiesByPriority.map((city) => `${city.name}, ON`),
};

/** The service pages a page links to, each by its title and icon. */
function relatedServices(paths: readonly string[]) {
  return paths.flatMap((path) => {
    const service = findService(path.replace(/^\/services\//, ""));
    if (!service || service.template === "overview") return [];
    return [{ title: service.title, href: path, icon: iconData(service.icon) }];
  });
}

interface ServicePageRecord {
  slug: string;
  title: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

/** Meta, breadcrumbs and the Service node of a service page, plus any nodes of its own (the FAQ). */
function serviceHead(service: ServicePageRecord, ownNodes: (siteUrl: string) => readonly Thing[] = () => []) {
  const path = servicePath(service.slug);
  const { areaServed } = coverage;
  return pageHead({
    path,
    title: service.metaTitle,
    description: service.metaDescription,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: service.title, path },
    ],
    nodes: (siteUrl) => [
      serviceNode(siteUrl, { name: service.title, description: service.description, path, areaServed }),
      ...ownNodes(siteUrl),
    ],
  });
}

/** A keyword landing page: its copy, the cities it covers, related pages and FAQs (marked up as FAQPage). */
export function landingPageData(service: ServiceOf<"landing">) {
  const path = servicePath(service.slug);
  return {
    template: "landing" as const,
    ...serviceHead(service, (siteUrl) => [faqPageNode(siteUrl, path, service.faqs)]),
    title: service.title,
    h1: service.h1,
    description: service.description,
    paragraphs: service.longDescription,
    includes: service.servicesInclude,
    coverage: service.coverage,
    faqIntro: service.faqIntro,
    faqs: service.faqs,
    roadside: service.roadside,
    cities: coverage.cities,
    related: relatedServices(service.linksTo),
  };
}

/** A generic service page: what it covers, its illustration and its coverage paragraph. */
export function genericPageData(service: ServiceOf<"generic">) {
  return {
    template: "generic" as const,
    ...serviceHead(service),
    title: service.title,
    description: service.description,
    offers: service.offers,
    image: { src: serviceImagePath(service.slug), alt: service.card.imageAlt },
    coverage: service.coverage,
  };
}

/** Fleet maintenance: the landing page's copy, its benefit cards and related pages. */
export function fleetPageData(service: ServiceOf<"fleet">) {
  return {
    ...serviceHead(service),
    title: service.title,
    h1: service.h1,
    description: service.description,
    paragraphs: service.longDescription,
    includes: service.servicesInclude,
    benefits: service.benefits.map((benefit) => ({ ...benefit, icon: iconData(benefit.icon) })),
    related: relatedServices(service.linksTo),
  };
}
