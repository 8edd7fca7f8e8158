import type { AppLoadContext } from "react-router";
import { siteConfig } from "~/config/site";
import { isStatusPageOpen, requestReference, statusPath } from "~/lib/request-status";
import { currentInvoice, isPayable } from "./shown-invoice";

/** A session is reused while it has at least this long left: the driver needs time on Stripe's page. */
const reuseMarginMs = 10 * 60_000;

/** Where the driver is sent: Stripe's page for this invoice, or why not (the status, and the words the page shows). */
export type PayOutcome = { ok: true; url: string } | { ok: false; status: 400 | 404 | 409 | 502; error: string };

/**
 * **Pay $X by card** from the status page: the Checkout Session of the request's current invoice,
 * made once (a double tap, a second process: the same idempotency key gets the same session from
 * Stripe, and a session still open is reused without asking again). Only an invoice that still
 * waits for its money is sent to Stripe; the browser's return proves nothing (the webhook does).
 */
export async function payInvoice(request: Request, token: string, context: AppLoadContext): Promise<PayOutcome> {
  // Cards off: there is no such post on this site, whichever request it names.
  const cards = context.cardPayments;
  if (!cards) return { ok: false, status: 404, error: "Card payments are not set up: see how to pay below." };
  const stored = await context.requestStore.getByStatusToken(token);
  if (!stored || !isStatusPageOpen(stored)) return { ok: false, status: 404, error: "This request was not found. Call us to pay." };
  const form = await request.formData().catch(() => null);
  const number = form?.get("invoice");
  if (typeof number !== "string" || !/^\d{4}-\d{4,6}$/.test(number))
    return { ok: false, status: 400, error: "Use the page's own Pay button." };
  const invoice = currentInvoice(await context.invoices.forRequest(stored.id));
  if (!invoice || invoice.number !== number) {
    return { ok: false, status: 409, error: "This invoice was replaced: review the one below before you pay." };
  }
  if (invoice.status === "paid") return { ok: false, status: 409, error: `Invoice ${invoice.number} is paid. Thank you.` };
  if (!isPayable(invoice)) return { ok: false, status: 409, error: `Invoice ${invoice.number} cannot be paid. Call us.` };
  if (invoice.checkout && invoice.checkout.expiresAt - Date.now() > reuseMarginMs) return { ok: true, url: invoice.checkout.url };
  const attempt = invoice.checkoutAttempt + 1;
  try {
    const page = `${context.siteUrl}${statusPath(token)}`;
    const checkout = await cards.createCheckout({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      totalCents: invoice.totalCents,
      description: `${siteConfig.name}, request ${requestReference(stored)}, HST included`,
      successUrl: `${page}/payment`,
      cancelUrl: `${page}#invoice`,
      attempt,
    });
    await context.invoices.saveCheckout(invoice.id, checkout, attempt);
    return { ok: true, url: checkout.url };
  } catch (error) {
    console.error(`Stripe Checkout for invoice ${invoice.number} failed:`, error instanceof Error ? error.message : error);
    return {
      ok: false,
      status: 502,
      error: `The card payment page could not be opened. Try again in a minute, pay another way below, or call us at ${siteConfig.phone.display}.`,
    };
  }
}
