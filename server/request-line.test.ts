import { describe, expect, it } from "vitest";
import { answerRequestLine, type RequestLine } from "./request-line";

const base = { "X-Content-Type-Options": "nosniff" };
const answer = (line: Partial<RequestLine>) => answerRequestLine({ method: "GET", target: "/", hosts: ["localhost"], ...line }, base);

describe("the request line, as sent", () => {
  it("passes a plain request on", () => {
    for (const target of ["/", "/services", "/services?q=brake", "/request/AbC_d-123/photos", "/assets/app-Xy9.js"])
      expect(answer({ target }), target).toBeUndefined();
  });

  it("refuses what cannot be put in a URL: a bad escape, a NUL, a backslash, a target too long, a malformed Host", () => {
    expect(answer({ target: "/%E0%A4%A" })?.status).toBe(400);
    expect(answer({ target: "/a%00b" })?.status).toBe(400);
    expect(answer({ target: "/a\\b" })?.status).toBe(400);
    expect(answer({ target: "http://evil.example/" })?.status).toBe(400);
    expect(answer({ target: `/${"a".repeat(9000)}` })?.status).toBe(414);
    expect(answer({ target: `/__manifest?${"p=%2Fowner%2Frequests%2F123&".repeat(200)}` })).toBeUndefined();
    expect(answer({ hosts: ["bad host/"] })?.status).toBe(400);
    expect(answer({ hosts: ["a.example", "b.example"] })?.status).toBe(400);
  });

  it("answers a method the site has no use for with 405 and the ones it has", () => {
    const refused = answer({ method: "DELETE" });
    expect(refused?.status).toBe(405);
    expect(refused?.headers.Allow).toBe("GET, HEAD, POST");
    // A private path's refusal is as private as its page (an outside attack found it cacheable).
    for (const target of ["/owner/requests/1", "/request/AbCdEfGhIjKlMnOpQrStUv", "/owner%20"]) {
      const privateRefusal = answer({ method: "PUT", target });
      expect(privateRefusal?.headers).toMatchObject({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    }
    expect(refused?.headers["Cache-Control"]).toBeUndefined();
  });

  it("sends every other spelling of a path to its one spelling, keeping the query, never off the site", () => {
    expect(answer({ target: "/services/?q=brake" })).toMatchObject({ status: 301, headers: { Location: "/services?q=brake" } });
    expect(answer({ target: "//evil.example/" })).toMatchObject({ status: 301, headers: { Location: "/evil.example" } });
    expect(answer({ target: "/./services" })).toMatchObject({
      status: 301,
      headers: { Location: "/services", "Cache-Control": "public, max-age=3600" },
    });
    expect(answer({ method: "POST", target: "/x/../contact" })).toMatchObject({ status: 308, headers: { Location: "/contact" } });
  });

  it("keeps the redirect of a private path private: never stored, never indexed", () => {
    for (const target of ["/./owner/requests/1", "/x/../owner", "/%6fwner", "/request/abc/"]) {
      expect(answer({ target })?.headers, target).toMatchObject({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    }
  });
});
