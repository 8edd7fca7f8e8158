import { describe, expect, it } from "vitest";
import { viewedPage, type ServedAnswer } from "./page-view";

const page = (overrides: Partial<ServedAnswer> = {}): ServedAnswer => ({
  method: "GET",
  pathname: "/roadside",
  status: 200,
  contentType: "text/html; charset=utf-8",
  ...overrides,
});
const navigation: Record<string, string> = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
const headersOf =
  (headers: Record<string, string> = navigation) =>
  (name: string) =>
    headers[name];

describe("a page view, as the server sees one", () => {
  it("is a public page's HTML answered to a browser's navigation: 200, or 304 when its copy is still good", () => {
    expect(viewedPage(page(), headersOf())).toBe("/roadside");
    expect(viewedPage(page({ status: 304 }), headersOf())).toBe("/roadside");
    // An old browser that sends no fetch metadata.
    expect(viewedPage(page(), headersOf({}))).toBe("/roadside");
  });

  it("is the page's data when a link is followed inside the site (/_root.data is the home page)", () => {
    const data = { contentType: "text/x-script", pathname: "/service-areas/diesel-mechanic-hamilton.data" };
    const fetchHeaders = headersOf({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" });
    expect(viewedPage(page(data), fetchHeaders)).toBe("/service-areas/diesel-mechanic-hamilton");
    expect(viewedPage(page({ ...data, pathname: "/_root.data" }), fetchHeaders)).toBe("/");
  });

  it("is not a HEAD, an error, a file, or a page fetched to fill a cache", () => {
    expect(viewedPage(page({ method: "HEAD" }), headersOf())).toBeNull();
    expect(viewedPage(page({ status: 404 }), headersOf())).toBeNull();
    expect(viewedPage(page({ pathname: "/brand/mark.svg", contentType: "image/svg+xml" }), headersOf())).toBeNull();
    expect(viewedPage(page(), headersOf({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }))).toBeNull();
  });

  it("is not a prefetch or prerender, whichever header says so", () => {
    for (const [name, value] of [
      ["sec-purpose", "prefetch"],
      ["sec-purpose", "prefetch;prerender"],
      ["purpose", "prefetch"],
      ["x-purpose", "preview"],
      ["x-moz", "prefetch"],
    ] as const) {
      expect(viewedPage(page(), headersOf({ ...navigation, [name]: value })), name).toBeNull();
    }
  });

  it("is never the owner's pages or a driver's status page, nor anything from the owner's own browser", () => {
    expect(viewedPage(page({ pathname: "/owner" }), headersOf())).toBeNull();
    expect(viewedPage(page({ pathname: "/owner.data", contentType: "text/x-script" }), headersOf())).toBeNull();
    expect(viewedPage(page({ pathname: "/request/AbCdEfGhIjKlMnOpQrStUv" }), headersOf())).toBeNull();
    expect(viewedPage(page(), headersOf({ ...navigation, cookie: "theme=dark; owner-device=abc.def" }))).toBeNull();
    expect(viewedPage(page(), headersOf({ ...navigation, cookie: "__Host-owner-session=abc" }))).toBeNull();
    expect(viewedPage(page(), headersOf({ ...navigation, cookie: "request-sender=abc" }))).toBe("/roadside");
  });
});
