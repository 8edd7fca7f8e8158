import { describe, expect, it } from "vitest";
import { postOrigin } from "./same-origin";

const siteUrl = "https://www.example.com";
const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/owner/requests/1", { method: "POST", headers: { Host: "127.0.0.1:3000", ...headers } });

describe("where a post comes from", () => {
  it("is the site itself when the browser names its address, or SITE_URL", () => {
    expect(postOrigin(post({ Origin: "http://127.0.0.1:3000" }), { siteUrl, https: false })).toBe("same");
    expect(postOrigin(post({ Origin: siteUrl }), { siteUrl, https: false })).toBe("same");
    expect(postOrigin(post({ "Sec-Fetch-Site": "same-origin" }), { siteUrl, https: false })).toBe("same");
  });

  it("counts the scheme the visitor saw: behind an HTTPS proxy, http:// is another origin", () => {
    expect(postOrigin(post({ Origin: "https://127.0.0.1:3000" }), { siteUrl, https: true })).toBe("same");
    expect(postOrigin(post({ Origin: "http://127.0.0.1:3000" }), { siteUrl, https: true })).toBe("cross");
  });

  it("is another site's for any other Origin, a null one, or Sec-Fetch-Site: cross-site", () => {
    expect(postOrigin(post({ Origin: "https://evil.example" }), { siteUrl, https: false })).toBe("cross");
    expect(postOrigin(post({ Origin: "null" }), { siteUrl, https: false })).toBe("cross");
    expect(postOrigin(post({ Origin: siteUrl, "Sec-Fetch-Site": "cross-site" }), { siteUrl, https: false })).toBe("cross");
  });

  it("is unknown when the sender says nothing (not a browser): the owner's pages refuse it, public forms take it", () => {
    expect(postOrigin(post({}), { siteUrl, https: false })).toBe("unknown");
  });
});
