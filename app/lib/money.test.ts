import { describe, expect, it } from "vitest";
import { formatCad, formatHundredths, lineCents, parseCents, parseHundredths, taxCents, totalsOf } from "./money";

describe("money in estimates", () => {
  it("reads amounts the ways people type them, in cents", () => {
    const read: Record<string, number> = {
      "80": 8000,
      $80: 8000,
      "80.5": 8050,
      "1,234.5": 123450,
      "1,234.50": 123450,
      "1234.56": 123456,
      "CA$ 95": 9500,
      "95 CAD": 9500,
      " 0.99 ": 99,
      "1,000,000": 100000000,
    };
    for (const [typed, cents] of Object.entries(read)) expect(parseCents(typed), typed).toBe(cents);
  });

  it("refuses what it would have to guess", () => {
    for (const typed of ["", "-5", "1,23", "12,34.5", "1.234", "eighty", "80$$", "1e3", "NaN", "Infinity", "0x10", "9".repeat(30)]) {
      expect(parseCents(typed), typed).toBeNull();
    }
  });

  it("reads quantities and hours to the hundredth", () => {
    expect(parseHundredths("1.5")).toBe(150);
    expect(parseHundredths("2")).toBe(200);
    expect(parseHundredths("0.25")).toBe(25);
    for (const typed of ["0", "-1", "1.255", "one", ""]) expect(parseHundredths(typed), typed).toBeNull();
    expect(formatHundredths(150)).toBe("1.5");
    expect(formatHundredths(225)).toBe("2.25");
    expect(formatHundredths(200)).toBe("2");
  });

  it("rounds each line and the tax half up to the cent", () => {
    expect(lineCents(150, 12999)).toBe(19499); // 1.5 h × $129.99 = $194.985 → $194.99
    expect(lineCents(333, 333)).toBe(1109); // 3.33 × $3.33 = $11.0889 → $11.09
    expect(taxCents(1000)).toBe(130);
    expect(taxCents(1150)).toBe(150); // $1.495 → $1.50
    expect(taxCents(1)).toBe(0); // 0.13 ¢
    expect(taxCents(4)).toBe(1); // 0.52 ¢
  });

  it("totals many lines exactly: tax on the subtotal, not line by line", () => {
    const lines = Array.from({ length: 50 }, () => 1);
    // Fifty lines of one cent: tax on 50 ¢ is 6.5 ¢ → 7 ¢; line by line it would be 0.
    expect(totalsOf(lines)).toEqual({ subtotalCents: 50, taxCents: 7, totalCents: 57 });
    expect(totalsOf([17500, 2 * 12999, 34950])).toEqual({ subtotalCents: 78448, taxCents: 10198, totalCents: 88646 });
    expect(totalsOf([100_000_00, 100_000_00])).toEqual({ subtotalCents: 200_000_00, taxCents: 26_000_00, totalCents: 226_000_00 });
  });

  it("shows dollars for en-CA", () => {
    expect(formatCad(123456)).toBe("$1,234.56");
    expect(formatCad(8000)).toBe("$80.00");
  });
});
