/** Page paths built from content slugs, so no page spells a URL pattern twice. */
/** The services list (and its search) and the service areas list: a route and its page both name them. */
export const servicesPath = "/services";
export const serviceAreasPath = "/service-areas";
/** What a city page's last path segment begins with: the city route reads the slug after it. */
export const cityPathPrefix = "diesel-mechanic-";
export const cityPath = (slug: string) => `${serviceAreasPath}/${cityPathPrefix}${slug}`;
export const servicePath = (slug: string) => `/services/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
/** The illustration drawn for a service (public/images/services). */
export const serviceImagePath = (slug: string) => `/images/services/${slug}.svg`;
