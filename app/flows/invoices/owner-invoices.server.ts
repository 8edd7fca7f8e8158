import type { AppLoadContext } from "react-router";
import type { StoredRequest } from "~/.server/requests/store";
import { draftOf } from "~/flows/estimates/shown-estimate";
import { formatCad } from "~/lib/money";
import { approvedEstimate, billToOf, invoiceNotYet } from "./invoice-draft";
import { currentInvoice, paymentWords } from "./shown-invoice";

/**
 * The invoice part of the owner's request page (its one field for it): the request's invoices
 * and credit notes, and, while it has no live invoice, the form that makes it, filled from the
 * approved estimate (or from the cancelled invoice it corrects), or why none can be made yet.
 * Invoicing is the owner's: a technician's page lists the invoices without the form.
 */
export async function invoicesForOwner(context: AppLoadContext, request: StoredRequest, { mayMake }: { mayMake: boolean }) {
  const [invoices, versions] = await Promise.all([context.invoices.forRequest(request.id), context.estimates.versions(request.id)]);
  const approved = approvedEstimate(versions);
  const live = currentInvoice(invoices);
  const notYet = live ? null : invoiceNotYet(request, approved);
  // A correction starts from what the cancelled invoice said; a first invoice from the approval.
  const cancelled = invoices.filter((each) => each.kind === "invoice" && each.status === "credited").at(-1);
  const startFrom = cancelled ?? approved;
  return {
    action: `/owner/requests/${request.id}/invoice`,
    list: invoices.map((invoice) => ({
      id: invoice.id,
      title: `${invoice.kind === "credit-note" ? "Credit note" : "Invoice"} ${invoice.number}`,
      total: formatCad(invoice.totalCents),
      payment: paymentWords(invoice, invoices).words,
    })),
    notYet,
    make:
      mayMake && !live && !notYet && approved && startFrom
        ? {
            approvedVersion: approved.version,
            billTo: cancelled
              ? { customerName: cancelled.customerName, company: cancelled.company, unit: cancelled.unit, poNumber: cancelled.poNumber }
              : billToOf(request, approved),
            draft: draftOf({ ...approved, lines: startFrom.lines, note: "" }),
          }
        : null,
  };
}

export type OwnerInvoices = Awaited<ReturnType<typeof invoicesForOwner>>;
