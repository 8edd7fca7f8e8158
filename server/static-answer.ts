import { negotiateEncoding, type Encoding } from "~/.server/http/compression";
import type { NodeAnswer } from "./node-answer";
import type { StaticFile, StaticVariant } from "./static-files";

export interface StaticRequest {
  method: string;
  pathname: string;
  search: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/**
 * A prerendered page or a built file, answered from memory: the complete answer for each file
 * version, encoding and header set is built once, so serving one is one writeHead and one end
 * (decision 006: a Fetch step per file cost 7 times the throughput). Plain GETs and HEADs only;
 * a query (a search, a filter) goes on to React Router.
 */
export function staticAnswer(
  files: ReadonlyMap<string, StaticFile>,
  request: StaticRequest,
  base: Record<string, string>,
): NodeAnswer | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const file = files.get(request.pathname);
  if (!file || !servesStatically(request.pathname, request.search, file)) return undefined;
  const variant = file.current();
  const { headers, body } = preparedResponse(file, variant, negotiateEncoding(request.acceptEncoding), base);
  if (request.ifNoneMatch === variant.etag) {
    const { "Content-Length": _length, "Content-Encoding": _encoding, ...notModified } = headers;
    return { status: 304, headers: notModified };
  }
  return { status: 200, headers, body };
}

/** Prerendered files answer plain GETs; a query (a search, a filter) needs React Router. */
function servesStatically(pathname: string, search: string, file: StaticFile): boolean {
  if (search === "" || pathname.startsWith("/assets/")) return true;
  // Client navigation asks for loader data with a _routes hint; the file holds every route's data.
  if (pathname.endsWith(".data")) return [...new URLSearchParams(search).keys()].every((key) => key === "_routes");
  return !file.contentType.startsWith("text/html") && !pathname.endsWith(".data");
}

type Headers_ = Record<string, string | number>;
const prepared = new WeakMap<StaticVariant, Map<string, { headers: Headers_; body: Buffer }>>();

function preparedResponse(file: StaticFile, variant: StaticVariant, encoding: Encoding, base: Record<string, string>) {
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
