import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppLoadContext } from "react-router";
import type { QuoteInbox } from "~/lib/load-context";
import { bodyTooLargeMessage } from "~/lib/quote-action.server";
import { redirectTarget } from "~/lib/redirects";
import { compressPerRequest, negotiateEncoding, type Encoding } from "./compression";
import { isCompressible } from "./content-types";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { requestOrigin, toFetchRequest } from "./node-fetch";
import type { RateLimiter } from "./rate-limit";
import { baseSecurityHeaders } from "./security-headers";
import type { StaticFile, StaticVariant } from "./static-files";

export interface HttpAppOptions {
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** React Router's request handler (actions, searches, redirects, 404s). */
  handleRequest: (request: Request, context: AppLoadContext) => Promise<Response>;
  quoteInbox: QuoteInbox;
  /** True when the database answers; /healthz reports it. */
  isHealthy: () => Promise<boolean>;
  quoteRateLimiter: RateLimiter;
  /** Public origin (SITE_URL): posts from it are same-site even behind a proxy. */
  siteUrl: string;
  trustProxy: boolean;
  bodyLimitBytes?: number;
}

const maxUrlLength = 2048;
const methodsAllowed = new Set(["GET", "HEAD", "POST"]);

export function createHttpApp(options: HttpAppOptions) {
  const { staticFiles, bodyLimitBytes = 32 * 1024 } = options;
  const inFlight = new Set<Promise<void>>();
  const plainHeaders = baseSecurityHeaders({ https: false });
  const httpsHeaders = baseSecurityHeaders({ https: true });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const https = isHttps(req, options.trustProxy);
    const base = https ? httpsHeaders : plainHeaders;

    const rawUrl = req.url ?? "/";
    if (rawUrl.length > maxUrlLength) return sendText(res, base, 414, "URI Too Long");
    if (!rawUrl.startsWith("/")) return sendText(res, base, 400, "Bad Request");
    const queryIndex = rawUrl.indexOf("?");
    const pathname = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const search = queryIndex === -1 ? "" : rawUrl.slice(queryIndex);
    let decodedPath = pathname;
    if (pathname.includes("%")) {
      try {
        decodedPath = decodeURIComponent(pathname);
      } catch {
        return sendText(res, base, 400, "Bad Request");
      }
    }
    if (decodedPath.includes("\0") || decodedPath.includes("\\")) return sendText(res, base, 400, "Bad Request");

    const method = req.method ?? "GET";
    if (!methodsAllowed.has(method)) {
      return sendText(res, { ...base, Allow: "GET, HEAD, POST" }, 405, "Method Not Allowed");
    }
    const isRead = method === "GET" || method === "HEAD";

    if (isRead && pathname === "/healthz") {
      const healthy = await options.isHealthy();
      return sendText(
        res,
        { ...base, "Cache-Control": "no-store" },
        healthy ? 200 : 503,
        healthy ? "ok" : "database unavailable",
        method === "HEAD",
      );
    }

    if (isRead) {
      // Canonical URLs have no trailing slash (and never start with '//', which would leave the site).
      if (pathname.startsWith("//") || (pathname.length > 1 && pathname.endsWith("/"))) {
        const target = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
        return redirect(res, base, target + search);
      }
      const target = redirectTarget(pathname);
      if (target) return redirect(res, base, target + search);

      const file = staticFiles.get(pathname);
      if (file && servesStatically(pathname, search, file)) return sendStatic(req, res, file, base, method === "HEAD");
    }

    if (method === "POST" && isCrossSite(req, options.siteUrl, https))
      return sendText(res, base, 403, "Cross-site form posts are not accepted.");

    for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
    return handleDynamic(req, res, https);
  }

  async function handleDynamic(req: IncomingMessage, res: ServerResponse, https: boolean) {
    const controller = new AbortController();
    // Abort only when the visitor went away before the answer was sent (an abort builds a DOMException).
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    let overflowed = false;
    const clientIp = clientAddress(req, options.trustProxy);
    const isPost = req.method === "POST";
    const declaredLength = Number(req.headers["content-length"] ?? 0);

    let refusal: AppLoadContext["refusal"] = null;
    if (isPost && declaredLength > bodyLimitBytes) refusal = { status: 413, message: bodyTooLargeMessage };
    else if (isPost && !options.quoteRateLimiter.hit(clientIp ?? "unknown")) {
      refusal = {
        status: 429,
        message: "We've received several requests from your connection in the last few minutes, so this one was not sent.",
      };
    }
    if (refusal) req.resume();

    const request = toFetchRequest(req, {
      origin: requestOrigin(req, https),
      signal: controller.signal,
      bodyLimit: refusal ? 0 : bodyLimitBytes,
      onOverflow: () => {
        overflowed = true;
      },
    });
    const context: AppLoadContext = {
      quoteInbox: options.quoteInbox,
      clientIp,
      refusal,
      bodyTooLarge: () => overflowed,
    };
    const response = await options.handleRequest(request, context);
    await sendFetchResponse(req, res, response);
  }

  async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const contentType = headers.get("content-type") ?? "";
    if (contentType.startsWith("text/html")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))));
    }
    if (!headers.has("cache-control")) headers.set("Cache-Control", "no-cache");
    headers.delete("content-length");
    headers.delete("transfer-encoding");

    let payload: Buffer = body;
    if (body.length > 1024 && isCompressible(contentType) && !headers.has("content-encoding")) {
      const encoding = negotiateEncoding(req.headers["accept-encoding"] as string | undefined);
      headers.append("Vary", "Accept-Encoding");
      if (encoding !== "identity") {
        payload = compressPerRequest(body, encoding);
        headers.set("Content-Encoding", encoding);
      }
    }
    for (const [name, value] of headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, value);
    }
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.setHeader("Content-Length", payload.length);
    res.statusCode = response.status;
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  /** The Node request listener; failures answer 500 without leaking details. */
  function listener(req: IncomingMessage, res: ServerResponse) {
    const done = handle(req, res)
      .catch((error: unknown) => {
        console.error(`Request failed: ${req.method} ${req.url?.slice(0, 200)}`, error);
        if (!res.headersSent) sendText(res, plainHeaders, 500, "Internal Server Error");
        else res.destroy();
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  /** Resolves once every request in progress has been answered. */
  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return { listener, drain };
}

/** Prerendered files answer plain GETs; a query (a search, a filter) needs React Router. */
function servesStatically(pathname: string, search: string, file: StaticFile): boolean {
  if (search === "" || pathname.startsWith("/assets/")) return true;
  // Client navigation asks for loader data with a _routes hint; the file holds every route's data.
  if (pathname.endsWith(".data")) return [...new URLSearchParams(search).keys()].every((key) => key === "_routes");
  return !file.contentType.startsWith("text/html") && !pathname.endsWith(".data");
}

type Headers_ = Record<string, string | number>;

/**
 * The complete response for a static file, built once per file version, encoding
 * and base header set: serving a page is then one writeHead and one end.
 */
const prepared = new WeakMap<StaticVariant, Map<string, { headers: Headers_; body: Buffer }>>();

function preparedResponse(file: StaticFile, variant: StaticVariant, encoding: Encoding, base: Headers_) {
  let byKey = prepared.get(variant);
  if (!byKey) prepared.set(variant, (byKey = new Map()));
  const key = `${encoding}:${base["Strict-Transport-Security"] ? "https" : "http"}`;
  let response = byKey.get(key);
  if (!response) {
    let body = variant.body;
    let contentEncoding: string | undefined;
    if (encoding === "br" && variant.br) [body, contentEncoding] = [variant.br, "br"];
    else if (encoding !== "identity" && variant.gzip) [body, contentEncoding] = [variant.gzip, "gzip"];
    const headers: Headers_ = {
      ...base,
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: variant.etag,
      ...(file.csp ? { "Content-Security-Policy": file.csp } : {}),
      ...(variant.br || variant.gzip ? { Vary: "Accept-Encoding" } : {}),
      ...(contentEncoding ? { "Content-Encoding": contentEncoding } : {}),
      "Content-Length": body.length,
    };
    response = { headers, body };
    byKey.set(key, response);
  }
  return response;
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, base: Headers_, headOnly: boolean) {
  const variant = file.current();
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const { headers, body } = preparedResponse(file, variant, encoding, base);
  if (req.headers["if-none-match"] === variant.etag) {
    const { "Content-Length": _length, "Content-Encoding": _encoding, ...notModified } = headers;
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(headOnly ? undefined : body);
}

function redirect(res: ServerResponse, base: Headers_, location: string) {
  const text = `Moved Permanently: ${location}`;
  res.writeHead(301, {
    ...base,
    Location: location,
    "Cache-Control": "public, max-age=3600",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

function sendText(res: ServerResponse, base: Headers_, status: number, text: string, headOnly = false) {
  res.writeHead(status, { ...base, "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(headOnly ? undefined : text);
}

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return (
    trustProxy &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string | null {
  if (trustProxy) {
    // The proxy in front of us appends the address it saw last.
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? null;
}

/** Browsers say where a post comes from; a post from another site is refused. */
function isCrossSite(req: IncomingMessage, siteUrl: string, https: boolean): boolean {
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  const origin = req.headers.origin;
  if (!origin || origin === "null") return origin === "null";
  return origin !== siteUrl && origin !== requestOrigin(req, https);
}
