import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { createHttpApp, type HttpAppOptions } from "./http-app";
import { createRateLimiter } from "./rate-limit";
import type { StaticFile } from "./static-files";

const page = "<!DOCTYPE html><html><body><h1>Services</h1><script>window.x=1</script></body></html>".repeat(20);
const pageFile: StaticFile = {
  contentType: "text/html; charset=utf-8",
  cacheControl: "public, max-age=0, must-revalidate",
  csp: "default-src 'self'",
  current: () => ({ body: Buffer.from(page), br: zlib.brotliCompressSync(page), gzip: zlib.gzipSync(page), etag: '"abc"' }),
};
const assetFile: StaticFile = {
  contentType: "text/javascript; charset=utf-8",
  cacheControl: "public, max-age=31536000, immutable",
  current: () => ({ body: Buffer.from("console.log(1)"), etag: '"js"' }),
};

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start(overrides: Partial<HttpAppOptions> = {}) {
  const contexts: AppLoadContext[] = [];
  const handleRequest = vi.fn(async (request: Request, context: AppLoadContext) => {
    contexts.push(context);
    if (request.method === "POST") {
      const body = await request.text().catch(() => "");
      return new Response(JSON.stringify({ refused: context.refusal, tooLarge: context.bodyTooLarge(), length: body.length }), {
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(`<html><body>rendered ${new URL(request.url).pathname}${" ".repeat(2000)}</body></html>`, {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  });
  const app = createHttpApp({
    staticFiles: new Map([
      ["/services", pageFile],
      ["/assets/app-123.js", assetFile],
    ]),
    handleRequest,
    quoteInbox: { receive: vi.fn() },
    isHealthy: async () => true,
    quoteRateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    siteUrl: "https://www.example.com",
    trustProxy: false,
    ...overrides,
  });
  server = http.createServer(app.listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, handleRequest, contexts };
}

/** A raw request, so the path is sent exactly as written. */
function raw(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("http app", () => {
  it("serves a prerendered page at its canonical URL with brotli, CSP and revalidation", async () => {
    const { base } = await start();
    const res = await raw(base, "/services", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toBeTruthy();
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("falls back to gzip, then to plain bytes", async () => {
    const { base } = await start();
    expect((await raw(base, "/services", { headers: { "Accept-Encoding": "gzip" } })).headers["content-encoding"]).toBe("gzip");
    const plain = await raw(base, "/services");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("caches hashed assets for a year as immutable", async () => {
    const { base } = await start();
    const res = await raw(base, "/assets/app-123.js");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers 304 when the page has not changed", async () => {
    const { base } = await start();
    const res = await raw(base, "/services", { headers: { "If-None-Match": '"abc"' } });
    expect(res.status).toBe(304);
  });

  it("redirects /x/ to /x with a 301, keeping the query", async () => {
    const { base } = await start();
    const res = await raw(base, "/services/?q=brake");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/services?q=brake");
  });

  it("never redirects off the site for paths starting with //", async () => {
    const { base } = await start();
    const res = await raw(base, "//evil.example/");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/evil.example");
  });

  it("answers the redirect table with a 301 before the generic page", async () => {
    const { base, handleRequest } = await start();
    const res = await raw(base, "/services/mobile-tire-services");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/services/diesel-roadside-assistance");
    expect((await raw(base, "/locations/sarnia")).headers.location).toBe("/service-areas/diesel-mechanic-sarnia");
    expect(handleRequest).not.toHaveBeenCalled();
  });

  it("hands searches and unknown paths to React Router, compressed", async () => {
    const { base, handleRequest } = await start();
    const res = await raw(base, "/services?q=brake", { headers: { "Accept-Encoding": "gzip" } });
    expect(handleRequest).toHaveBeenCalledOnce();
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toContain("rendered /services");
    expect((await raw(base, "/no-such-page")).status).toBe(404);
  });

  it("refuses odd URLs without touching the disk or failing", async () => {
    const { base } = await start();
    expect((await raw(base, "/%E0%A4%A")).status).toBe(400);
    expect((await raw(base, "/a%00b")).status).toBe(400);
    expect((await raw(base, `/${"a".repeat(3000)}`)).status).toBe(414);
    expect((await raw(base, "/..%2f..%2fetc%2fpasswd")).status).toBe(404);
    expect((await raw(base, "/services", { method: "DELETE" })).status).toBe(405);
  });

  it("refuses posts from another site", async () => {
    const { base, handleRequest } = await start();
    const crossSite = await raw(base, "/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(crossSite.status).toBe(403);
    const fetchSite = await raw(base, "/contact", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" }, body: "a=1" });
    expect(fetchSite.status).toBe(403);
    expect(handleRequest).not.toHaveBeenCalled();
    const sameSite = await raw(base, "/contact", { method: "POST", headers: { Origin: "https://www.example.com" }, body: "a=1" });
    expect(sameSite.status).toBe(200);
  });

  it("marks an oversized post as refused (413) without reading it", async () => {
    const { base } = await start({ bodyLimitBytes: 1024 });
    const res = await raw(base, "/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x".repeat(5000),
    });
    expect(JSON.parse(res.body.toString())).toMatchObject({ refused: { status: 413 }, length: 0 });
  });

  it("stops reading a chunked body at the limit and says it was too large", async () => {
    const { base } = await start({ bodyLimitBytes: 1024 });
    const res = await raw(base, "/contact", { method: "POST", headers: { "Transfer-Encoding": "chunked" }, body: "x".repeat(5000) });
    const answer = JSON.parse(res.body.toString());
    expect(answer.tooLarge).toBe(true);
    expect(answer.length).toBeLessThanOrEqual(1024);
  });

  it("rate-limits posts per address (429 handed to the action)", async () => {
    const { base } = await start({ quoteRateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const post = () => raw(base, "/contact", { method: "POST", body: "a=1" }).then((res) => JSON.parse(res.body.toString()));
    expect((await post()).refused).toBeNull();
    expect((await post()).refused).toBeNull();
    expect((await post()).refused).toMatchObject({ status: 429 });
  });

  it("reports health from the database", async () => {
    const { base } = await start({ isHealthy: async () => false });
    expect((await raw(base, "/healthz")).status).toBe(503);
  });

  it("turns a crash in rendering into a plain 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { base } = await start({ handleRequest: async () => Promise.reject(new Error("boom")) });
    const res = await raw(base, "/anything");
    expect(res.status).toBe(500);
    expect(res.body.toString()).toBe("Internal Server Error");
  });

  it("sends Strict-Transport-Security behind a trusted HTTPS proxy", async () => {
    const { base } = await start({ trustProxy: true });
    const res = await raw(base, "/services", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
  });
});
