import type { IncomingHttpHeaders } from "node:http";
import type { HeardEvent } from "~/.server/counts/events";
import { viewedPage, type HeaderOf, type ServedAnswer } from "~/.server/counts/page-view";
import type { PendingEvent } from "~/.server/counts/recorder";
import type { FinalHandler } from "./pipeline";
import { clientAddress } from "./request-facts";

/** Where page views and beacons go: the counts' memory (app/.server/counts/recorder.ts), never waited for. */
export type RecordCount = (from: string, event: PendingEvent) => void;

/** An answer as the listener or the pipeline gave it. */
type Served = ServedAnswer & { search: string };

/** Node's request headers, read the way the counts read headers. */
const nodeHeaderOf =
  (headers: IncomingHttpHeaders): HeaderOf =>
  (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

/** The page view an answer is, or null: judged when the batch is written, from what was kept of the request. */
function heardView(served: Served, header: HeaderOf, address: string | null, at: number): HeardEvent | null {
  const page = viewedPage(served, header);
  if (!page) return null;
  return {
    kind: "view",
    at,
    path: page,
    arrival: { referer: header("referer") ?? null, query: served.search },
    host: header("host") ?? "",
    address,
    userAgent: header("user-agent") ?? "",
  };
}

/** A page's HTML, or the data of a page followed inside the site: the answers that may be views. */
const mayBeView = (served: Served) =>
  (served.status === 200 || served.status === 304) && (served.contentType?.startsWith("text/html") || served.pathname.endsWith(".data"));

/**
 * A file served from memory (server/site-listener.ts), after its answer is written. Scripts,
 * styles and images stop at the first check; a page is pushed as it is, with its request's
 * headers, and everything else (is it a navigation, a prefetch, a robot, from whom) is worked
 * out when the batch is written: the answer's path does a few string checks and one push.
 */
export function countServedFile(
  record: RecordCount,
  served: Served,
  { headers, socketAddress, trustProxy }: { headers: IncomingHttpHeaders; socketAddress: string | null; trustProxy: boolean },
): void {
  if (served.method !== "GET" || !mayBeView(served)) return;
  const at = Date.now();
  const forwardedFor = headers["x-forwarded-for"];
  record(String(forwardedFor ?? socketAddress), () => {
    const header = nodeHeaderOf(headers);
    return heardView(served, header, clientAddress({ forwardedFor: header("x-forwarded-for"), socketAddress }, trustProxy), at);
  });
}

/** React Router's answers (pages rendered on request, the data of a page followed inside the site), counted as they go out. */
export function countingViews(handle: FinalHandler, record: RecordCount): FinalHandler {
  return async (request, context) => {
    const response = await handle(request, context);
    const url = new URL(request.url);
    const served: Served = {
      method: request.method,
      pathname: url.pathname,
      search: url.search,
      status: response.status,
      contentType: response.headers.get("content-type") ?? undefined,
    };
    if (served.method === "GET" && mayBeView(served)) {
      const at = Date.now();
      record(context.clientIp ?? "", () => heardView(served, (name) => request.headers.get(name), context.clientIp, at));
    }
    return response;
  };
}
