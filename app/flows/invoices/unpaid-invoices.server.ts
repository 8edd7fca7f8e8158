import type { AppLoadContext } from "react-router";
import { isOverdue } from "~/.server/invoices/store";
import { dayInWords } from "~/lib/invoice";
import { formatCad } from "~/lib/money";

/** The inbox's list of what is owed: every invoice unpaid or on account, those overdue first, then the oldest. */
export async function unpaidForInbox(context: AppLoadContext) {
  const now = new Date();
  const unpaid = await context.invoices.unpaid();
  return unpaid
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      customer: [invoice.customerName, invoice.company].filter(Boolean).join(", ") || "(removed)",
      total: formatCad(invoice.totalCents),
      overdue: isOverdue(invoice, now),
      standing:
        invoice.status === "on-account" && invoice.dueOn
          ? `${isOverdue(invoice, now) ? "overdue since" : "due"} ${dayInWords(invoice.dueOn)}`
          : `unpaid since ${dayInWords(invoice.issuedOn)}`,
    }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue));
}

export type UnpaidInvoice = Awaited<ReturnType<typeof unpaidForInbox>>[number];
