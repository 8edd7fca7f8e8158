/**
 * The listener and the pipeline together, on a socket: what only a real connection shows
 * (a post whose sender goes away, a crash mid-request, headers as they reach the client).
 * The pieces themselves are tested without sockets beside their modules.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import type { HeardEvent } from "~/.server/counts/events";
import type { PendingEvent } from "~/.server/counts/recorder";
import type { SiteServices } from "~/.server/services";
import { countingViews } from "./count-views";
import { createPipeline, type FinalHandler } from "./pipeline";
import { finishResponse } from "./response-headers";
import { createSiteListener } from "./site-listener";
import type { StaticFile } from "./static-files";
import { crossSiteStep } from "./steps/cross-site";
import { healthStep } from "./steps/health";
import { postLimitsStep } from "./steps/post-limits";
import { redirectTableStep } from "./steps/redirect-table";

const pageFile: StaticFile = {
  contentType: "text/html; charset=utf-8",
  cacheControl: "public, max-age=0, must-revalidate",
  csp: "default-src 'self'",
  current: () => ({ body: Buffer.from("<h1>Services</h1>"), etag: '"abc"' }),
};

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start({ handle, trustProxy = false }: { handle?: FinalHandler; trustProxy?: boolean } = {}) {
  const contexts: AppLoadContext[] = [];
  const handler = vi.fn(
    handle ??
      (async (request: Request, context: AppLoadContext) => {
        contexts.push(context);
        if (request.method === "POST") {
          const body = context.refusal ? "" : await request.text();
          return Response.json({
            refused: context.refusal,
            length: body.length,
            clientIp: context.clientIp,
            https: context.https,
            url: request.url,
          });
        }
        return new Response(`rendered ${new URL(request.url).pathname}`, {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }),
  );
  // What the counts will make of each pending event when their batch is written.
  const heard: HeardEvent[] = [];
  const record = (_from: string, event: PendingEvent) => {
    const made = typeof event === "function" ? event() : event;
    if (made) heard.push(made);
  };
  const pipeline = createPipeline({
    steps: [
      healthStep(async () => true),
      redirectTableStep,
      crossSiteStep("https://www.example.com"),
      postLimitsStep({ bodyBytes: 1024, uploadBytes: 4096, webhookBytes: 2048 }),
    ],
    services: {} as unknown as SiteServices,
    handle: countingViews(handler, record),
    finish: finishResponse,
    trustProxy,
  });
  const site = createSiteListener({
    staticFiles: new Map([["/services", pageFile]]),
    pipeline,
    trustProxy,
    recordCount: record,
  });
  server = http.createServer(site.listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, handler, contexts, drain: site.drain, heard };
}

/** A raw request, so the path is sent exactly as written. */
function raw(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("the site on a socket", () => {
  it("answers a prerendered page from memory and hands the rest to React Router, with the same security headers", async () => {
    const { port, handler } = await start();
    const page = await raw(port, "/services");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(handler).not.toHaveBeenCalled();
    const search = await raw(port, "/services?q=brake");
    expect(search.body).toBe("rendered /services");
    expect(search.headers["x-content-type-options"]).toBe("nosniff");
    expect(search.headers["cache-control"]).toBe("no-cache");
    expect(search.headers["x-powered-by"]).toBeUndefined();
  });

  it("counts a page view as it serves a page, from memory or rendered, after the answer and with the visitor's address", async () => {
    const { port, heard } = await start({
      trustProxy: true,
      handle: async () => new Response("<h1>Found</h1>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    });
    const browser = {
      "User-Agent": "Mozilla/5.0 Chrome/126",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
      "X-Forwarded-For": "198.51.100.7",
      Referer: "https://www.google.ca/",
    };
    expect((await raw(port, "/services", { headers: browser })).status).toBe(200);
    await raw(port, "/services?q=brake&utm_source=flyer", { headers: browser });
    expect(heard).toEqual([
      expect.objectContaining({ kind: "view", path: "/services", address: "198.51.100.7", userAgent: "Mozilla/5.0 Chrome/126" }),
      expect.objectContaining({ path: "/services", arrival: { referer: "https://www.google.ca/", query: "?q=brake&utm_source=flyer" } }),
    ]);
    // Not a HEAD, a prefetch, a cache filling, an owner's page.
    await raw(port, "/services", { method: "HEAD", headers: browser });
    await raw(port, "/services", { headers: { ...browser, "Sec-Purpose": "prefetch" } });
    await raw(port, "/services", { headers: { ...browser, "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" } });
    await raw(port, "/owner", { headers: browser });
    expect(heard).toHaveLength(2);
  });

  it("gives React Router the visitor's address and HTTPS (in the request's URL too) only behind a trusted proxy", async () => {
    const plain = await start();
    const forged = JSON.parse(
      (
        await raw(plain.port, "/contact", {
          method: "POST",
          headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https" },
          body: "a=1",
        })
      ).body,
    ) as { clientIp: string; https: boolean; url: string };
    expect(forged).toMatchObject({ clientIp: "127.0.0.1", https: false });
    expect(forged.url).toMatch(/^http:\/\//);
    server?.close();
    const proxied = await start({ trustProxy: true });
    const answer = await raw(proxied.port, "/contact", {
      method: "POST",
      headers: { "X-Forwarded-For": "10.0.0.1, 198.51.100.7", "X-Forwarded-Proto": "https" },
      body: "a=1",
    });
    expect(JSON.parse(answer.body)).toMatchObject({ clientIp: "198.51.100.7", https: true });
    // React Router compares a post's Origin (https: at the visitor's end) with the request's URL.
    expect((JSON.parse(answer.body) as { url: string }).url).toBe(`https://127.0.0.1:${proxied.port}/contact`);
    expect(answer.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(
      (await raw(proxied.port, "/services", { headers: { "X-Forwarded-Proto": "https" } })).headers["strict-transport-security"],
    ).toMatch(/max-age=31536000/);
  });

  it("marks an oversized post refused (413) without reading it, and closes the connection", async () => {
    const { port } = await start();
    const answer = await raw(port, "/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x".repeat(5000),
    });
    expect(JSON.parse(answer.body)).toMatchObject({ refused: { status: 413 }, length: 0 });
    expect(answer.headers.connection).toBe("close");
  });

  it("finishes a post whose sender went away mid-body, so stopping the server is not held up", async () => {
    const { port, drain } = await start({ handle: async (request) => new Response(await request.text()) });
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/contact", method: "POST", headers: { "Content-Length": "1000" } });
      req.on("error", () => resolve());
      req.write("x".repeat(10));
      setTimeout(() => req.destroy(), 100);
    });
    await expect(
      Promise.race([drain(), new Promise((_, reject) => setTimeout(() => reject(new Error("drain hung")), 2000))]),
    ).resolves.toBeUndefined();
  });

  it("turns a crash in rendering into a plain 500 that tells nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { port } = await start({
      handle: async () => {
        throw new Error("boom at /secret/path.ts:12");
      },
    });
    const answer = await raw(port, "/anything");
    expect(answer.status).toBe(500);
    expect(answer.body).toBe("Internal Server Error");
    expect(answer.headers["content-security-policy"]).toMatch(/sandbox/);
  });
});
