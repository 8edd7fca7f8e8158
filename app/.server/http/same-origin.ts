/**
 * Where a post comes from, as the browser says it: `Origin` (every browser sends it on a form
 * post) and, failing that, `Sec-Fetch-Site`. The one same-origin check of the site: the server
 * refuses what is plainly cross-site on every post, and the owner's pages accept only what is
 * plainly their own.
 */
export type PostOrigin = "same" | "cross" | "unknown";

export function postOrigin(request: Request, { siteUrl, https }: { siteUrl: string; https: boolean }): PostOrigin {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return "cross";
  const origin = request.headers.get("origin");
  if (origin === null) return fetchSite === "same-origin" ? "same" : "unknown";
  // The address the browser used: the Host it named, with the scheme the visitor saw (HTTPS behind a proxy).
  const own = `${https ? "https" : "http"}://${request.headers.get("host") ?? new URL(request.url).host}`;
  return origin === new URL(siteUrl).origin || origin === own ? "same" : "cross";
}

/**
 * Whether a page was opened by the person at the browser: from one of the site's own pages, or
 * typed, bookmarked or opened from an alert (`Sec-Fetch-Site: same-origin` or `none`). A link
 * followed from another site, or a browser that does not say, is not: a page loaded that way is
 * shown but must change nothing (another site could aim such links at numbered requests).
 */
export function openedFromSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite === "same-origin" || fetchSite === "none";
}
