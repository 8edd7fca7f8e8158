import { beaconMaxBytes, parseBeacon } from "~/.server/counts/beacon";
import { isOwnersBrowser } from "~/.server/counts/page-view";
import { postOrigin } from "~/.server/http/same-origin";
import { countPath } from "~/lib/visit-source";
import type { RecordCount } from "../count-views";
import { textResponse, type Step } from "../pipeline";

const counted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * POST /count: the page's beacon (a call or text link tapped, a form sent) and the service
 * worker's report of a page it answered from its cache. Only from the site's own pages (a post
 * that does not plainly say so is refused; the cross-site step refused the rest already), a body
 * of at most 1 KB, checked by its schema. Answered 204 before anything is written: the count goes
 * into memory with the page views, under the same limits per visitor and per day.
 */
export const countBeaconStep =
  ({ siteUrl, record }: { siteUrl: string; record: RecordCount }): Step =>
  async (request, facts) => {
    if (request.method !== "POST" || new URL(request.url).pathname !== countPath) return undefined;
    if (postOrigin(request, { siteUrl, https: facts.https }) !== "same") return textResponse(403, "Counts come from the site's own pages.");
    if (facts.refusal || Number(request.headers.get("content-length")) > beaconMaxBytes) return textResponse(413, "Too large for a count.");
    const beacon = parseBeacon(await request.text());
    if (!beacon) return textResponse(400, "Not a count.");
    const header = (name: string) => request.headers.get(name);
    if (!isOwnersBrowser(header)) {
      record(facts.clientIp ?? "", {
        kind: beacon.kind,
        at: Date.now(),
        path: beacon.page,
        arrival: {
          landing: beacon.ref === undefined ? null : { ref: beacon.ref, utm_source: beacon.utm_source, utm_campaign: beacon.utm_campaign },
        },
        host: header("host") ?? "",
        address: facts.clientIp,
        userAgent: header("user-agent") ?? "",
      });
    }
    return counted();
  };
