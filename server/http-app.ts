import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { AppLoadContext } from "react-router";
import type { RequestInbox } from "./load-context";
import { bodyTooLargeMessage } from "~/lib/quote-action.server";
import { isPrivatePath } from "~/lib/private-paths";
import { photosTooLargeMessage } from "~/lib/roadside-fields";
import { redirectTarget } from "~/lib/redirects";
import { negotiateEncoding, type Encoding } from "./compression";
import { normalPath } from "./normal-path";
import { baseSecurityHeaders } from "./security-headers";
import type { StaticFile, StaticVariant } from "./static-files";

export interface HttpAppOptions {
  staticFiles: ReadonlyMap<string, StaticFile>;
  /**
   * React Router's Node request listener (actions, searches, redirects, 404s), made with the
   * load context this app gives each request: React Router's request handler on node-fetch-server,
   * as `@react-router/node` composes it (server/main.ts adds compression of its JSON answers).
   */
  createRouterListener: (getLoadContext: (request: Request, client: ClientAddress) => AppLoadContext) => RequestListener;
  requestInbox: RequestInbox;
  /** What every page's loaders and actions may use besides the inbox. */
  services: Pick<
    AppLoadContext,
    "requestStore" | "notifyRequest" | "notifyPhotos" | "uploadsDir" | "owners" | "signInRules" | "sendSignInLink" | "optimizeDocument"
  >;
  /** True when the database answers; /healthz reports it. */
  isHealthy: () => Promise<boolean>;
  /** Public origin (SITE_URL): posts from it are same-site even behind a proxy. */
  siteUrl: string;
  trustProxy: boolean;
  bodyLimitBytes?: number;
  /** The limit of posts that may carry photos (the roadside form, a request's photo upload). */
  uploadLimitBytes?: number;
}

/** Where photos are posted: the roadside form, a request's status page (without JavaScript) and its photo address. */
const uploadPaths = /^\/(roadside(\.data)?|request\/[A-Za-z0-9_-]{1,64}(\.data|\/photos)?)$/;

/** The visitor's address as `@react-router/node` hands it to the load context. */
export interface ClientAddress {
  address?: string;
}

const maxUrlLength = 2048;
/** A Host header we can put in a URL; anything else is a malformed request. */
const plainHost = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const methodsAllowed = new Set(["GET", "HEAD", "POST"]);

export function createHttpApp(options: HttpAppOptions) {
  const { staticFiles, bodyLimitBytes = 32 * 1024, uploadLimitBytes = 32 * 1024 * 1024 } = options;
  const limitOf = (pathname: string) => (uploadPaths.test(pathname) ? uploadLimitBytes : bodyLimitBytes);
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
    const hosts = req.headersDistinct.host;
    if (hosts && (hosts.length !== 1 || !plainHost.test(hosts[0] ?? ""))) return sendText(res, base, 400, "Bad Request");

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

    // Every decision below is made on one spelling of the path; any other spelling (dot segments,
    // doubled or trailing slashes, escaped letters) is sent to it first. A post keeps its method (308).
    const normal = normalPath(pathname);
    if (normal !== pathname) {
      const privateHeaders: Headers_ = isPrivatePath(normal) ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } : {};
      return redirect(res, { ...base, ...privateHeaders }, normal + search, isRead ? 301 : 308);
    }

    if (isRead) {
      const target = redirectTarget(pathname);
      if (target) return redirect(res, base, target + search);

      const file = staticFiles.get(pathname);
      if (file && servesStatically(pathname, search, file)) return sendStatic(req, res, file, base, method === "HEAD");
    }

    if (method === "POST" && isCrossSite(req, options.siteUrl, https))
      return sendText(res, base, 403, "Cross-site form posts are not accepted.");

    for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
    return handleDynamic(req, res);
  }

  /** The load context React Router's actions see: the post's refusal (if any) is decided here, before its body is read. */
  function loadContextFor(request: Request, client: ClientAddress): AppLoadContext {
    const clientIp = clientAddressOf(request.headers, client.address ?? null, options.trustProxy);
    let refusal: AppLoadContext["refusal"] = null;
    if (request.method === "POST") {
      const declaredLength = Number(request.headers.get("content-length") ?? 0);
      const limit = limitOf(new URL(request.url).pathname);
      if (declaredLength > limit)
        refusal = { status: 413, message: limit === bodyLimitBytes ? bodyTooLargeMessage : photosTooLargeMessage };
    }
    const forwardedProto = options.trustProxy ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    const https = new URL(request.url).protocol === "https:" || forwardedProto === "https";
    return { ...options.services, requestInbox: options.requestInbox, clientIp, refusal, https };
  }

  const routerListener = options.createRouterListener(loadContextFor);

  async function handleDynamic(req: IncomingMessage, res: ServerResponse) {
    // A post's size is known before it is read: browsers always declare it, and Node stops
    // at the declared length, so the limit above holds without counting bytes here.
    if (req.method === "POST" && req.headers["content-length"] === undefined) {
      req.resume();
      return sendText(res, {}, 411, "Length Required");
    }
    // An oversized post is answered without being read; closing the connection spares reading it.
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (Number(req.headers["content-length"] ?? 0) > limitOf(pathname)) res.setHeader("Connection", "close");
    // React Router's answers set their own Cache-Control; anything without one is revalidated.
    // The owner's pages hold personal data: never stored, never indexed, whatever a route says.
    // The answer to a post holds what the visitor sent: never stored either.
    if (isPrivatePath((req.url ?? "/").split("?")[0] ?? "/")) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    } else res.setHeader("Cache-Control", req.method === "POST" ? "no-store" : "no-cache");
    // The visitor may go away mid-post, and the listener's body stream does not end then:
    // the request counts as finished when its connection closes.
    const closed = new Promise<void>((resolve) => res.once("close", resolve));
    await Promise.race([Promise.resolve(routerListener(req, res)), closed]);
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

function redirect(res: ServerResponse, base: Headers_, location: string, status: 301 | 308 = 301) {
  const text = `Moved Permanently: ${location}`;
  res.writeHead(status, {
    "Cache-Control": "public, max-age=3600",
    ...base,
    Location: location,
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

function clientAddressOf(headers: Headers, socketAddress: string | null, trustProxy: boolean): string | null {
  if (trustProxy) {
    // The proxy in front of us appends the address it saw last.
    const forwarded = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last) return last;
  }
  return socketAddress;
}

/** Browsers say where a post comes from; a post from another site is refused. */
function isCrossSite(req: IncomingMessage, siteUrl: string, https: boolean): boolean {
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  const origin = req.headers.origin;
  if (!origin || origin === "null") return origin === "null";
  return origin !== siteUrl && origin !== `${https ? "https" : "http"}://${req.headers.host ?? "localhost"}`;
}
