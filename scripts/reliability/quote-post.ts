import { createHash } from "node:crypto";
import http from "node:http";

/** A request id as the form makes one: unique per fill, the same on every retry of it. */
const loadRequestId = (name: string) => `load-${createHash("sha256").update(name).digest("hex").slice(0, 32)}`;

/** A valid quote request as a browser with JavaScript sends it (the fetcher's .data post). */
function quoteBody(name: string, requestId = loadRequestId(name)): string {
  return new URLSearchParams({
    requestId,
    name,
    email: "load-test@example.com",
    phone: "519-555-0100",
    message: "Load test: steer tire flat on the 401 westbound near Tilbury, need a tire truck.",
  }).toString();
}

// node:http with keep-alive costs far less CPU than fetch, so on a 2-core machine the
// load generator measures the server rather than itself.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function postQuote(baseUrl: string, name: string): Promise<{ ok: boolean; status: number; ms: number }> {
  const url = new URL(baseUrl);
  const body = quoteBody(name);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/contact.data",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), Origin: url.origin },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          // Single fetch answers 200 with the action's data; success is {"ok":true} in the stream.
          resolve({ ok: res.statusCode === 200 && /"ok",true/.test(text), status: res.statusCode ?? 0, ms: performance.now() - started });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}
