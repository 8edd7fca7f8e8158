import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { nodeText, writeNodeAnswer } from "./node-answer";
import { countServedFile, type RecordCount } from "./count-views";
import { isHttps } from "./request-facts";
import { answerRequestLine } from "./request-line";
import { baseSecurityHeaders } from "./security-headers";
import { staticAnswer } from "./static-answer";
import type { StaticFile } from "./static-files";

export interface SiteListenerOptions {
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** Everything else: the Fetch pipeline (server/pipeline.ts). */
  pipeline: (request: Request, client: { address?: string }) => Promise<Response>;
  trustProxy: boolean;
  /** Where the page views of prerendered pages go (the counts), after each answer is written. */
  recordCount?: RecordCount;
}

/**
 * The site's Node request listener, in three stages: the request line as sent (refusals, and a
 * redirect to a path's one spelling), the static files from memory, then the Fetch pipeline on
 * @remix-run/node-fetch-server. The first two answer straight to Node's response for speed
 * (decision 006); both are pure functions, tested without sockets.
 */
export function createSiteListener({ staticFiles, pipeline, trustProxy, recordCount }: SiteListenerOptions) {
  const inFlight = new Set<Promise<void>>();
  const plainHeaders = baseSecurityHeaders({ https: false });
  const httpsHeaders = baseSecurityHeaders({ https: true });
  const onError = (error: unknown) => {
    console.error("Request failed:", error);
    return new Response("Internal Server Error", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...plainHeaders },
    });
  };
  // The Fetch request's URL has the scheme the visitor used: behind a trusted proxy that ends
  // HTTPS, https:. React Router refuses an action whose Origin differs from the request's URL,
  // so with http: there every form posted through the proxy would be refused.
  const plainListener = createRequestListener(pipeline, { onError });
  const httpsListener = createRequestListener(pipeline, { onError, protocol: "https:" });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const https = isHttps(
      {
        encrypted: "encrypted" in req.socket && req.socket.encrypted === true,
        forwardedProto: req.headers["x-forwarded-proto"] as string | undefined,
      },
      trustProxy,
    );
    const base = https ? httpsHeaders : plainHeaders;
    const method = req.method ?? "GET";
    const target = req.url ?? "/";

    const refused = answerRequestLine({ method, target, hosts: req.headersDistinct.host }, base);
    if (refused) return writeNodeAnswer(res, refused, method === "HEAD");

    const queryIndex = target.indexOf("?");
    const pathname = queryIndex === -1 ? target : target.slice(0, queryIndex);
    const search = queryIndex === -1 ? "" : target.slice(queryIndex);
    const file = staticAnswer(
      staticFiles,
      { method, pathname, search, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      base,
    );
    if (file) {
      writeNodeAnswer(res, file, method === "HEAD");
      // Counted once the answer is on its way: the visitor waits for none of it.
      if (recordCount) {
        const served = { method, pathname, search, status: file.status, contentType: file.headers["Content-Type"] as string | undefined };
        countServedFile(recordCount, served, { headers: req.headers, socketAddress: req.socket.remoteAddress ?? null, trustProxy });
      }
      return;
    }

    // The visitor may go away mid-post, and the pipeline's body stream does not end then:
    // the request counts as finished when its connection closes.
    const closed = new Promise<void>((resolve) => res.once("close", resolve));
    await Promise.race([Promise.resolve((https ? httpsListener : plainListener)(req, res)), closed]);
  }

  /** The Node request listener; failures answer 500 without leaking details. */
  const listener: RequestListener = (req, res) => {
    const done = handle(req, res)
      .catch((error: unknown) => {
        console.error(`Request failed: ${req.method} ${req.url?.slice(0, 200)}`, error);
        if (!res.headersSent) writeNodeAnswer(res, nodeText(500, "Internal Server Error", plainHeaders));
        else res.destroy();
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  /** Resolves once every request in progress has been answered. */
  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return { listener, drain };
}
