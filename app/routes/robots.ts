import { getEnv } from "~/lib/env.server";

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${getEnv().SITE_URL}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
