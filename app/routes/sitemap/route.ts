import type { Route } from "./+types/route";
import { getEnv } from "~/config/env.server";
import { absoluteUrl } from "~/lib/meta";
import { posts } from "~/lib/posts.server";
import { sitePages } from "~/lib/site-pages";
import { postPath } from "~/lib/paths";

/** sitemap.xml, generated at build from the same content as the pages. */
export function loader(_: Route.LoaderArgs) {
  const siteUrl = getEnv().SITE_URL;
  const built = new Date().toISOString().slice(0, 10);
  const postDates = new Map(posts.map((post) => [postPath(post.slug), post.publishDate.toISOString().slice(0, 10)]));
  const newestPost = posts[0]?.publishDate.toISOString().slice(0, 10) ?? built;
  const urls = sitePages(posts.map((post) => post.slug)).map((path) => {
    const lastmod = postDates.get(path) ?? (path === "/blog" ? newestPost : built);
    return `  <url><loc>${absoluteUrl(siteUrl, path)}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
