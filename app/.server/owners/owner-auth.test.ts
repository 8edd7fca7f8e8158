import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ownerSessions, safeNext } from "./owner-auth";

const contextFor = (https: boolean) =>
  ({
    https,
    owners: { cookieSecret: async () => "test-secret", createSession: async () => "new-session-id" },
  }) as unknown as AppLoadContext;

describe("owner sessions", () => {
  it("behind HTTPS use a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain", async () => {
    const storage = await ownerSessions(contextFor(true));
    const session = await storage.getSession();
    session.set("ownerId", 1);
    const header = await storage.commitSession(session);
    expect(header).toMatch(/^__Host-owner-session=/);
    for (const part of ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]) expect(header).toContain(part);
    expect(header).not.toMatch(/Domain=/i);
    // The cookie carries a signed id, not the session's data.
    expect(header).not.toContain("ownerId");
  });

  it("over plain HTTP (a test server) use a plain cookie the browser will keep", async () => {
    const header = await (
      await ownerSessions(contextFor(false))
    ).commitSession(await (await ownerSessions(contextFor(false))).getSession());
    expect(header).toMatch(/^owner-session=/);
    expect(header).not.toContain("Secure");
  });
});

describe("owner posts and redirects", () => {
  it("send the owner on only to a page of the inbox", () => {
    expect(safeNext("/owner/requests/4")).toBe("/owner/requests/4");
    expect(safeNext("/owner?filter=spam")).toBe("/owner?filter=spam");
    for (const hostile of ["https://evil.example", "//evil.example", "/contact", "/owner/../contact", null])
      expect(safeNext(hostile)).toBe("/owner");
  });
});
