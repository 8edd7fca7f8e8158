import { describe, expect, it } from "vitest";
import { isOwnerPath, isPrivatePath } from "./private-paths";

describe("private paths", () => {
  it("know the owner's pages however the address is spelled", () => {
    for (const path of [
      "/owner",
      "/owner/",
      "/owner/requests/4",
      "/OWNER",
      "/Owner/requests/4",
      "/%6fwner",
      "/%6Fwner/sign-in",
      "/owner.data",
      "/OWNER.data",
      "/owner%20",
      "/owner%20/requests/1",
      "//owner/requests/1",
      "/owner%2Frequests%2F1",
    ])
      expect(isOwnerPath(path), path).toBe(true);
    for (const path of ["/", "/owners-manual", "/ownership", "/contact", "/services/owner-operators"])
      expect(isOwnerPath(path), path).toBe(false);
  });

  it("count status pages as private too, and the addresses their forms post to", () => {
    expect(isPrivatePath("/request/abc")).toBe(true);
    for (const post of ["photos", "message", "estimate", "review", "message.data", "pay", "invoice", "payment"])
      expect(isPrivatePath(`/request/abc/${post}`), post).toBe(true);
    for (const post of ["estimate", "reply", "invoice"]) expect(isPrivatePath(`/owner/requests/4/${post}`), post).toBe(true);
    for (const path of ["/stripe/webhook", "/STRIPE/webhook", "/owner/invoices", "/owner/invoices.csv", "/owner/invoices/3"])
      expect(isPrivatePath(path), path).toBe(true);
    expect(isPrivatePath("/REQUEST/abc")).toBe(true);
    expect(isPrivatePath("/request%20/abc")).toBe(true);
    expect(isPrivatePath("/roadside")).toBe(false);
    expect(isPrivatePath("/requests-for-quotes")).toBe(false);
  });
});
