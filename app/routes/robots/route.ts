import { getEnv } from "~/config/env.server";

/**
 * robots.txt: everything may be crawled but the owner's inbox and the drivers' private status
 * pages (which also answer noindex); the sitemap is named by its absolute URL.
 */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /owner\nDisallow: /request/\nDisallow: /sms/\n\nSitemap: ${getEnv().SITE_URL}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
