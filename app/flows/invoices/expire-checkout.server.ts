import type { AppLoadContext } from "react-router";

/**
 * An invoice that no longer waits for a card (cancelled by a credit note, paid on site): the
 * Checkout Session its Pay button opened is expired at Stripe, so that page, still open on a
 * driver's phone, cannot take the money. Read again after the change, so a session made just
 * before it is the one expired. A failure is logged and undoes nothing: the credit note or the
 * payment stands, the session ends by itself within the hour (app/.server/payments/stripe.ts),
 * and a payment through it still reaches the webhook, which records it and says to refund it.
 */
export async function expireOpenCheckout(context: AppLoadContext, invoiceId: number): Promise<void> {
  const cards = context.cardPayments;
  const invoice = cards ? await context.invoices.get(invoiceId) : null;
  if (!cards || !invoice?.checkout || invoice.checkout.expiresAt <= Date.now()) return;
  try {
    await cards.expireCheckout(invoice.checkout.session);
  } catch (error) {
    console.error(
      `The card payment page of invoice ${invoice.number} could not be expired (a payment through it would be refunded):`,
      error instanceof Error ? error.message : error,
    );
  }
}
