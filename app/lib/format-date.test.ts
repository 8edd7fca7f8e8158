import { describe, expect, it } from "vitest";
import { formatPostDate, isoDay } from "./format-date";

describe("formatPostDate", () => {
  it("writes month, day and year in US English", () => {
    expect(formatPostDate("2025-03-05")).toBe("March 5, 2025");
    expect(formatPostDate("2026-11-18")).toBe("November 18, 2026");
  });

  it("accepts a Date", () => {
    expect(formatPostDate(new Date(Date.UTC(2025, 0, 22)))).toBe("January 22, 2025");
  });

  it("never shifts an ISO date by a day, whatever the local time zone", () => {
    // An ISO date is UTC midnight: in Toronto that is still the evening before.
    expect(formatPostDate(new Date("2025-01-01"))).toBe("January 1, 2025");
    expect(formatPostDate("2025-12-31")).toBe("December 31, 2025");
    expect(formatPostDate("2025-03-05T23:30:00Z")).toBe("March 5, 2025");
  });

  it("rejects something that is not a date", () => {
    expect(() => formatPostDate("not a date")).toThrow(RangeError);
  });
});

describe("isoDay", () => {
  it("gives the YYYY-MM-DD form for a dateTime attribute", () => {
    expect(isoDay(new Date("2025-03-05"))).toBe("2025-03-05");
    expect(isoDay("2026-02-05")).toBe("2026-02-05");
  });
});
