import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";

/** A hostname (and port) we are willing to put in a Request URL; anything else becomes localhost. */
const plainHost = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

export function requestOrigin(req: IncomingMessage, https: boolean): string {
  const host = req.headers.host && plainHost.test(req.headers.host) ? req.headers.host : "localhost";
  return `${https ? "https" : "http"}://${host}`;
}

/**
 * The request body as a web stream that stops at `limit` bytes and reports the
 * overflow, so an oversized post is refused without being read into memory.
 */
function limitedBody(req: IncomingMessage, limit: number, onOverflow: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  const limited = new Readable({ read() {} });
  req.on("data", (chunk: Buffer) => {
    if (received > limit) return;
    received += chunk.length;
    if (received > limit) {
      onOverflow();
      limited.push(null);
      req.resume();
      return;
    }
    limited.push(chunk);
  });
  req.on("end", () => {
    if (received <= limit) limited.push(null);
  });
  req.on("error", (error) => limited.destroy(error));
  return Readable.toWeb(limited) as ReadableStream<Uint8Array>;
}

export function toFetchRequest(
  req: IncomingMessage,
  { origin, signal, bodyLimit, onOverflow }: { origin: string; signal: AbortSignal; bodyLimit: number; onOverflow: () => void },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    signal,
    ...(hasBody ? { body: limitedBody(req, bodyLimit, onOverflow), duplex: "half" } : {}),
  } as RequestInit);
}
