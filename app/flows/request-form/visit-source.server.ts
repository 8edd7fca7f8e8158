import { parseVisit } from "~/.server/counts/beacon";
import { hostSchema, pagePathSchema, utmOf, utmSchema, validOrNull } from "~/.server/counts/visit-values";
import { unknownSource, type RequestSource } from "~/.server/requests/store/records";
import { visitField } from "~/lib/visit-source";

/**
 * Where a posted request came from. With JavaScript the post's visit field says it,
 * added as the form is sent (app/loading/count-beacon.ts): the page, and the visit's referring site and
 * utm tags, kept on the phone for the tab. Without, the Referer of a post from this site names the
 * page, and its query any utm tags; the referring site is then not known.
 */
export function requestSourceOf(request: Request, form: FormData): RequestSource {
  const field = form.get(visitField);
  const visit = typeof field === "string" ? parseVisit(field) : null;
  if (visit) {
    return {
      page: visit.page,
      // "" is a visit with no referring site (typed, bookmarked, an app); absent, not known.
      referrerHost: visit.ref === "" ? "" : validOrNull(hostSchema, visit.ref),
      utmSource: validOrNull(utmSchema, visit.utm_source),
      utmCampaign: validOrNull(utmSchema, visit.utm_campaign),
    };
  }
  let from: URL | null;
  try {
    from = new URL(request.headers.get("referer") ?? "");
  } catch {
    from = null;
  }
  const ownHost = request.headers.get("host") ?? new URL(request.url).host;
  if (!from || from.host !== ownHost) return unknownSource;
  return { ...unknownSource, page: validOrNull(pagePathSchema, from.pathname), ...utmOf(from.search) };
}
