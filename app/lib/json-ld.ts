import type { AutoRepair, BlogPosting, BreadcrumbList, FAQPage, Service, Thing, WebSite, WithContext } from "schema-dts";
import { siteConfig } from "~/config/site";
import { absoluteUrl } from "~/lib/meta";

/** Stable node ids, so page nodes reference the business instead of repeating it. */
const businessId = (siteUrl: string) => `${siteUrl}/#business`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

export interface ServedPlace {
  name: string;
  latitude: number;
  longitude: number;
}

/** The business as a LocalBusiness (AutoRepair) node, present on every page. */
export function businessNode(siteUrl: string, places: readonly ServedPlace[]): AutoRepair {
  return {
    "@type": "AutoRepair",
    "@id": businessId(siteUrl),
    name: siteConfig.name,
    description: siteConfig.tagline,
    url: absoluteUrl(siteUrl, "/"),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    logo: absoluteUrl(siteUrl, "/brand/logo-512.png"),
    image: absoluteUrl(siteUrl, "/og-image.jpg"),
    priceRange: siteConfig.priceRange,
    currenciesAccepted: siteConfig.currency,
    address: { "@type": "PostalAddress", addressRegion: "ON", addressCountry: "CA" },
    areaServed: places.map((place) => ({
      "@type": "City",
      name: `${place.name}, ON`,
      geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        name: "Regular service",
        dayOfWeek: [...siteConfig.hours.regularDays],
        opens: siteConfig.hours.regularOpens,
        closes: siteConfig.hours.regularCloses,
      },
    ],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "24/7 emergency roadside service",
      itemListElement: [
        {
          "@type": "Offer",
          availability: "https://schema.org/InStock",
          itemOffered: {
            "@type": "Service",
            name: "24/7 emergency diesel truck roadside repair",
            hoursAvailable: {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
              opens: "00:00",
              closes: "23:59",
            },
          },
        },
      ],
    },
  };
}

/** The site, with the search action that /services?q= answers. */
export function websiteNode(siteUrl: string): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    name: siteConfig.name,
    url: absoluteUrl(siteUrl, "/"),
    publisher: { "@id": businessId(siteUrl) },
    inLanguage: "en-CA",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/services?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    } as never,
  };
}

/** A service the business offers, on each service page; the provider is the business node. */
export function serviceNode(
  siteUrl: string,
  service: { name: string; description: string; path: string; areaServed: readonly string[] },
): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(siteUrl, service.path)}#service`,
    name: service.name,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    serviceType: service.name,
    provider: { "@id": businessId(siteUrl) },
    areaServed: service.areaServed.map((name) => ({ "@type": "City", name })),
    hoursAvailable: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
  };
}

/** FAQPage from the questions and answers shown on the page (the same text, word for word). */
export function faqPageNode(siteUrl: string, path: string, faqs: readonly { question: string; answer: string }[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(siteUrl, path)}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A blog article; author and publisher are the business. */
export function blogPostingNode(
  siteUrl: string,
  post: {
    headline: string;
    description: string;
    path: string;
    datePublished: Date;
    image?: string;
    wordCount?: number;
    keywords?: readonly string[];
  },
): BlogPosting {
  const url = absoluteUrl(siteUrl, post.path);
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.datePublished.toISOString().slice(0, 10),
    dateModified: post.datePublished.toISOString().slice(0, 10),
    inLanguage: "en-CA",
    image: absoluteUrl(siteUrl, post.image ?? "/og-image.jpg"),
    author: { "@id": businessId(siteUrl) },
    publisher: { "@id": businessId(siteUrl) },
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    ...(post.keywords ? { keywords: post.keywords.join(", ") } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbNode(siteUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** Wraps nodes in one @graph document. */
export function graph(nodes: readonly Thing[]): WithContext<Thing> {
  return { "@context": "https://schema.org", "@graph": nodes } as unknown as WithContext<Thing>;
}
