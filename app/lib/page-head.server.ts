import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { getEnv } from "~/config/env.server";
import { breadcrumbNode, graph, type Crumb } from "~/lib/json-ld";
import { pageMeta, type PageMetaInput } from "~/lib/meta";

export interface PageHeadInput extends Omit<PageMetaInput, "siteUrl"> {
  /** The trail from Home to this page: shown in the page header and marked up as a BreadcrumbList. */
  crumbs?: readonly Crumb[];
  /** The page's own structured data nodes (Service, FAQPage, BlogPosting...), built for the site's origin. */
  nodes?: (siteUrl: string) => readonly Thing[];
}

/** What a loader returns for its page's head: the meta tags, the breadcrumb trail and the JSON-LD graph. */
export interface PageHead {
  meta: MetaDescriptor[];
  crumbs: readonly Crumb[];
  /** Rendered by the root layout, for every match that has one; null when the page has none. */
  structuredData: unknown;
}

/**
 * The head of a page, built in its loader so the meta and structured-data builders stay on the
 * server. The origin is SITE_URL, which always has a value: its placeholder default
 * keeps development working and `npm run doctor` blocks the launch until it is set.
 */
export function pageHead({ crumbs = [], nodes, ...meta }: PageHeadInput): PageHead {
  const siteUrl = getEnv().SITE_URL;
  const all = [...(crumbs.length > 0 ? [breadcrumbNode(siteUrl, crumbs)] : []), ...(nodes?.(siteUrl) ?? [])];
  return {
    meta: pageMeta({ siteUrl, ...meta }),
    crumbs,
    structuredData: all.length > 0 ? graph(all) : null,
  };
}
