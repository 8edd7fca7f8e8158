import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRequestListener } from "@react-router/node";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createHttpApp, type HttpAppOptions } from "./http-app";
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
let appDrain: (() => Promise<void>) | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

type RouterHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * Stands in for React Router's listener: builds the load context the way `@react-router/node`
 * does (from the Request and the socket's address) and hands both to a fake handler.
 */
function fakeRouterListener(handler: RouterHandler): HttpAppOptions["createRouterListener"] {
  return (getLoadContext) => async (req, res) => {
    const chunks: Buffer[] = [];
    if (req.method === "POST") for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === "POST" ? Buffer.concat(chunks) : undefined;
    const headers = new Headers(req.headers as Record<string, string>);
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
    try {
      const response = await handler(request, getLoadContext(request, { address: req.socket.remoteAddress }));
      res.writeHead(response.status, [...response.headers].flat());
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal Server Error");
    }
  };
}

async function start(overrides: Partial<HttpAppOptions> & { handleRequest?: RouterHandler } = {}) {
  const contexts: AppLoadContext[] = [];
  const handleRequest = vi.fn(async (request: Request, context: AppLoadContext) => {
    contexts.push(context);
    if (request.method === "POST") {
      const body = context.refusal ? "" : await request.text().catch(() => "");
      return new Response(JSON.stringify({ refused: context.refusal, length: body.length }), {
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(`<html><body>rendered ${new URL(request.url).pathname}</body></html>`, {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  });
  const { handleRequest: handlerOverride, ...appOverrides } = overrides;
  const app = createHttpApp({
    staticFiles: new Map([
      ["/services", pageFile],
      ["/assets/app-123.js", assetFile],
    ]),
    createRouterListener: fakeRouterListener(handlerOverride ?? handleRequest),
    requestInbox: { receive: vi.fn() },
    services: {
      requestStore: {} as never,
      notifyRequest: vi.fn(),
      notifyPhotos: vi.fn(),
      uploadsDir: "/nonexistent",
      owners: {} as never,
      signInRules: { freeFailures: 5, maxDelayMs: 1000 },
      sendSignInLink: vi.fn(),
    },
    isHealthy: async () => true,
    siteUrl: "https://www.example.com",
    trustProxy: false,
    ...appOverrides,
  });
  appDrain = app.drain;
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

  it("gives every response that is not a page a policy under which nothing runs (an SVG opened on its own, a 400, a redirect)", async () => {
    const { base } = await start();
    const answers = [
      await raw(base, "/assets/app-123.js"),
      await raw(base, "/bad%zz"),
      await raw(base, "/services/"),
      await raw(base, "/healthz"),
    ];
    for (const res of answers) {
      expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none';.*\bsandbox$/);
      expect(res.headers["content-security-policy"]).not.toMatch(/script-src/);
    }
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

  it("hands searches and unknown paths to React Router, with the security headers", async () => {
    const { base, handleRequest } = await start();
    const res = await raw(base, "/services?q=brake");
    expect(handleRequest).toHaveBeenCalledOnce();
    expect(res.body.toString()).toContain("rendered /services");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await raw(base, "/no-such-page")).status).toBe(404);
  });

  it("answers a malformed Host header with 400 instead of failing", async () => {
    const { base, handleRequest } = await start();
    expect((await raw(base, "/services?q=a", { headers: { Host: "bad host/" } })).status).toBe(400);
    expect(handleRequest).not.toHaveBeenCalled();
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

  it("asks for the length of a post sent without one, so no post is read past the limit", async () => {
    const { base, handleRequest } = await start({ bodyLimitBytes: 1024 });
    const res = await raw(base, "/contact", { method: "POST", headers: { "Transfer-Encoding": "chunked" }, body: "x".repeat(5000) });
    expect(res.status).toBe(411);
    expect(handleRequest).not.toHaveBeenCalled();
  });

  it("finishes a post whose sender went away mid-body, so stopping the server is not held up", async () => {
    const { base } = await start({
      createRouterListener: (getLoadContext) => async (req) => {
        getLoadContext(new Request(`http://x${req.url}`, { method: "POST" }), {});
        await new Promise(() => {}); // the body never ends: like the listener waiting on a dropped upload
      },
    });
    const url = new URL(base);
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: "/contact",
        method: "POST",
        headers: { "Content-Length": "1000" },
      });
      req.on("error", () => resolve());
      req.write("x".repeat(10));
      setTimeout(() => req.destroy(), 100);
    });
    await expect(
      Promise.race([appDrain!(), new Promise((_, reject) => setTimeout(() => reject(new Error("drain hung")), 2000))]),
    ).resolves.toBeUndefined();
  });

  it("reports health from the database", async () => {
    const { base } = await start({ isHealthy: async () => false });
    expect((await raw(base, "/healthz")).status).toBe(503);
  });

  it("turns a crash in rendering into a plain 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // React Router's own listener, with a build that fails to load.
    const failingBuild = (): ServerBuild => {
      throw new Error("boom");
    };
    const { base } = await start({
      createRouterListener: (getLoadContext) => createRequestListener({ build: failingBuild, getLoadContext, mode: "production" }),
    });
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
