import type { AppLoadContext } from "react-router";
import type { StoredRequest } from "~/.server/requests/store";
import { invoicing } from "~/config/site";
import { formatCad } from "~/lib/money";
import { currentInvoice, isPayable, showInvoice } from "./shown-invoice";

/**
 * The invoice on the driver's status page (the status page's one field for it): the request's
 * current invoice, whether it waits for its money, and how to pay it: the card button when
 * Stripe is set up, the owner's own instructions always.
 */
export async function invoiceForDriver(context: AppLoadContext, request: StoredRequest) {
  const invoices = await context.invoices.forRequest(request.id);
  const current = currentInvoice(invoices);
  if (!current) return null;
  return {
    invoice: showInvoice(current, invoices, request.kind),
    payable: isPayable(current),
    cards: Boolean(context.cardPayments),
    payLabel: `Pay ${formatCad(current.totalCents)} by card`,
    instructions: invoicing.paymentInstructions,
  };
}

export type DriverInvoice = NonNullable<Awaited<ReturnType<typeof invoiceForDriver>>>;
