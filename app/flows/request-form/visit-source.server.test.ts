import { describe, expect, it } from "vitest";
import { requestSourceOf } from "./visit-source.server";

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return [new Request("http://localhost:3000/contact", { method: "POST", headers: { Host: "localhost:3000", ...headers } }), form] as const;
};

describe("where a request came from", () => {
  it("is what the form's visit field says, as the page filled it when sent", () => {
    const visit = JSON.stringify({
      page: "/service-areas/diesel-mechanic-hamilton",
      ref: "www.google.ca",
      utm_source: "Flyer",
      utm_campaign: "spring",
    });
    expect(requestSourceOf(...post({ visit }))).toEqual({
      page: "/service-areas/diesel-mechanic-hamilton",
      referrerHost: "www.google.ca",
      utmSource: "flyer",
      utmCampaign: "spring",
    });
    // No referring site is said as "": direct; none said at all is not known.
    expect(requestSourceOf(...post({ visit: JSON.stringify({ page: "/roadside", ref: "" }) })).referrerHost).toBe("");
    expect(requestSourceOf(...post({ visit: JSON.stringify({ page: "/roadside" }) })).referrerHost).toBeNull();
  });

  it("without JavaScript, is the page of this site's Referer and its utm tags; the referring site is not known", () => {
    const referer = { Referer: "http://localhost:3000/blog/winter-fuel?utm_source=newsletter&utm_campaign=december" };
    expect(requestSourceOf(...post({ visit: "" }, referer))).toEqual({
      page: "/blog/winter-fuel",
      referrerHost: null,
      utmSource: "newsletter",
      utmCampaign: "december",
    });
  });

  it("keeps nothing it cannot trust: another site's Referer, a private page, a junk field", () => {
    const none = { page: null, referrerHost: null, utmSource: null, utmCampaign: null };
    expect(requestSourceOf(...post({}, { Referer: "https://evil.example/contact?utm_source=x" }))).toEqual(none);
    expect(requestSourceOf(...post({}))).toEqual(none);
    expect(requestSourceOf(...post({ visit: JSON.stringify({ page: "/owner/requests/4" }) }))).toEqual(none);
    expect(requestSourceOf(...post({ visit: "{not json" }, { Referer: "http://localhost:3000/sw.js" }))).toEqual(none);
    expect(requestSourceOf(...post({ visit: JSON.stringify({ page: "/contact", ref: "<script>" }) })).referrerHost).toBeNull();
  });
});
