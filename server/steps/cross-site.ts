import { postOrigin } from "~/.server/http/same-origin";
import { isStatusPagePath } from "~/lib/private-paths";
import { textResponse, type Step } from "../pipeline";

/**
 * A post another site's page makes the browser send is refused before anything reads it. A post
 * to a driver's status page must also say plainly where it comes from (`Origin`, or failing that
 * `Sec-Fetch-Site`), as the owner's posts and the counts must: every browser says so on the
 * page's own forms, so one that says nothing is not the page's.
 */
export const crossSiteStep =
  (siteUrl: string): Step =>
  (request, facts) => {
    if (request.method !== "POST") return undefined;
    const origin = postOrigin(request, { siteUrl, https: facts.https });
    if (origin === "cross") return textResponse(403, "Cross-site form posts are not accepted.");
    if (origin === "unknown" && isStatusPagePath(new URL(request.url).pathname)) {
      return textResponse(403, "Posts to a request's page come from the page itself.");
    }
    return undefined;
  };
