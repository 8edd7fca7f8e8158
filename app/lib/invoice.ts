import { estimateChanges, lineWords, type EstimateLine } from "./estimate";
import { formatCad, totalsOf, type Totals } from "./money";

/**
 * One line of an invoice: an estimate's line, and how it differs from the approved estimate.
 * The invoice says so line by line ("added after approval"), so the customer sees at a glance
 * what they did not approve.
 */
export interface InvoiceLine extends EstimateLine {
  change: null | { kind: "added" } | { kind: "changed"; approved: Pick<EstimateLine, "quantity" | "unitCents" | "amountCents"> };
}

/** Where an invoice's payment stands. A credit note is "issued" (it is never paid, it cancels). */
export type InvoiceStatus = "issued" | "on-account" | "paid" | "credited";

/** How an invoice was paid: by card through Stripe, or marked by the owner. */
export const paymentMethods = {
  card: "Card (online)",
  cash: "Cash",
  "card-terminal": "Card terminal",
  cheque: "Cheque",
  "e-transfer": "E-transfer",
} as const;
export type PaymentMethod = keyof typeof paymentMethods;

/** How a payment reads in a sentence: "we received $609.01 by card". */
export const paidHowWords: Record<PaymentMethod, string> = {
  card: "by card",
  cash: "in cash",
  "card-terminal": "by card",
  cheque: "by cheque",
  "e-transfer": "by e-transfer",
};
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === "string" && Object.hasOwn(paymentMethods, value);

/** Canada's tax law asks a business to keep its records, invoices among them, six years. */
export const invoiceKeepYears = 6;

/** The owner's choices of terms for an invoice put on account: net 15, 30, 45, 60 days. */
export const accountTerms = [15, 30, 45, 60] as const;

/**
 * The invoice's lines against the approved estimate's: each line marked when it was added after
 * the approval or changed since (with what was approved), and the approved lines left off.
 * Lines are matched by kind and description, as the estimate's versions are.
 */
export function linesAgainstApproval(
  approved: readonly EstimateLine[],
  lines: readonly EstimateLine[],
): { lines: InvoiceLine[]; removed: EstimateLine[] } {
  const { added, removed, changed } = estimateChanges(approved, lines);
  const key = (line: EstimateLine) => `${line.kind}|${line.description.toLowerCase()}`;
  const approvedByKey = new Map(approved.map((line) => [key(line), line]));
  return {
    lines: lines.map((line): InvoiceLine => {
      const plain = { kind: line.kind, description: line.description, quantity: line.quantity, unitCents: line.unitCents };
      if (added.includes(line)) return { ...plain, amountCents: line.amountCents, change: { kind: "added" } };
      if (changed.includes(line)) {
        const was = approvedByKey.get(key(line))!;
        return {
          ...plain,
          amountCents: line.amountCents,
          change: { kind: "changed", approved: { quantity: was.quantity, unitCents: was.unitCents, amountCents: was.amountCents } },
        };
      }
      return { ...plain, amountCents: line.amountCents, change: null };
    }),
    removed: [...removed],
  };
}

export const invoiceTotals = (lines: readonly EstimateLine[]): Totals => totalsOf(lines.map((line) => line.amountCents));

/** "Labour: 2 h × $129.99", and how it stands against the approval. */
export function invoiceLineWords(line: InvoiceLine): { words: string; change: string | null } {
  const words = lineWords({ ...line, unitCents: Math.abs(line.unitCents) });
  if (!line.change) return { words, change: null };
  if (line.change.kind === "added") return { words, change: "Added after approval" };
  return {
    words,
    change: `Changed after approval (approved: ${lineWords({ ...line, ...line.change.approved })} = ${formatCad(line.change.approved.amountCents)})`,
  };
}

/** "2026-0007": the year and the place in its sequence, four digits at least. */
export const invoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, "0")}`;

const torontoDayParts = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "America/Toronto",
});

/** The day of a moment in Ontario, YYYY-MM-DD: an invoice's date and the year of its number. */
export function torontoDay(moment: Date): string {
  const parts = Object.fromEntries(torontoDayParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A day plus some days, as days (no time zone in between): a due date from the invoice's date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayWords = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "November 27, 2026" for 2026-11-27. */
export const dayInWords = (day: string) => dayWords.format(new Date(`${day}T12:00:00Z`));

/** "2026-11" → "November 2026". */
export const monthInWords = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
