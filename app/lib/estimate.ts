import { formatCad, formatHundredths, lineCents, totalsOf, type Totals } from "./money";

/** One line of an estimate, as kept and shown. */
export interface EstimateLine {
  kind: "call-out" | "labour" | "part";
  description: string;
  /** Hours for labour, units for a part, 1 for the call-out: in hundredths. */
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export const makeLine = (kind: EstimateLine["kind"], description: string, quantity: number, unitCents: number): EstimateLine => ({
  kind,
  description,
  quantity,
  unitCents,
  amountCents: lineCents(quantity, unitCents),
});

export const estimateTotals = (lines: readonly EstimateLine[]): Totals => totalsOf(lines.map((line) => line.amountCents));

/** How a line reads: "Labour: 1.5 h × $129.99" or "Air dryer cartridge: 2 × $45.00". */
export function lineWords(line: EstimateLine): string {
  if (line.kind === "call-out") return line.description || "Call-out";
  if (line.kind === "labour") return `${line.description || "Labour"}: ${formatHundredths(line.quantity)} h × ${formatCad(line.unitCents)}`;
  return `${line.description}: ${formatHundredths(line.quantity)} × ${formatCad(line.unitCents)}`;
}

/** What changed from one version to the next, line by line (matched by kind and description). */
export function estimateChanges(before: readonly EstimateLine[], after: readonly EstimateLine[]) {
  const key = (line: EstimateLine) => `${line.kind}|${line.description.toLowerCase()}`;
  const old = new Map(before.map((line) => [key(line), line]));
  const now = new Map(after.map((line) => [key(line), line]));
  return {
    added: after.filter((line) => !old.has(key(line))),
    removed: before.filter((line) => !now.has(key(line))),
    changed: after.filter((line) => {
      const was = old.get(key(line));
      return was !== undefined && (was.quantity !== line.quantity || was.unitCents !== line.unitCents);
    }),
  };
}
