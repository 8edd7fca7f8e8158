import { isPrivatePath } from "~/lib/private-paths";
import { nodeText, type NodeAnswer } from "./node-answer";
import { normalPath } from "./normal-path";

// React Router asks for the routes of every link in view at once (/__manifest?p=…&p=…), up to 7,680 characters.
const maxUrlLength = 8192;
/** A Host header we can put in a URL; anything else is a malformed request. */
const plainHost = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const methodsAllowed = new Set(["GET", "HEAD", "POST"]);

export interface RequestLine {
  method: string;
  /** The request-target exactly as sent ("/x/../owner?y"). */
  target: string;
  /** Every Host header sent (one, or none from an HTTP/1.0 client). */
  hosts: readonly string[] | undefined;
}

/**
 * What is decided on the request line as sent, before anything else: a target or Host the rest
 * of the server cannot put in a URL is refused (400, 414), a method the site has no use for is
 * 405, and any other spelling of a path (dot segments, doubled or trailing slashes, escaped
 * letters) is redirected to its one spelling (server/normal-path.ts), private headers and all.
 * It has to be here: Fetch's Request resolves dot segments itself, so the pipeline never sees them.
 */
export function answerRequestLine({ method, target, hosts }: RequestLine, base: Record<string, string>): NodeAnswer | undefined {
  if (target.length > maxUrlLength) return nodeText(414, "URI Too Long", base);
  if (!target.startsWith("/")) return nodeText(400, "Bad Request", base);
  const queryIndex = target.indexOf("?");
  const pathname = queryIndex === -1 ? target : target.slice(0, queryIndex);
  const search = queryIndex === -1 ? "" : target.slice(queryIndex);
  let decoded = pathname;
  if (pathname.includes("%")) {
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return nodeText(400, "Bad Request", base);
    }
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return nodeText(400, "Bad Request", base);
  if (hosts && (hosts.length !== 1 || !plainHost.test(hosts[0] ?? ""))) return nodeText(400, "Bad Request", base);
  const normal = normalPath(pathname);
  const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  // Refused as it is, a private path's answer is as private as its page: never kept, never indexed.
  if (!methodsAllowed.has(method)) {
    return nodeText(405, "Method Not Allowed", { ...base, ...(isPrivatePath(normal) ? privateHeaders : {}), Allow: "GET, HEAD, POST" });
  }

  if (normal === pathname) return undefined;
  const location = normal + search;
  const cache: Record<string, string> = isPrivatePath(normal) ? privateHeaders : { "Cache-Control": "public, max-age=3600" };
  // A post keeps its method (308).
  return nodeText(method === "POST" ? 308 : 301, `Moved Permanently: ${location}`, { ...base, ...cache, Location: location });
}
