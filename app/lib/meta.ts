import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";

export interface PageMetaInput {
  /** Origin of the site (SITE_URL). */
  siteUrl: string;
  /** The page's own path, without query or trailing slash. */
  path: string;
  title: string;
  description: string;
  /** Not-found states, the 404 page and filtered or searched lists are kept out of the index. */
  indexable?: boolean;
  /** Path of the social image; the brand image by default. */
  image?: string;
  type?: "website" | "article";
}

const defaultSocialImage = "/og-image.jpg";

/** The title template: '{title} | {name}' unless the title already names the business. */
export function pageTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** The absolute URL of a path on this site, without a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${siteUrl}${clean}`;
}

/** Title, description, canonical, robots and social tags for one page. */
export function pageMeta({
  siteUrl,
  path,
  title,
  description,
  indexable = true,
  image = defaultSocialImage,
  type = "website",
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "robots", content: indexable ? "index, follow" : "noindex, follow" },
    ...(indexable ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_CA" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
