import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressJsonResponse } from "./json-response";

// The shape of React Router's answer: route id -> module and imports.
const manifest = JSON.stringify(
  Object.fromEntries(
    Array.from({ length: 30 }, (_, index) => [
      `routes/page-${index}`,
      { module: `/assets/page-${index}.js`, imports: ["/assets/frame.js"] },
    ]),
  ),
);
const request = (acceptEncoding?: string) =>
  new Request("http://localhost/__manifest?paths=%2F", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
const json = (body: string) => new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8" } });

describe("compressJsonResponse", () => {
  it("compresses React Router's route manifest for a browser that takes brotli", async () => {
    const response = await compressJsonResponse(request("gzip, deflate, br"), json(manifest));
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(manifest.length / 4);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(manifest);
  });

  it("sends it as it is to a client that takes no compression", async () => {
    const response = await compressJsonResponse(request(), json(manifest));
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toBe(manifest);
  });

  it("leaves streamed answers (pages, .data) alone", async () => {
    const data = new Response("stream", { headers: { "Content-Type": "text/x-script" } });
    expect(await compressJsonResponse(request("br"), data)).toBe(data);
  });
});
