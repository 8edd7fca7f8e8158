import { afterEach, describe, expect, it } from "vitest";
import { startStripeDouble, type StripeDouble } from "../../../test-support/stripe-api-double";
import { cardPaymentsOf, checkoutExpiresAt } from "./stripe";

const doubles: StripeDouble[] = [];
afterEach(async () => {
  for (const double of doubles.splice(0)) await double.close();
});

async function payments() {
  const stripe = await startStripeDouble();
  doubles.push(stripe);
  const env = { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url };
  return { stripe, env, cards: cardPaymentsOf(env)! };
}

const checkout = {
  invoiceId: 7,
  invoiceNumber: "2026-0007",
  totalCents: 60901,
  description: "Southern Ontario Mobile Diesel, HST included",
  successUrl: "https://www.example.com/request/tok/payment",
  cancelUrl: "https://www.example.com/request/tok#invoice",
  attempt: 1,
};

const paidSession = (overrides: Record<string, unknown> = {}) => ({
  id: "cs_test_abc",
  object: "checkout.session",
  amount_total: 60901,
  currency: "cad",
  payment_status: "paid",
  metadata: { invoice: "2026-0007" },
  client_reference_id: "2026-0007",
  payment_intent: "pi_123",
  ...overrides,
});

describe("card payments through Stripe", () => {
  it("is off unless both secrets are set", () => {
    expect(cardPaymentsOf({ STRIPE_SECRET_KEY: "sk_test_1234567890", STRIPE_API_URL: "https://api.stripe.com" })).toBeUndefined();
    expect(cardPaymentsOf({ STRIPE_WEBHOOK_SECRET: "whsec_1234567890", STRIPE_API_URL: "https://api.stripe.com" })).toBeUndefined();
  });

  it("lets the status page's Pay form lead to Checkout's pages: Stripe's own, or the double's", async () => {
    const live = { STRIPE_SECRET_KEY: "sk_test_1234567890", STRIPE_WEBHOOK_SECRET: "whsec_1234567890" };
    expect(cardPaymentsOf({ ...live, STRIPE_API_URL: "https://api.stripe.com" })!.checkoutOrigin).toBe("https://checkout.stripe.com");
    const { stripe, cards } = await payments();
    expect(cards.checkoutOrigin).toBe(new URL(stripe.url).origin);
    expect(new URL((await cards.createCheckout(checkout)).url).origin).toBe(cards.checkoutOrigin);
  });

  it("makes one Checkout Session for the invoice's total in CAD, its number in metadata and as client reference, however often asked", async () => {
    const { stripe, cards } = await payments();
    const [a, b] = await Promise.all([cards.createCheckout(checkout), cards.createCheckout(checkout)]);
    expect(a).toEqual(b);
    expect(a.url).toBe(`${stripe.url}/pay/${a.session}`);
    expect(stripe.sessions).toHaveLength(1);
    expect(stripe.sessions[0]).toMatchObject({
      amount_total: 60901,
      currency: "cad",
      metadata: { invoice: "2026-0007" },
      client_reference_id: "2026-0007",
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    });
    expect(stripe.calls.map((call) => call.idempotencyKey)).toEqual(["invoice-7-checkout-1", "invoice-7-checkout-1"]);
    expect(stripe.calls[0]!.authorization).toBe(`Bearer ${stripe.secretKey}`);
    // A later attempt (the first session expired) is a new key, a new session.
    await cards.createCheckout({ ...checkout, attempt: 2 });
    expect(stripe.sessions).toHaveLength(2);
  });

  it("makes sessions that end within the hour and ten minutes, not Stripe's 24 h, and expires one still open on request", async () => {
    // From the start of a ten-minute step: the two posts of a double tap send the same parameters.
    const step = Date.UTC(2026, 4, 1, 12, 10);
    expect(checkoutExpiresAt(step) * 1000 - step).toBe(70 * 60_000);
    expect(checkoutExpiresAt(step + 9 * 60_000)).toBe(checkoutExpiresAt(step));
    expect(checkoutExpiresAt(step + 9 * 60_000) * 1000 - (step + 9 * 60_000)).toBe(61 * 60_000);

    const { stripe, cards } = await payments();
    const made = await cards.createCheckout(checkout);
    expect(made.expiresAt - Date.now()).toBeGreaterThan(60 * 60_000 - 5_000);
    expect(made.expiresAt - Date.now()).toBeLessThanOrEqual(70 * 60_000);
    await cards.expireCheckout(made.session);
    expect(stripe.calls.at(-1)).toMatchObject({ method: "POST", path: `/v1/checkout/sessions/${made.session}/expire` });
    expect(stripe.sessions[0]!.status).toBe("expired");
    // Expired already (or paid): Stripe refuses, and the caller hears of it.
    await expect(cards.expireCheckout(made.session)).rejects.toThrow(/can be expired/);
  });

  it("fails on a secret key Stripe does not know", async () => {
    const { stripe, env } = await payments();
    const wrong = cardPaymentsOf({ ...env, STRIPE_SECRET_KEY: "sk_test_notthekeyatall" })!;
    await expect(wrong.createCheckout(checkout)).rejects.toThrow(/Invalid API Key/);
    expect(stripe.sessions).toHaveLength(0);
  });

  it("reads a correctly signed checkout.session.completed: the invoice, the amount, the currency, the payment", async () => {
    const { stripe, cards } = await payments();
    const event = stripe.signedEvent("checkout.session.completed", paidSession(), { id: "evt_1" });
    expect(cards.readEvent(event.payload, event.signature)).toEqual({
      ok: true,
      type: "checkout.session.completed",
      payment: {
        eventId: "evt_1",
        eventType: "checkout.session.completed",
        invoiceNumber: "2026-0007",
        amountCents: 60901,
        currency: "cad",
        paymentStatus: "paid",
        reference: "pi_123",
      },
    });
    const late = stripe.signedEvent("checkout.session.async_payment_succeeded", paidSession());
    expect(cards.readEvent(late.payload, late.signature)).toMatchObject({ ok: true, payment: { invoiceNumber: "2026-0007" } });
  });

  it("refuses a forged signature, an altered body, another endpoint's secret, a missing header and a stale timestamp", async () => {
    const { stripe, cards } = await payments();
    const event = stripe.signedEvent("checkout.session.completed", paidSession());
    const forged = event.signature.replace(/v1=[0-9a-f]{4}/, "v1=0000");
    expect(cards.readEvent(event.payload, forged)).toMatchObject({ ok: false, reason: expect.stringMatching(/No signatures found/) });
    expect(cards.readEvent(event.payload.replace("60901", "1"), event.signature)).toMatchObject({ ok: false });
    const otherSecret = stripe.signedEvent("checkout.session.completed", paidSession(), { secret: "whsec_someoneelsessecret" });
    expect(cards.readEvent(otherSecret.payload, otherSecret.signature)).toMatchObject({ ok: false });
    expect(cards.readEvent(event.payload, null)).toEqual({ ok: false, reason: "No Stripe-Signature header." });
    const now = Math.floor(Date.now() / 1000);
    const stale = stripe.signedEvent("checkout.session.completed", paidSession(), { timestamp: now - 301 });
    expect(cards.readEvent(stale.payload, stale.signature)).toEqual({ ok: false, reason: "Timestamp outside the tolerance zone" });
    const justInTime = stripe.signedEvent("checkout.session.completed", paidSession(), { timestamp: now - 290 });
    expect(cards.readEvent(justInTime.payload, justInTime.signature)).toMatchObject({ ok: true });
  });

  it("pays nothing for other events, and names no invoice when the metadata and the reference disagree", async () => {
    const { stripe, cards } = await payments();
    const other = stripe.signedEvent("checkout.session.expired", paidSession({ payment_status: "unpaid" }));
    expect(cards.readEvent(other.payload, other.signature)).toEqual({ ok: true, type: "checkout.session.expired", payment: null });
    const mixed = stripe.signedEvent("checkout.session.completed", paidSession({ client_reference_id: "2026-0008" }));
    expect(cards.readEvent(mixed.payload, mixed.signature)).toMatchObject({ ok: true, payment: { invoiceNumber: null } });
    const odd = stripe.signedEvent("checkout.session.completed", { object: "charge", amount: 1 });
    expect(cards.readEvent(odd.payload, odd.signature)).toMatchObject({ ok: false });
  });
});
