import type { Invoice } from "~/.server/invoices/store";
import { isOverdue } from "~/.server/invoices/store";
import { invoicing, siteConfig } from "~/config/site";
import { lineWords } from "~/lib/estimate";
import { formatTorontoTime } from "~/lib/format-date";
import { dayInWords, invoiceLineWords, paymentMethods } from "~/lib/invoice";
import { formatCad } from "~/lib/money";
import { requestReference } from "~/lib/request-status";
import type { RequestKind } from "~/lib/request-status";
import type { ShownInvoice } from "./invoice-view";

/** Where an invoice's payment stands, in the words both pages use. */
export function paymentWords(invoice: Invoice, related: readonly Invoice[], now = new Date()): ShownInvoice["payment"] {
  if (invoice.kind === "credit-note") {
    const cancelled = related.find((each) => each.id === invoice.credits);
    return { state: "credit-note", words: `Credit note: cancels invoice ${cancelled?.number ?? ""}` };
  }
  if (invoice.status === "credited") {
    const note = related.find((each) => each.credits === invoice.id);
    return { state: "credited", words: `Cancelled by credit note ${note?.number ?? ""}` };
  }
  if (invoice.status === "paid") {
    const method = invoice.paidMethod ? paymentMethods[invoice.paidMethod] : "Paid";
    const when = invoice.paidAt ? formatTorontoTime(invoice.paidAt, { year: true }) : "";
    return {
      state: "paid",
      words: `Paid: ${method}${invoice.paidReference && invoice.paidMethod !== "card" ? ` (${invoice.paidReference})` : ""}, ${when}`,
    };
  }
  if (invoice.status === "on-account" && invoice.dueOn) {
    const overdue = isOverdue(invoice, now);
    return {
      state: overdue ? "overdue" : "on-account",
      words: `${overdue ? "Overdue: was due" : "On account: due"} ${dayInWords(invoice.dueOn)} (net ${invoice.termsDays ?? ""})`,
    };
  }
  return { state: "unpaid", words: "Unpaid" };
}

/**
 * An invoice as every page shows it (the owner's, the driver's, print): every amount formatted,
 * each line with how it stands against the approved estimate, the business's legal facts.
 * `related` are the request's other invoices: the credit note that cancelled it, the one it replaces.
 */
export function showInvoice(invoice: Invoice, related: readonly Invoice[], requestKind: RequestKind, now = new Date()): ShownInvoice {
  const { legalName, address, hstNumber } = invoicing;
  const earlier = related.filter((each) => each.kind === "invoice" && each.id < invoice.id && each.status === "credited").at(-1);
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    title: `${invoice.kind === "credit-note" ? "Credit note" : "Invoice"} ${invoice.number}`,
    date: dayInWords(invoice.issuedOn),
    business: { name: siteConfig.name, legalName, address, hstNumber, phone: siteConfig.phone.display, email: siteConfig.email },
    // A forgotten request's invoice keeps its numbers and the company, not the person.
    customer: invoice.customerName || (invoice.company ? "" : "(removed at the customer's request)"),
    company: invoice.company,
    unit: invoice.unit,
    poNumber: invoice.poNumber,
    reference: requestReference({ id: invoice.request, kind: requestKind }),
    lines: invoice.lines.map((line) => ({ ...invoiceLineWords(line), amount: formatCad(line.amountCents) })),
    removed: invoice.removedLines.map((line) => `${lineWords(line)} = ${formatCad(line.amountCents)}`),
    subtotal: formatCad(invoice.subtotalCents),
    tax: formatCad(invoice.taxCents),
    total: formatCad(invoice.totalCents),
    note: invoice.kind === "credit-note" ? invoice.note : "",
    replaces: invoice.kind === "invoice" && earlier ? `Replaces invoice ${earlier.number}, cancelled by a credit note.` : null,
    payment: paymentWords(invoice, related, now),
  };
}

/** Whether the invoice still waits for its money (unpaid or on account, overdue or not). */
export const isPayable = (invoice: Invoice) =>
  invoice.kind === "invoice" && (invoice.status === "issued" || invoice.status === "on-account");

/** The request's invoice that counts now: the newest invoice not cancelled. */
export const currentInvoice = (invoices: readonly Invoice[]) =>
  invoices.filter((each) => each.kind === "invoice" && each.status !== "credited").at(-1) ?? null;
