import type { AppLoadContext } from "react-router";

const answer = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * POST /stripe/webhook: Stripe's events, the one proof that an invoice is paid. The raw body is
 * read once and its `Stripe-Signature` verified with STRIPE_WEBHOOK_SECRET (5 minutes' tolerance:
 * an old event replayed is refused); a forged or stale one is a 400 and changes nothing. A
 * session's payment is counted once per event id, for the invoice's exact amount in CAD; an
 * event about an unknown invoice is logged and answered 200 (Stripe stops sending it). A payment
 * is told to the owner as a message of the thread (the alerts' path) and to the driver as a
 * receipt, each once.
 */
export async function receiveStripeWebhook(request: Request, context: AppLoadContext): Promise<Response> {
  const cards = context.cardPayments;
  if (!cards) return answer(404, "Card payments are not set up on this site.");
  if (context.refusal) return answer(413, "Too large for an event.");
  const payload = await request.text().catch(() => null);
  if (payload === null) return answer(400, "The body could not be read.");
  const reading = cards.readEvent(payload, request.headers.get("stripe-signature"));
  if (!reading.ok) return answer(400, `Refused: ${reading.reason}`);
  if (!reading.payment) return answer(200, `Not a payment event (${reading.type}): nothing to do.`);
  const { payment } = reading;
  const recorded = await context.invoices.recordCardPayment(payment);
  switch (recorded.outcome) {
    case "paid": {
      const stored = await context.requestStore.get(recorded.invoice.request);
      if (stored) {
        context.alertMessage(stored, recorded.message, "payment");
        context.driverTexts.invoicePaid(stored, recorded.invoice.id);
      }
      return answer(200, `Invoice ${recorded.invoice.number} paid.`);
    }
    case "replayed":
      return answer(200, `Event ${payment.eventId} was taken already: nothing changed.`);
    case "unknown-invoice":
      console.error(
        `Stripe event ${payment.eventId} (${payment.eventType}) names no invoice of this site (${payment.invoiceNumber ?? "none"}): ignored.`,
      );
      return answer(200, "No such invoice: nothing changed.");
    case "not-paid-yet":
      return answer(200, "Not paid yet: waiting for checkout.session.async_payment_succeeded.");
    case "mismatch":
      console.error(
        `Stripe event ${payment.eventId}: ${payment.amountCents ?? "no amount"} ${payment.currency ?? ""} does not match invoice ${recorded.invoice.number} (${recorded.invoice.totalCents} cad): not counted.`,
      );
      return answer(200, "The amount does not match the invoice: not counted.");
    default:
      console.error(
        `Stripe event ${payment.eventId}: a payment for invoice ${recorded.invoice.number}, which is ${recorded.invoice.status}: refund it.`,
      );
      return answer(200, `Invoice ${recorded.invoice.number} does not wait for a payment: not counted.`);
  }
}
