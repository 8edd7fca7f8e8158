import { describe, expect, it } from "vitest";
import { arrivalFrom } from "./arrival-time";

describe("the arrival time the owner gives", () => {
  const now = new Date("2026-11-27T08:10:00.000Z"); // 3:10 AM in Toronto (EST, UTC−5)

  it("is now plus the quick choice", () => {
    expect(arrivalFrom("45", "", now)).toEqual({ at: "2026-11-27T08:55:00.000Z" });
    expect(arrivalFrom("90", "", now)).toEqual({ at: "2026-11-27T09:40:00.000Z" });
  });

  it("reads a clock time as Toronto's, the next time the clock shows it", () => {
    expect(arrivalFrom("clock", "03:45", now)).toEqual({ at: "2026-11-27T08:45:00.000Z" });
    // A few minutes past counts as today, not tomorrow.
    expect(arrivalFrom("clock", "3:05", now)).toEqual({ at: "2026-11-27T08:05:00.000Z" });
    // Earlier than that is tomorrow's.
    expect(arrivalFrom("clock", "01:30", now)).toEqual({ at: "2026-11-28T06:30:00.000Z" });
  });

  it("follows daylight time in summer (EDT, UTC−4)", () => {
    expect(arrivalFrom("clock", "15:45", new Date("2026-07-10T18:00:00.000Z"))).toEqual({ at: "2026-07-10T19:45:00.000Z" });
  });

  it("keeps, clears, or refuses what it cannot read", () => {
    expect(arrivalFrom("keep", "", now)).toEqual({ at: undefined });
    expect(arrivalFrom("none", "", now)).toEqual({ at: null });
    expect(arrivalFrom("44", "", now)).toHaveProperty("error");
    expect(arrivalFrom("clock", "25:00", now)).toHaveProperty("error");
    expect(arrivalFrom("clock", "", now)).toHaveProperty("error");
  });
});
