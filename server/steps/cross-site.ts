import { postOrigin } from "~/.server/http/same-origin";
import { textResponse, type Step } from "../pipeline";

/** A post another site's page makes the browser send is refused before anything reads it. */
export const crossSiteStep =
  (siteUrl: string): Step =>
  (request, facts) => {
    if (request.method !== "POST") return undefined;
    if (postOrigin(request, { siteUrl, https: facts.https }) !== "cross") return undefined;
    return textResponse(403, "Cross-site form posts are not accepted.");
  };
