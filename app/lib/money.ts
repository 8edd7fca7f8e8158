/**
 * Money as the estimates keep it: integer cents, Canadian dollars, shown for en-CA. Shared by
 * the server and the owner's form (its live totals), so free of dependencies.
 */

/** Ontario's HST: 13 % (5 % federal and 8 % provincial, harmonized), on the subtotal. */
export const hstPercent = 13;

/** No line of an estimate is worth more than this: a typing slip, not a repair. */
export const maxLineCents = 100_000_00;

const cad = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

/** "$1,234.56" */
export const formatCad = (cents: number) => cad.format(cents / 100);

/**
 * Cents from an amount as people type it: "80", "$80", "80.5", "1,234.50", "CA$ 95", "95 CAD".
 * Commas only as thousands separators (so "1,23" is refused, not guessed); at most two
 * decimals; never negative. Null for anything else.
 */
export function parseCents(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^(CA\$|C\$|\$|CAD)\s*/i, "")
    .replace(/\s*(CAD|\$)$/i, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.replace(/,/g, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Hundredths from a quantity or hours ("1.5" → 150, "2" → 200); more than two decimals or zero refused. */
export function parseHundredths(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return hundredths > 0 && Number.isSafeInteger(hundredths) ? hundredths : null;
}

/** "1.5" for 150 hundredths, "2" for 200. */
export const formatHundredths = (hundredths: number) =>
  hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2).replace(/0$/, "");

/** a × b / divisor, rounded half up, for non-negative integers (exact: no floating point in between). */
function mulDivHalfUp(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (2n * d));
}

/** A line's amount: quantity (hundredths) × unit price (cents), to the cent, half up. */
export const lineCents = (quantityHundredths: number, unitCents: number) => mulDivHalfUp(quantityHundredths, unitCents, 100);

/** The tax on a subtotal, to the cent, half up. */
export const taxCents = (subtotalCents: number) => mulDivHalfUp(subtotalCents, hstPercent, 100);

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function totalsOf(lineAmounts: readonly number[]): Totals {
  const subtotalCents = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const tax = taxCents(subtotalCents);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
