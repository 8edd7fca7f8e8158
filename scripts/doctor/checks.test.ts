import { describe, expect, it } from "vitest";
import {
  checkBuild,
  checkEmail,
  checkEmailConfigured,
  checkTrustProxy,
  checkOwnerClaims,
  checkPasswordHashing,
  checkPhone,
  checkReviews,
  checkSiteUrl,
  formatResult,
} from "./checks";

describe("phone check", () => {
  it("blocks the fictional 555-01xx default and names it", () => {
    const result = checkPhone({ display: "(519) 555-0142", e164: "+15195550142" });
    expect(result).toMatchObject({ ok: false, severity: "blocker" });
    expect(result.detail).toContain("(519) 555-0142");
  });

  it("blocks every number of the 555-0100 to 555-0199 range, in any area code", () => {
    for (const e164 of ["+12895550100", "+19055550199"]) expect(checkPhone({ display: e164.slice(2), e164 }).ok).toBe(false);
  });

  it("passes a real number whose display and dialled digits match", () => {
    expect(checkPhone({ display: "(519) 555-1234", e164: "+15195551234" }).ok).toBe(true);
    expect(checkPhone({ display: "1-905-322-7788", e164: "+19053227788" }).ok).toBe(true);
  });

  it("blocks a shown number that is not the number dialled", () => {
    const result = checkPhone({ display: "(519) 555-1234", e164: "+15195551235" });
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/not the number dialled/);
  });

  it("blocks a dial string that is not a North American number", () => {
    expect(checkPhone({ display: "555-1234", e164: "5551234" }).ok).toBe(false);
    expect(checkPhone({ display: "(019) 555-1234", e164: "+10195551234" }).ok).toBe(false);
  });
});

describe("e-mail check", () => {
  it("blocks example.com and the other reserved domains", () => {
    for (const email of ["service@example.com", "a@mail.example.org", "a@shop.test", "a@localhost"]) {
      const result = checkEmail(email);
      expect(result, email).toMatchObject({ ok: false, severity: "blocker" });
    }
    expect(checkEmail("service@example.com").detail).toContain("service@example.com");
  });

  it("blocks something that is not an address, and passes a real one", () => {
    expect(checkEmail("nobody").ok).toBe(false);
    expect(checkEmail("dispatch@somobilediesel.ca").ok).toBe(true);
  });
});

describe("site URL check", () => {
  it("blocks the default placeholder and names it", () => {
    const result = checkSiteUrl("https://www.example.com");
    expect(result).toMatchObject({ ok: false, severity: "blocker" });
    expect(result.detail).toContain("https://www.example.com");
  });

  it("blocks an address that is not https:", () => {
    const result = checkSiteUrl("http://www.somobilediesel.ca");
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/not https:/);
  });

  it("blocks localhost and passes a public https address", () => {
    expect(checkSiteUrl("https://localhost:3000").ok).toBe(false);
    expect(checkSiteUrl("https://www.somobilediesel.ca")).toMatchObject({ ok: true, detail: "https://www.somobilediesel.ca" });
  });
});

describe("reviews check", () => {
  it("blocks while the samples show, and passes from three published reviews or with the samples off", () => {
    expect(checkReviews(true, 0)).toMatchObject({ ok: false, severity: "blocker" });
    expect(checkReviews(true, 2).detail).toMatch(/samples: 2 real reviews are published, and 3 replace them/);
    expect(checkReviews(true, 1).detail).toMatch(/1 real review is published/);
    expect(checkReviews(true, 3).ok).toBe(true);
    expect(checkReviews(false, 0).ok).toBe(true);
  });
});

describe("e-mail configuration check", () => {
  it("warns, naming what is missing, when SMTP_URL or LEADS_NOTIFY_TO is not set", () => {
    const none = checkEmailConfigured({});
    expect(none).toMatchObject({ ok: false, severity: "warning" });
    expect(none.detail).toMatch(/SMTP_URL and LEADS_NOTIFY_TO not set/);
    expect(checkEmailConfigured({ SMTP_URL: "smtp://mail.example.net:587" }).detail).toMatch(/^LEADS_NOTIFY_TO not set/);
    expect(checkEmailConfigured({ SMTP_URL: "smtp://mail.x.ca:587", LEADS_NOTIFY_TO: "owner@x.ca" }).ok).toBe(true);
  });
});

describe("build check", () => {
  const built = { siteUrl: "https://www.somobilediesel.ca", builtAt: "2026-11-01T10:00:00.000Z", contentHash: "abc" };

  it("passes when the build was made from the current content and SITE_URL", () => {
    expect(checkBuild({ info: built, currentContentHash: "abc", siteUrl: built.siteUrl }).ok).toBe(true);
  });

  it("warns when the content or config changed after the build", () => {
    const result = checkBuild({ info: built, currentContentHash: "def", siteUrl: built.siteUrl });
    expect(result).toMatchObject({ ok: false, severity: "warning" });
    expect(result.detail).toMatch(/changed after the build/);
  });

  it("warns when there is no build, when the build recorded no hash, and when SITE_URL changed", () => {
    expect(checkBuild({ info: null, currentContentHash: "abc", siteUrl: built.siteUrl }).detail).toMatch(/no build/);
    const { contentHash: _omitted, ...older } = built;
    expect(checkBuild({ info: older, currentContentHash: "abc", siteUrl: built.siteUrl }).ok).toBe(false);
    expect(checkBuild({ info: built, currentContentHash: "abc", siteUrl: "https://somobilediesel.ca" }).detail).toMatch(/SITE_URL is now/);
  });
});

describe("owner claims check", () => {
  it("warns and lists each claim the owner has not confirmed", () => {
    const result = checkOwnerClaims({
      serviceTrucks: { text: "Fully equipped service trucks", confirmed: false },
      invoices: { text: "Itemized invoices", confirmed: true },
    });
    expect(result).toMatchObject({ ok: false, severity: "warning" });
    expect(result.detail).toContain('serviceTrucks ("Fully equipped service trucks")');
    expect(result.detail).not.toContain("invoices");
    expect(checkOwnerClaims({ invoices: { text: "Itemized invoices", confirmed: true } }).ok).toBe(true);
  });

  it("asks the owner to confirm the specification's DOT-certified claim and the toast's call-back time in the shipped config", async () => {
    const { siteConfig } = await import("~/config/site");
    const { ownerClaims } = await import("~/config/owner-claims");
    const result = checkOwnerClaims(ownerClaims);
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('technicians ("Red Seal and DOT-certified technicians")');
    expect(result.detail).toContain(`quoteCallBack ("${siteConfig.quoteCallBack}")`);
  });

  it("lists the average response time while the owner has not confirmed it, and drops it once confirmed", async () => {
    const { siteConfig } = await import("~/config/site");
    const { ownerClaims } = await import("~/config/owner-claims");
    const listed = `responseTime ("${siteConfig.responseClaim}")`;
    const result = checkOwnerClaims(ownerClaims);
    expect(result).toMatchObject({ ok: false, severity: "warning" });
    expect(result.detail).toContain(listed);
    const confirmed = checkOwnerClaims({ ...ownerClaims, responseTime: { ...ownerClaims.responseTime, confirmed: true } });
    expect(confirmed.detail).not.toContain(listed);
  });
});

describe("output line", () => {
  it("is one line: ✓ for a pass, ✗ with what to do and whether it blocks the launch for a failure", () => {
    expect(formatResult(checkReviews(false, 0))).toMatch(/^✓ Reviews: /);
    const blocker = formatResult(checkReviews(true, 0));
    expect(blocker).toMatch(/^✗ Reviews: .* \[launch blocker\]$/);
    expect(formatResult(checkEmailConfigured({}))).toMatch(/^✗ Request e-mails: .* \[warning\]$/);
    expect(blocker).not.toContain("\n");
  });
});

describe("password hashing check", () => {
  it("passes OWASP's 128 MiB, and warns below it that it is for test runs, saying how to undo it", () => {
    expect(formatResult(checkPasswordHashing({ PASSWORD_HASH_MIB: 128 }))).toBe(
      "✓ Password hashing (PASSWORD_HASH_MIB): scrypt with 128 MiB per hash (OWASP's recommendation: 128)",
    );
    const lowered = checkPasswordHashing({ PASSWORD_HASH_MIB: 8 });
    expect(lowered).toMatchObject({ ok: false, severity: "warning" });
    expect(lowered.detail).toMatch(/8 MiB per hash, below OWASP's recommended 128.*test runs.*npm run owner -- add EMAIL/);
  });
});

describe("proxy check", () => {
  it("warns when an https: site is served without trusting its proxy, and says what that costs", () => {
    const result = checkTrustProxy({ SITE_URL: "https://www.yourshop.ca", TRUST_PROXY: false });
    expect(result).toMatchObject({ ok: false, severity: "warning" });
    expect(result.detail).toMatch(/not marked Secure/);
    expect(result.detail).toMatch(/TRUST_PROXY=1/);
    expect(checkTrustProxy({ SITE_URL: "https://www.yourshop.ca", TRUST_PROXY: true }).ok).toBe(true);
  });
});
