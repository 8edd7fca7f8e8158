import type { WorkboxPlugin } from "workbox-core/types";
import { countPath, type CountBeacon } from "../lib/visit-source";

/**
 * A page answered from the precache never reaches the server: a returning visitor's
 * home page or /roadside, or the data of a precached page followed inside the site. The worker
 * tells the server it showed one (a "view" count, as the page's beacon posts taps), with the
 * referring site and utm tags the server would have read itself. Filling the precache is a
 * prefetch, and says so, so the server does not count it as a visit.
 */
export const countCachedViews: WorkboxPlugin = {
  requestWillFetch: async ({ request, event }) => {
    if (event instanceof FetchEvent || request.mode === "navigate") return request;
    const headers = new Headers(request.headers);
    headers.set("Purpose", "prefetch");
    return new Request(request, { headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse && event instanceof FetchEvent) reportView(event.request);
    return cachedResponse;
  },
};

function reportView(request: Request): void {
  const url = new URL(request.url);
  const isData = url.pathname.endsWith(".data");
  // Scripts, styles and icons from the precache are no page.
  if (request.mode !== "navigate" && !isData) return;
  let beacon: CountBeacon;
  if (isData) {
    // A link followed inside the site: a move within it, not a visit from somewhere.
    beacon = { kind: "view", page: url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length), ref: self.location.host };
  } else {
    const referrer = /^https?:/.test(request.referrer) ? new URL(request.referrer).host : "";
    const tag = (name: string) => url.searchParams.get(name) ?? undefined;
    beacon = { kind: "view", page: url.pathname, ref: referrer, utm_source: tag("utm_source"), utm_campaign: tag("utm_campaign") };
  }
  fetch(countPath, { method: "POST", body: JSON.stringify(beacon), keepalive: true }).catch(() => undefined);
}
