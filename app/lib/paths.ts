/** Page paths built from content slugs, so no page spells a URL pattern twice. */
/** The services list (and its search) and the service areas list: a route and its page both name them. */
export const servicesPath = "/services";
export const serviceAreasPath = "/service-areas";
export const cityPath = (slug: string) => `/service-areas/diesel-mechanic-${slug}`;
export const servicePath = (slug: string) => `/services/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const cityPathPrefix = "diesel-mechanic-";
/** The illustration drawn for a service (public/images/services). */
export const serviceImagePath = (slug: string) => `/images/services/${slug}.svg`;
