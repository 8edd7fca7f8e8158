import { describe, expect, it } from "vitest";
import { finishResponse } from "./response-headers";

const facts = { https: false, clientIp: null, refusal: null };
const finish = (path: string, init: ResponseInit = {}, method = "GET", https = false) =>
  finishResponse(new Request(`http://localhost${path}`, { method, body: method === "POST" ? "x" : undefined }), new Response("ok", init), {
    ...facts,
    https,
  });

describe("every answer of the pipeline", () => {
  it("carries the security headers, each with its exact value, and a page keeps its own policy", () => {
    const headers = finish("/services?q=a").headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox");
    expect(headers.get("strict-transport-security")).toBeNull();
    const page = finish("/services?q=a", { headers: { "Content-Security-Policy": "default-src 'self'" } });
    expect(page.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(finish("/", {}, "GET", true).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is revalidated unless it says otherwise; the answer to a post is never stored", () => {
    expect(finish("/services?q=a").headers.get("cache-control")).toBe("no-cache");
    expect(finish("/blog", { headers: { "Cache-Control": "public, max-age=60" } }).headers.get("cache-control")).toBe("public, max-age=60");
    expect(finish("/contact", { headers: { "Cache-Control": "public, max-age=60" } }, "POST").headers.get("cache-control")).toBe(
      "no-store",
    );
  });

  it("is never stored or indexed on an owner's or a driver's page, however the route answered", () => {
    for (const path of ["/owner", "/owner/requests/1", "/OWNER.data", "/owner%20", "/request/abc"]) {
      const headers = finish(path, { headers: { "Cache-Control": "public, max-age=600" } }).headers;
      expect(headers.get("cache-control"), path).toBe("no-store");
      expect(headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    expect(finish("/owner/requests/1/photos/2", { headers: { "Cache-Control": "private, no-store" } }).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });

  it("closes the connection after a post over its limit, unread", () => {
    const response = finishResponse(new Request("http://localhost/contact", { method: "POST", body: "x" }), new Response("no"), {
      ...facts,
      refusal: { status: 413, message: "too large" },
    });
    expect(response.headers.get("connection")).toBe("close");
  });
});
