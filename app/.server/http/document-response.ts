import { encodeForClient } from "./compression";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { isPrivatePath } from "~/lib/private-paths";

/**
 * The answer for a page React Router rendered on request (a search, the 404 page, a form's
 * answer without JavaScript): its Content-Security-Policy allows exactly the inline scripts
 * it holds, and it is compressed for the browser that asked.
 */
export function documentResponse(request: Request, html: Buffer, status: number, headers: Headers, checkoutOrigin?: string): Response {
  const { pathname } = new URL(request.url);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // Only the driver's status page (and its posts' answers) has a form that leads to Stripe.
  const formTargets = checkoutOrigin && pathname.startsWith("/request/") ? [checkoutOrigin] : [];
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")), formTargets));
  // The owner's pages hold personal data, and the answer to a post holds what the visitor just
  // sent (a roadside answer links the driver's private status page): never stored anywhere.
  if (isPrivatePath(pathname) || request.method === "POST") headers.set("Cache-Control", "no-store");
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  const body = encodeForClient(request, html, headers);
  return new Response(new Uint8Array(body), { status, headers });
}
