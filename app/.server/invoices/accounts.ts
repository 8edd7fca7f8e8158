import { csvCell } from "../requests/leads-format";
import { paymentMethods } from "~/lib/invoice";
import { isOverdue, type Invoice } from "./store";

/** A month's invoices for the accountant: what was invoiced (net of credit notes), the HST collected, what is paid and what is not. */
export interface MonthTotals {
  count: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  unpaidCents: number;
}

/**
 * The totals of a list of invoices and credit notes. A credit note counts negative, so a
 * cancelled invoice and its note add to nothing; paid and unpaid are of the invoices that stand
 * (paid, and unpaid or on account): total = paid + unpaid, to the cent.
 */
export function totalsOf(invoices: readonly Invoice[]): MonthTotals {
  const sum = (pick: (invoice: Invoice) => number, of: readonly Invoice[] = invoices) =>
    of.reduce((total, invoice) => total + pick(invoice), 0);
  const standing = invoices.filter((invoice) => invoice.kind === "invoice" && invoice.status !== "credited");
  return {
    count: invoices.length,
    subtotalCents: sum((invoice) => invoice.subtotalCents),
    taxCents: sum((invoice) => invoice.taxCents),
    totalCents: sum((invoice) => invoice.totalCents),
    paidCents: sum(
      (invoice) => invoice.totalCents,
      standing.filter((invoice) => invoice.status === "paid"),
    ),
    unpaidCents: sum(
      (invoice) => invoice.totalCents,
      standing.filter((invoice) => invoice.status !== "paid"),
    ),
  };
}

/** How an invoice's state reads in the export: paid, unpaid, on account, overdue, credited, credit note. */
export function statusWord(invoice: Invoice, now = new Date()): string {
  if (invoice.kind === "credit-note") return "credit note";
  if (invoice.status === "on-account") return isOverdue(invoice, now) ? "overdue" : "on account";
  return invoice.status === "issued" ? "unpaid" : invoice.status;
}

/** Cents as a spreadsheet reads an amount: "609.01", "-609.01" (digits only: nothing to neutralise). */
const amount = (cents: number) => `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;

const invoiceCsvHeader = "number,date,customer,company,po,subtotal,hst,total,status,paid_at,method";

/** The invoices for the accountant, one row each, cells a spreadsheet will not run as formulas. */
export function invoicesAsCsv(invoices: readonly Invoice[], now = new Date()): string {
  const rows = invoices.map((invoice) =>
    [
      csvCell(invoice.number),
      csvCell(invoice.issuedOn),
      csvCell(invoice.customerName),
      csvCell(invoice.company),
      csvCell(invoice.poNumber),
      amount(invoice.subtotalCents),
      amount(invoice.taxCents),
      amount(invoice.totalCents),
      csvCell(statusWord(invoice, now)),
      csvCell(invoice.paidAt),
      csvCell(invoice.paidMethod ? paymentMethods[invoice.paidMethod] : null),
    ].join(","),
  );
  return `${[invoiceCsvHeader, ...rows].join("\r\n")}\r\n`;
}
