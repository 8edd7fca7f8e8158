/**
 * One page of each template: what the Lighthouse benchmark, the byte budgets and the
 * screenshots measure. Callers skip a page the server answers with 404 and say so.
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
