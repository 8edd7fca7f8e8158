import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every file a reader's words come from: content data, posts, routes and components. */
function wordsFiles(): string[] {
  const roots = ["app/content", "app/routes", "app/components", "content/posts"];
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|md)$/.test(file) && !file.includes(".test."))
      .map((file) => path.join(root, file)),
  );
}

const offending = (pattern: RegExp) =>
  wordsFiles().flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );

describe("what the site claims", () => {
  it("holds claims beyond the specification's only in the business config, where the owner confirms them", () => {
    // ownerClaims holds these as owner-editable claims; pages may not restate them on their own.
    expect(offending(/fully equipped|OEM-level|OEM level|all we do/i)).toEqual([]);
  });

  it("never promises a repair price before diagnosis (the pricing policy in siteConfig.pricing)", () => {
    expect(
      offending(/(repair|exact) (price|quote|cost)[^.]*before (we|a truck|the truck|dispatch)|figure you agreed to at the roadside/i),
    ).toEqual([]);
  });

  it("states the response time only from the business config (decision: nothing else hard-codes it)", () => {
    expect(offending(/under \d+ min/i)).toEqual([]);
  });

  it("does not explain DOT as a Canadian certification", () => {
    expect(offending(/DOT (certification|certificate)s? (is|are|means)|hold Red Seal and DOT certifications/i)).toEqual([]);
  });

  it("never blames wind for gelled or waxed fuel: wind chill cools skin, and parked fuel gets no colder than the air", () => {
    const blamed = wordsFiles().flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split(/(?<=[.!?])\s+|\n/)
        .filter((sentence) => /\b(?:winds?|squalls?)\b/i.test(sentence) && /\b(?:gel\w*|wax\w*)\b/i.test(sentence))
        .map((sentence) => `${file}: ${sentence.trim()}`),
    );
    expect(blamed).toEqual([]);
  });

  it("keeps the specification's technician claim and the quote toast's promise among the claims the owner confirms", async () => {
    const { siteConfig } = await import("~/config/site");
    const { ownerClaims } = await import("~/config/owner-claims");
    expect(ownerClaims.technicians.text).toBe(siteConfig.claims[0]);
    expect(siteConfig.claims[0]).toBe("Red Seal and DOT-certified technicians");
    expect(ownerClaims.quoteCallBack.text).toBe(siteConfig.quoteCallBack);
    // The specification's words, at the default the owner confirms or changes.
    expect(siteConfig.quoteCallBack).toBe("We'll contact you within 30 minutes during business hours.");
    // Nothing else writes the promise out: the toast and the confirmation page read it from the config.
    expect(offending(/within \d+ minutes during business hours/i)).toEqual([]);
  });

  it("keeps the average response time among the claims the owner confirms, as the pages show it", async () => {
    const { siteConfig } = await import("~/config/site");
    const { ownerClaims } = await import("~/config/owner-claims");
    // The claim the home page, the city pages and the service pages show, word for word.
    expect(ownerClaims.responseTime.text).toBe(siteConfig.responseClaim);
    expect(siteConfig.responseClaim).toBe(`Average response under ${siteConfig.responseMinutes} minutes`);
    // Shipped unconfirmed: only the owner's dispatch records can make it true.
    expect(ownerClaims.responseTime.confirmed).toBe(false);
  });
});
