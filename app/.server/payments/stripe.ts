import Stripe from "stripe";
import { z } from "zod";
import type { CardPaymentEvent } from "../invoices/store";

/** How long a signed event may be on its way: Stripe's own recommendation (and the package's default), 5 minutes. */
const webhookToleranceSeconds = 300;

/**
 * A Checkout Session ends between 60 and 70 minutes after it is made, not Stripe's default 24 h:
 * an invoice credited or paid on site meanwhile is also expired at once (`expireCheckout`), and
 * this bounds the time a session whose expiry failed could still take money. An hour leaves a
 * driver on a weak roadside signal time to finish paying, and stays well over Stripe's minimum of
 * 30 minutes whatever the two clocks say. Counted from the start of a ten-minute step, so the two
 * posts of a double tap send the same parameters with their one idempotency key (Stripe refuses
 * a key sent again with other parameters); a double tap across a step's edge is answered "try
 * again", and the next tap reuses the session the first post made.
 */
export function checkoutExpiresAt(now = Date.now()): number {
  const step = 10 * 60_000;
  return Math.floor((Math.floor(now / step) * step + 70 * 60_000) / 1000);
}

/** The events that pay an invoice: a session paid at once, or a delayed method (a bank debit) that settled later. */
const paymentEvents = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

interface CheckoutRequest {
  invoiceId: number;
  invoiceNumber: string;
  totalCents: number;
  /** The line the driver reads on Stripe's page: "Invoice 2026-0007, Southern Ontario Mobile Diesel". */
  description: string;
  /** Where Stripe sends the driver after paying, and after turning back. */
  successUrl: string;
  cancelUrl: string;
  /** The how-manyth session of this invoice: its idempotency key. */
  attempt: number;
}

type EventReading =
  | { ok: false; reason: string }
  /** Verified; `payment` is null for an event that pays nothing (another type). */
  | { ok: true; type: string; payment: CardPaymentEvent | null };

export interface CardPayments {
  /**
   * A Checkout Session for the invoice's total in Canadian dollars, the invoice number in its
   * metadata and as its client reference. The same invoice and attempt is the same idempotency
   * key: a double tap (two posts, two processes) gets the one session back from Stripe.
   */
  createCheckout(request: CheckoutRequest): Promise<{ session: string; url: string; expiresAt: number }>;
  /** Ends a session still open, so its page can no longer take the driver's money (Stripe's "expire"). */
  expireCheckout(session: string): Promise<void>;
  /** Reads a webhook post: its signature over the raw body and its age checked, its session's facts parsed. */
  readEvent(payload: string, signature: string | null, now?: number): EventReading;
  /**
   * Where Checkout's pages are (https://checkout.stripe.com; a double's own origin in tests):
   * the status page's Content-Security-Policy lets its Pay form's redirect go there, as a
   * browser checks form-action on every step of a form's redirects.
   */
  checkoutOrigin: string;
}

/** A Checkout Session as an event carries it: only what deciding a payment needs, checked. */
const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("checkout.session"),
  amount_total: z.number().int().nullable(),
  currency: z.string().max(10).nullable(),
  payment_status: z.string().max(40),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  client_reference_id: z.string().max(200).nullable().optional(),
  payment_intent: z
    .union([z.string().max(255), z.object({ id: z.string().max(255) })])
    .nullable()
    .optional(),
});

const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/),
  type: z.string().max(100),
  data: z.object({ object: z.unknown() }),
});

/** The invoice a session pays: its metadata and its client reference must name the same one. */
function invoiceNumberOf(session: z.infer<typeof sessionSchema>): string | null {
  const fromMetadata = session.metadata?.invoice ?? null;
  const fromReference = session.client_reference_id ?? null;
  if (fromMetadata && fromReference && fromMetadata !== fromReference) return null;
  return fromMetadata ?? fromReference;
}

/**
 * Stripe through its official package, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
 * both set; undefined otherwise (invoices then show the owner's payment instructions).
 * STRIPE_API_URL points the package elsewhere (tests: a double on loopback).
 */
export function cardPaymentsOf(env: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL: string;
}): CardPayments | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !webhookSecret) return undefined;
  const api = new URL(env.STRIPE_API_URL);
  const protocol = api.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(secretKey, {
    host: api.hostname,
    port: api.port || (protocol === "http" ? 80 : 443),
    protocol,
    // A conflict (the same key in flight from the double tap's other post) and a dropped
    // connection are tried again, with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "southern-ontario-mobile-diesel" },
  });

  return {
    checkoutOrigin: api.hostname === "api.stripe.com" ? "https://checkout.stripe.com" : api.origin,
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          currency: "cad",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "cad",
                // HST is on the invoice already: the total is charged as it stands, to the cent.
                unit_amount: request.totalCents,
                product_data: { name: `Invoice ${request.invoiceNumber}`, description: request.description },
              },
            },
          ],
          client_reference_id: request.invoiceNumber,
          metadata: { invoice: request.invoiceNumber },
          payment_intent_data: { description: `Invoice ${request.invoiceNumber}`, metadata: { invoice: request.invoiceNumber } },
          // The driver pays the invoice's Canadian dollars, never a converted amount.
          adaptive_pricing: { enabled: false },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: checkoutExpiresAt(),
        },
        { idempotencyKey: `invoice-${request.invoiceId}-checkout-${request.attempt}` },
      );
      if (!session.url) throw new Error(`Stripe made session ${session.id} without a page to pay on`);
      return { session: session.id, url: session.url, expiresAt: session.expires_at * 1000 };
    },

    async expireCheckout(session) {
      await stripe.checkout.sessions.expire(session);
    },

    readEvent(payload, signature, now = Date.now()) {
      if (!signature) return { ok: false, reason: "No Stripe-Signature header." };
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret, webhookToleranceSeconds, undefined, now);
      } catch (error) {
        // A forged or altered body, another endpoint's secret, or an event older than 5 minutes (a replay).
        return { ok: false, reason: error instanceof Error ? error.message.split("\n")[0]! : "The signature does not verify." };
      }
      const parsed = eventSchema.safeParse(event);
      if (!parsed.success) return { ok: false, reason: "Not an event this site reads." };
      if (!paymentEvents.has(parsed.data.type)) return { ok: true, type: parsed.data.type, payment: null };
      const session = sessionSchema.safeParse(parsed.data.data.object);
      if (!session.success) return { ok: false, reason: "The event's session is not one this site reads." };
      const intent = session.data.payment_intent;
      return {
        ok: true,
        type: parsed.data.type,
        payment: {
          eventId: parsed.data.id,
          eventType: parsed.data.type,
          invoiceNumber: invoiceNumberOf(session.data),
          amountCents: session.data.amount_total,
          currency: session.data.currency,
          paymentStatus: session.data.payment_status,
          reference: (typeof intent === "string" ? intent : intent?.id) ?? session.data.id,
        },
      };
    },
  };
}
