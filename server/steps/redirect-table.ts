import { redirectTarget } from "~/lib/redirects";
import { textResponse, type Step } from "../pipeline";

/** The site's redirect table (app/lib/redirects.ts) answered with a 301 on a direct load, query kept. */
export const redirectTableStep: Step = (request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const { pathname, search } = new URL(request.url);
  const target = redirectTarget(pathname);
  return target ? movedPermanently(target + search) : undefined;
};

/** A permanent redirect within the site; `status` 308 keeps a post's method. */
function movedPermanently(location: string, { status = 301, headers = {} }: { status?: 301 | 308; headers?: Record<string, string> } = {}) {
  return textResponse(status, `Moved Permanently: ${location}`, {
    "Cache-Control": "public, max-age=3600",
    ...headers,
    Location: location,
  });
}
