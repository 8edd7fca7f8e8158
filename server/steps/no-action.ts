/**
 * React Router answers a post to a page without an action with 405 and an error naming its
 * internal route id ("routes/owner/inbox"). Outside, that is only ever a probe: it gets a plain
 * 405 with the methods the address takes, and nothing of how the site is built.
 */
export function withoutRouteInternals(request: Request, response: Response): Response {
  if (request.method !== "POST" || response.status !== 405) return response;
  return new Response("Method Not Allowed: this address takes no posts.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
