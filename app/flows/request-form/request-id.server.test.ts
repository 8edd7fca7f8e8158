import { describe, expect, it } from "vitest";
import { provesSender, requestIdentityOf } from "./request-id.server";

const context = { clientIp: "203.0.113.9", https: false };
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const post = (cookie?: string) => new Request("http://localhost/roadside", { method: "POST", headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string | undefined) => setCookie?.split(";")[0] ?? "";

describe("a request's identity", () => {
  it("takes the form's id only in the form the site makes (32 hex digits); any other is replaced by a derived one", async () => {
    const site = "0123456789abcdef0123456789abcdef";
    expect((await requestIdentityOf(post(), formOf({ requestId: site }), context, "roadside", [])).requestId).toBe(site);
    for (const sent of ["aaaaaaaaaaaaaaaa", site.toUpperCase(), `${site}0`, "derived-abcdefghijklmnopqrstuvwxyzABCDEF"]) {
      const { requestId } = await requestIdentityOf(post(), formOf({ requestId: sent }), context, "roadside", ["519"]);
      expect(requestId, sent).toMatch(/^derived-/);
      expect(requestId, sent).not.toBe(sent);
    }
  });

  it("derives the same id from the same fields and address, another from another address", async () => {
    const a = await requestIdentityOf(post(), formOf({}), context, "roadside", ["519", "Exit 109"]);
    const b = await requestIdentityOf(post(), formOf({}), context, "roadside", ["519", "Exit 109"]);
    const c = await requestIdentityOf(post(), formOf({}), { ...context, clientIp: "198.51.100.1" }, "roadside", ["519", "Exit 109"]);
    expect(a.requestId).toBe(b.requestId);
    expect(c.requestId).not.toBe(a.requestId);
  });

  it("is proved again by the same key, or by the cookie the first answer set; not by another key or browser", async () => {
    const key = "ffffffffffffffffffffffffffffffff";
    const first = await requestIdentityOf(post(), formOf({ requestKey: key }), context, "roadside", []);
    expect(first.setCookie).toMatch(/^request-sender=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const sameKey = await requestIdentityOf(post(), formOf({ requestKey: key }), context, "roadside", []);
    expect(provesSender(sameKey, first.senderHash)).toBe(true);
    const otherKey = await requestIdentityOf(post(), formOf({ requestKey: "e".repeat(32) }), context, "roadside", []);
    expect(provesSender(otherKey, first.senderHash)).toBe(false);

    const noJs = await requestIdentityOf(post(), formOf({}), context, "roadside", []);
    const sameBrowser = await requestIdentityOf(post(cookieOf(noJs.setCookie)), formOf({}), context, "roadside", []);
    expect(sameBrowser.setCookie).toBeUndefined();
    expect(provesSender(sameBrowser, noJs.senderHash)).toBe(true);
    const otherBrowser = await requestIdentityOf(post(), formOf({}), context, "roadside", []);
    expect(provesSender(otherBrowser, noJs.senderHash)).toBe(false);
    expect(provesSender(sameBrowser, null)).toBe(false);
  });

  it("sets the cookie Secure and __Host- over HTTPS", async () => {
    const { setCookie } = await requestIdentityOf(post(), formOf({}), { ...context, https: true }, "roadside", []);
    expect(setCookie).toMatch(/^__Host-request-sender=.+; Secure/);
  });
});
