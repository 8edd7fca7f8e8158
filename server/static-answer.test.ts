import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { staticAnswer, type StaticRequest } from "./static-answer";
import type { StaticFile } from "./static-files";

const page = "<!DOCTYPE html><html><body><h1>Services</h1><script>window.x=1</script></body></html>".repeat(20);
const files = new Map<string, StaticFile>([
  [
    "/services",
    {
      contentType: "text/html; charset=utf-8",
      cacheControl: "public, max-age=0, must-revalidate",
      csp: "default-src 'self'",
      current: () => ({ body: Buffer.from(page), br: zlib.brotliCompressSync(page), gzip: zlib.gzipSync(page), etag: '"abc"' }),
    },
  ],
  [
    "/assets/app-123.js",
    {
      contentType: "text/javascript; charset=utf-8",
      cacheControl: "public, max-age=31536000, immutable",
      current: () => ({ body: Buffer.from("console.log(1)"), etag: '"js"' }),
    },
  ],
]);
const base = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; sandbox" };
const ask = (request: Partial<StaticRequest>, headers: Record<string, string> = base) =>
  staticAnswer(
    files,
    { method: "GET", pathname: "/services", search: "", acceptEncoding: undefined, ifNoneMatch: undefined, ...request },
    headers,
  );

describe("a static file from memory", () => {
  it("serves a prerendered page with brotli, its own CSP and revalidation", () => {
    const answer = ask({ acceptEncoding: "gzip, br" });
    expect(answer?.status).toBe(200);
    expect(answer?.headers).toMatchObject({
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": "default-src 'self'",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
    });
    expect(zlib.brotliDecompressSync(answer!.body!).toString()).toBe(page);
  });

  it("falls back to gzip, then to plain bytes", () => {
    expect(ask({ acceptEncoding: "gzip" })?.headers["Content-Encoding"]).toBe("gzip");
    const plain = ask({});
    expect(plain?.headers["Content-Encoding"]).toBeUndefined();
    expect(plain?.body?.toString()).toBe(page);
  });

  it("caches hashed assets for a year as immutable, under the policy where nothing runs", () => {
    expect(ask({ pathname: "/assets/app-123.js" })?.headers).toMatchObject({
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

  it("answers 304 when the page has not changed", () => {
    const notModified = ask({ ifNoneMatch: `"abc"` });
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeUndefined();
    expect(notModified?.headers["Content-Length"]).toBeUndefined();
  });

  it("leaves searches, posts and unknown paths to the pipeline", () => {
    expect(ask({ search: "?q=brake" })).toBeUndefined();
    expect(ask({ method: "POST" })).toBeUndefined();
    expect(ask({ pathname: "/no-such-page" })).toBeUndefined();
    expect(ask({ pathname: "/assets/app-123.js", search: "?v=2" })?.status).toBe(200);
  });
});
