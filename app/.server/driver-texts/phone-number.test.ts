import { describe, expect, it } from "vitest";
import { displayNumber, textableNumber, toE164 } from "./phone-number";

describe("phone numbers texts go to", () => {
  it("reads the ways drivers type a North American number", () => {
    for (const typed of ["519-555-0100", "(519) 555-0100", "519.555.0100", "+1 519 555 0100", "1-519-555-0100", "5195550100"]) {
      expect(toE164(typed)).toBe("+15195550100");
    }
  });

  it("refuses what is not a number the provider can text", () => {
    for (const typed of ["555-0100", "+44 20 7946 0958", "119-555-0100", "519-155-0100", "call me", ""]) expect(toE164(typed)).toBeNull();
    expect(textableNumber("1-800-555-0199")).toBeNull();
    expect(textableNumber("888 555 0199")).toBeNull();
    expect(textableNumber("226-555-0142")).toBe("+12265550142");
  });

  it("shows a number the way the owner dials it", () => {
    expect(displayNumber("+15195550100")).toBe("519-555-0100");
  });
});
