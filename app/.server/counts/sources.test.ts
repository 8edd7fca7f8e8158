import { describe, expect, it } from "vitest";
import { hostOfReferrer, sourceOfHost } from "./sources";

const own = ["www.example.com", "127.0.0.1:3000"];
const sourceOf = (referrer: string | null) => {
  const host = hostOfReferrer(referrer);
  return host === null ? null : sourceOfHost(host, own);
};

describe("where a visit came from", () => {
  it("names the search engines, whatever their country or app", () => {
    expect(sourceOf("https://www.google.ca/")).toBe("search: Google");
    expect(sourceOf("https://www.google.com/search?q=diesel+mechanic")).toBe("search: Google");
    expect(sourceOf("android-app://com.google.android.googlequicksearchbox/")).toBe("search: Google");
    expect(sourceOf("https://www.bing.com/")).toBe("search: Bing");
    expect(sourceOf("https://duckduckgo.com/")).toBe("search: DuckDuckGo");
    expect(sourceOf("https://ca.search.yahoo.com/")).toBe("search: Yahoo");
    expect(sourceOf("https://www.ecosia.org/")).toBe("search: Ecosia");
  });

  it("says direct for a visit with no referring site, and nothing for a move within this site", () => {
    expect(sourceOf(null)).toBe("direct");
    expect(sourceOf("")).toBe("direct");
    expect(sourceOf("https://www.example.com/services")).toBe("");
    expect(sourceOf("https://example.com/")).toBe("");
    expect(sourceOf("http://127.0.0.1:3000/roadside")).toBe("");
  });

  it("names any other site by its host, without www", () => {
    expect(sourceOf("https://www.facebook.com/")).toBe("facebook.com");
    expect(sourceOf("https://m.facebook.com/")).toBe("facebook.com");
    expect(sourceOf("https://ontariotruckingassociation.ca/members")).toBe("ontariotruckingassociation.ca");
    expect(sourceOf("not a url")).toBeNull();
  });
});
