import { describe, expect, it } from "vitest";
import { addDays, lastDays, shortDayLabel, torontoDayOf } from "./days";

describe("the counts' days", () => {
  it("begin at midnight in Ontario, whatever the server's zone", () => {
    expect(torontoDayOf("2026-11-21T04:59:59.000Z")).toBe("2026-11-20");
    expect(torontoDayOf("2026-11-21T05:00:00.000Z")).toBe("2026-11-21");
    // Daylight time: midnight is 04:00 UTC.
    expect(torontoDayOf(Date.parse("2026-07-01T03:59:00.000Z"))).toBe("2026-06-30");
  });

  it("count back across months and years, today included", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(lastDays(3, Date.parse("2027-01-01T17:00:00.000Z"))).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
  });

  it("read short in a narrow column", () => {
    expect(shortDayLabel("2026-11-20")).toBe("Nov 20");
  });
});
