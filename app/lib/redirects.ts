import { cityPath } from "./paths";

/**
 * The one redirect table. The server answers these with a 301 on a direct load;
 * the routes that own these paths throw `redirect()` with the same target during
 * client navigation.
 */
const exactRedirects: Readonly<Record<string, string>> = {
  "/services/mobile-tire-services": "/services/diesel-roadside-assistance",
  "/services/mobile-brake-repairs": "/services/diesel-roadside-assistance",
  "/services/emergency-roadside-assistance": "/services/diesel-roadside-assistance",
  "/services/cooling-system-repairs": "/services/mobile-diesel-mechanic",
  "/services/mobile-electrical-repairs": "/services/mobile-diesel-mechanic",
  "/services/fuel-system-services": "/services/mobile-diesel-mechanic",
  "/services/hydraulic-suspension-repairs": "/services/mobile-diesel-mechanic",
  "/services/engine-diagnostics-repair": "/services/mobile-diesel-mechanic",
  "/services/aftertreatment-services": "/services/diesel-diagnostics",
  "/locations": "/service-areas",
};

const locationPattern = /^\/locations\/([a-z0-9-]+)$/;

/** Where a path redirects to, or null when it does not redirect. */
export function redirectTarget(pathname: string): string | null {
  const exact = exactRedirects[pathname];
  if (exact) return exact;
  const location = locationPattern.exec(pathname);
  if (location) return cityPath(location[1]!);
  return null;
}

/** A path as it should be linked: the redirect's target when it redirects, else itself. */
export function canonicalPath(pathname: string): string {
  return redirectTarget(pathname) ?? pathname;
}

/** Every exact redirect source, for tests and the sitemap's exclusions. */
export const redirectSources = Object.keys(exactRedirects);
