import { describe, expect, it } from "vitest";
import { strictWholeNumber } from "./strict-number";

describe("strictWholeNumber", () => {
  it("reads the digits the site's own forms write", () => {
    expect(strictWholeNumber("1")).toBe(1);
    expect(strictWholeNumber("5")).toBe(5);
    expect(strictWholeNumber("0")).toBe(0);
    expect(strictWholeNumber("120")).toBe(120);
  });

  it("refuses the other spellings Number() would take: exponent, leading zero, spaces, signs, hex, decimals", () => {
    for (const spelling of ["1e0", "05", " 1", "1 ", "+1", "-1", "0x1", "1.0", "", "１", "Infinity", "9999999999999999"]) {
      expect(strictWholeNumber(spelling), spelling).toBeNull();
    }
    expect(strictWholeNumber(null)).toBeNull();
    expect(strictWholeNumber(new File(["1"], "1"))).toBeNull();
  });
});
