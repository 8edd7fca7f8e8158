import { postOrigin } from "~/.server/http/same-origin";
import { isStatusPostKind } from "~/flows/outbox/shown-in-place";
import { isStatusPagePath } from "~/lib/private-paths";
import { textResponse, type Step } from "../pipeline";

/**
 * A status page's message, decision or review posted to its JSON twin (/outbox?kind=message&token=…,
 * as the page's JavaScript and the phone's outbox send it), in any spelling React Router matches.
 */
function isStatusPostViaOutbox(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  return /^\/outbox(\.data)?\/?$/i.test(path) && isStatusPostKind(url.searchParams.get("kind") ?? "");
}

/**
 * A post another site's page makes the browser send is refused before anything reads it. A post
 * to a driver's status page, at its own address or through the outbox, must also say plainly
 * where it comes from (`Origin`, or failing that `Sec-Fetch-Site`), as the owner's posts and the
 * counts must: every browser says so on the page's own forms and fetches (the service worker's
 * too), so one that says nothing is not the page's. A new request (/roadside, /contact and their
 * outbox kinds) is left to the forms' own checks: it acts on nothing already there, and a driver
 * whose browser says nothing must still get through.
 */
export const crossSiteStep =
  (siteUrl: string): Step =>
  (request, facts) => {
    if (request.method !== "POST") return undefined;
    const origin = postOrigin(request, { siteUrl, https: facts.https });
    if (origin === "cross") return textResponse(403, "Cross-site form posts are not accepted.");
    const url = new URL(request.url);
    if (origin === "unknown" && (isStatusPagePath(url.pathname) || isStatusPostViaOutbox(url))) {
      return textResponse(403, "Posts to a request's page come from the page itself.");
    }
    return undefined;
  };
