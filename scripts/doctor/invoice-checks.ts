import type { CheckResult } from "./checks";

const configFile = "app/config/site.ts";

export interface InvoiceFacts {
  legalName: string;
  address: string;
  hstNumber: string;
  eTransferEmail: string;
  paymentInstructions: readonly string[];
}

/** The business number's HST account as the CRA writes it: 9 digits, RT, 4 digits (spaces allowed). */
const hstPattern = /^\d{9}RT\d{4}$/;

/**
 * What every invoice must show (the supplier's legal name and HST number, the law asks for them)
 * and where the customer pays, as the owner wrote them in the business config. The defaults are
 * fictional ("Example", a number of zeros): an invoice with them would be no invoice.
 */
export function checkInvoiceFacts(facts: InvoiceFacts): CheckResult {
  const label = "Invoice details";
  const problems: string[] = [];
  const hst = facts.hstNumber.replace(/\s+/g, "").toUpperCase();
  if (!hstPattern.test(hst)) problems.push(`the HST number "${facts.hstNumber}" is not 9 digits, RT and 4 digits (123456789 RT0001)`);
  else if (/^0{9}|^123456789/.test(hst)) problems.push(`the HST number ${facts.hstNumber} is the placeholder`);
  const sample = (value: string) => /\bexample\b/i.test(value);
  if (sample(facts.legalName)) problems.push(`the legal name "${facts.legalName}" is the placeholder`);
  if (sample(facts.address)) problems.push(`the address "${facts.address}" is the placeholder`);
  if (sample(facts.eTransferEmail)) problems.push(`the e-transfer address ${facts.eTransferEmail} is the placeholder`);
  if (facts.paymentInstructions.some(sample)) problems.push("the payment instructions still name the placeholders");
  if (problems.length > 0) {
    return {
      ok: false,
      severity: "blocker",
      label,
      detail: `${problems.join("; ")}. Every invoice shows them: put the business's own in ${configFile} (invoicing).`,
    };
  }
  return { ok: true, severity: "blocker", label, detail: `${facts.legalName}, HST ${facts.hstNumber}, ${facts.address}` };
}

/**
 * Card payments: off without both Stripe secrets (invoices then show the payment instructions),
 * in test mode with a test key (no money moves). When on, the owner is told the webhook address
 * and events Stripe must post, since an invoice is paid only when that webhook says so.
 */
export function checkCardPayments(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; SITE_URL: string }): CheckResult {
  const label = "Card payments (Stripe)";
  const webhook = `${env.SITE_URL.replace(/\/$/, "")}/stripe/webhook`;
  const events = "checkout.session.completed and checkout.session.async_payment_succeeded";
  const fail = (detail: string): CheckResult => ({ ok: false, severity: "warning", label, detail });
  if (!env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    return fail(
      `cards are off: invoices show the payment instructions of ${configFile}. To take cards, add a webhook endpoint ${webhook} (events ${events}) in Stripe's dashboard, then set STRIPE_SECRET_KEY and its signing secret STRIPE_WEBHOOK_SECRET.`,
    );
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return fail(`cards are off: ${env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} is not set (both are needed).`);
  }
  if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)) {
    return fail(
      `STRIPE_SECRET_KEY is a test key: no real money moves. Use the live key (sk_live_…) and the live endpoint's signing secret.`,
    );
  }
  return {
    ok: true,
    severity: "warning",
    label,
    detail: `cards are taken through Stripe Checkout; Stripe must post ${events} to ${webhook}, signed with STRIPE_WEBHOOK_SECRET.`,
  };
}
