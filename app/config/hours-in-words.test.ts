import { describe, expect, it } from "vitest";
import { clockInWords, hoursInWords, hoursLabel } from "./hours-in-words";
import { siteConfig } from "./site";

describe("hours in words", () => {
  it("says the configured regular hours as the pages did by hand", () => {
    expect(siteConfig.hours.regularInWords).toBe("Monday to Saturday from 7 AM to 7 PM");
    // The specification's label, from the same hours.
    expect(siteConfig.hours.regular).toBe("Mon-Sat 7AM-7PM");
    expect(hoursLabel(["Saturday"], "09:00", "13:30")).toBe("Sat 9AM-1:30PM");
  });

  it("says noon, midnight and half hours the way people write them", () => {
    expect(clockInWords("00:00")).toBe("12 AM");
    expect(clockInWords("12:00")).toBe("12 PM");
    expect(clockInWords("08:30")).toBe("8:30 AM");
    expect(hoursInWords(["Saturday"], "09:00", "13:00")).toBe("Saturday from 9 AM to 1 PM");
  });
});
