import { postsOnly } from "~/.server/http/refusal";

/**
 * React Router answers a post to a page without an action with 405 and an error naming its
 * internal route id ("routes/owner/inbox"). Outside, that is only ever a probe: it gets a plain
 * 405 with the methods the address takes, and nothing of how the site is built. A GET to a post's
 * own address nested in a page (/request/{token}/estimate: its loader refuses with the plain 405,
 * app/.server/http/post-address.ts) comes back from React Router as its error page: it goes out
 * as the plain 405 too, as the other addresses that take posts only answer.
 */
export function withoutRouteInternals(request: Request, response: Response): Response {
  if (response.status !== 405) return response;
  if (request.method === "POST") {
    return new Response("Method Not Allowed: this address takes no posts.", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const page = (response.headers.get("content-type") ?? "").startsWith("text/html");
  if ((request.method === "GET" || request.method === "HEAD") && page) return postsOnly();
  return response;
}
