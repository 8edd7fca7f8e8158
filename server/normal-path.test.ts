import { describe, expect, it } from "vitest";
import { normalPath } from "./normal-path";

describe("the normal spelling of a path", () => {
  it("resolves dot segments, plain and percent-encoded", () => {
    expect(normalPath("/./owner/requests/1")).toBe("/owner/requests/1");
    expect(normalPath("/x/../owner/requests/1")).toBe("/owner/requests/1");
    expect(normalPath("/x/%2e%2e/owner")).toBe("/owner");
    expect(normalPath("/x/%2E./owner")).toBe("/owner");
    expect(normalPath("/../../owner")).toBe("/owner");
  });

  it("decodes escaped letters and digits but keeps escapes that mean something else", () => {
    expect(normalPath("/%6fwner")).toBe("/owner");
    expect(normalPath("/%6Fwner/%72equests/1")).toBe("/owner/requests/1");
    expect(normalPath("/owner%20")).toBe("/owner%20");
    expect(normalPath("/owner%2frequests")).toBe("/owner%2frequests");
  });

  it("collapses doubled slashes and drops a trailing one", () => {
    expect(normalPath("//owner//requests/1/")).toBe("/owner/requests/1");
    expect(normalPath("/")).toBe("/");
    expect(normalPath("/services/")).toBe("/services");
  });

  it("leaves a path already normal as it is, case included (status tokens are case-sensitive)", () => {
    for (const path of [
      "/",
      "/roadside",
      "/request/AbC_d-123/photos",
      "/assets/app-Xy9.js",
      "/owner.data",
      "/Services",
      "/owner/requests/10",
    ])
      expect(normalPath(path)).toBe(path);
  });

  it("gives the private pages one spelling: lower-case words, numbers without leading zeros, the token as sent", () => {
    expect(normalPath("/OWNER")).toBe("/owner");
    expect(normalPath("/Owner/requests/07")).toBe("/owner/requests/7");
    expect(normalPath("/owner/REQUESTS/007/Photos/0012")).toBe("/owner/requests/7/photos/12");
    expect(normalPath("/OWNER.data")).toBe("/owner.data");
    expect(normalPath("/REQUEST/AbC_d-123")).toBe("/request/AbC_d-123");
    expect(normalPath("/Request/AbC_d-123/Photos")).toBe("/request/AbC_d-123/photos");
    expect(normalPath("/SMS/Inbound")).toBe("/sms/inbound");
    expect(normalPath("/owners-guide")).toBe("/owners-guide");
  });
});
