import { isPrivatePath } from "~/lib/private-paths";
import type { Finish } from "./pipeline";
import { baseSecurityHeaders } from "./security-headers";

/**
 * What every answer of the pipeline carries on its way out: the security headers (a page keeps
 * its own policy), and a cache policy. The owner's and the drivers' pages hold personal data:
 * never stored, never indexed, whatever a route says. The answer to a post holds what the
 * visitor sent: never stored either. Anything else without a policy is revalidated.
 */
export const finishResponse: Finish = (request, response, facts) => {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: facts.https }))) if (!headers.has(name)) headers.set(name, value);
  const cacheControl = headers.get("cache-control") ?? "";
  if (isPrivatePath(new URL(request.url).pathname)) {
    if (!/\bno-store\b/.test(cacheControl)) headers.set("Cache-Control", "no-store");
    headers.set("X-Robots-Tag", "noindex, nofollow");
  } else if (request.method === "POST") headers.set("Cache-Control", "no-store");
  else if (!cacheControl) headers.set("Cache-Control", "no-cache");
  // A post over its limit is answered without being read: closing the connection spares reading it.
  if (facts.refusal) headers.set("Connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
