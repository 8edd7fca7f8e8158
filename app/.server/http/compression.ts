import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

// Browsers send a handful of distinct Accept-Encoding values; parse each once.
const negotiated = new Map<string, Encoding>();

/** Picks brotli, then gzip, from an Accept-Encoding header (honouring q=0). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = negotiated.get(acceptEncoding);
  if (known) return known;
  const choice = parseAcceptEncoding(acceptEncoding);
  if (negotiated.size < 64) negotiated.set(acceptEncoding, choice);
  return choice;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** Smallest output, for files compressed once at start-up or build. */
export function compressForStorage(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/** Fast settings, for responses rendered per request. */
function compressPerRequest(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 6 });
  return body;
}

/**
 * A body rendered per request (a page, a JSON answer), compressed for the client that asked:
 * sets Vary, Content-Encoding and Content-Length on `headers` and returns the bytes to send.
 */
export function encodeForClient(request: Request, body: Buffer, headers: Headers): Buffer {
  let sent = body;
  if (body.length > 1024) {
    headers.append("Vary", "Accept-Encoding");
    const encoding = negotiateEncoding(request.headers.get("accept-encoding") ?? undefined);
    if (encoding !== "identity") {
      sent = compressPerRequest(body, encoding);
      headers.set("Content-Encoding", encoding);
    }
  }
  headers.set("Content-Length", String(sent.length));
  return sent;
}
