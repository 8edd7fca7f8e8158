/**
 * One page of each template: what the Lighthouse benchmark, the byte budgets and the
 * screenshots measure (the screenshots add the states in `screenshotExtras`). Callers skip a
 * page the server answers with 404 and say so.
 */
export interface PageTemplate {
  name: string;
  path: string;
}

export const pageTemplates: readonly PageTemplate[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "landing", path: "/services/diesel-roadside-assistance" },
  { name: "fleet", path: "/services/fleet-maintenance" },
  { name: "generic service", path: "/services/battery-services" },
  { name: "service areas", path: "/service-areas" },
  { name: "city", path: "/service-areas/diesel-mechanic-windsor" },
  { name: "reviews", path: "/reviews" },
  { name: "about", path: "/about-us" },
  { name: "contact", path: "/contact" },
  { name: "blog", path: "/blog" },
  { name: "post", path: "/blog/mto-annual-inspection-guide" },
  { name: "roadside", path: "/roadside" },
];

/** Pages the screenshots also take: states of a template the budgets measure once. */
export const screenshotExtras: readonly PageTemplate[] = [
  { name: "search", path: "/services?q=brake" },
  { name: "not-found", path: "/no-such-page" },
];
