import { describe, expect, it } from "vitest";
import { currentYear } from "~/lib/current-year";

describe("currentYear", () => {
  it("turns over at midnight in Ontario, not in UTC", () => {
    // 03:30 UTC on January 1 is still December 31 in Toronto.
    expect(currentYear(new Date("2027-01-01T03:30:00Z"))).toBe(2026);
    expect(currentYear(new Date("2027-01-01T05:30:00Z"))).toBe(2027);
  });
});
