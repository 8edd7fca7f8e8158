import { describe, expect, it } from "vitest";
import { createAddressHasher } from "./address-hash";

describe("what is kept of an address", () => {
  const hash = createAddressHasher("the site's own key");
  const noon = new Date("2026-11-27T17:00:00Z");

  it("is the same for one address all day, and never the address", () => {
    const first = hash("203.0.113.9", noon);
    expect(first).toBe(hash("203.0.113.9", new Date("2026-11-28T04:59:00Z")));
    expect(first).not.toContain("203.0.113.9");
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash("203.0.113.10", noon)).not.toBe(first);
  });

  it("changes with the day in Ontario and with the key, so nobody is followed across days or databases", () => {
    // Midnight in Toronto (05:00 UTC in November) starts a new day.
    expect(hash("203.0.113.9", new Date("2026-11-28T05:00:00Z"))).not.toBe(hash("203.0.113.9", noon));
    expect(createAddressHasher("another key")("203.0.113.9", noon)).not.toBe(hash("203.0.113.9", noon));
    expect(hash(null, noon)).toBeNull();
  });
});
