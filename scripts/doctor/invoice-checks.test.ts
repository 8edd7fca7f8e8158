import { describe, expect, it } from "vitest";
import { invoicing } from "~/config/site";
import { checkCardPayments, checkInvoiceFacts } from "./invoice-checks";

const real = {
  legalName: "Southern Ontario Mobile Diesel Inc.",
  address: "2150 Industrial Drive, Windsor, ON N8W 5J6",
  hstNumber: "812345678 RT0001",
  eTransferEmail: "pay@somobilediesel.ca",
  paymentInstructions: ["E-transfer to pay@somobilediesel.ca."],
};

describe("invoice details check", () => {
  it("blocks the launch on the fictional defaults, naming each", () => {
    const result = checkInvoiceFacts(invoicing);
    expect(result).toMatchObject({ ok: false, severity: "blocker" });
    expect(result.detail).toContain("the HST number 000000000 RT0001 is the placeholder");
    expect(result.detail).toContain('the legal name "Example Mobile Diesel Inc." is the placeholder');
    expect(result.detail).toContain("the e-transfer address payments@example.com is the placeholder");
  });

  it("blocks an HST number that is not 9 digits, RT and 4 digits, and passes the business's own", () => {
    expect(checkInvoiceFacts({ ...real, hstNumber: "81234567" }).detail).toMatch(/is not 9 digits, RT and 4 digits/);
    expect(checkInvoiceFacts({ ...real, hstNumber: "812345678 RC0001" }).ok).toBe(false);
    expect(checkInvoiceFacts(real)).toEqual({
      ok: true,
      severity: "blocker",
      label: "Invoice details",
      detail: "Southern Ontario Mobile Diesel Inc., HST 812345678 RT0001, 2150 Industrial Drive, Windsor, ON N8W 5J6",
    });
  });
});

describe("card payments check", () => {
  const site = { SITE_URL: "https://www.somobilediesel.ca" };
  it("warns while cards are off, half set up or in test mode, and says where Stripe must post", () => {
    expect(checkCardPayments(site)).toMatchObject({ ok: false, severity: "warning" });
    expect(checkCardPayments(site).detail).toContain("https://www.somobilediesel.ca/stripe/webhook");
    expect(checkCardPayments({ ...site, STRIPE_SECRET_KEY: "sk_live_abcdefghijkl" }).detail).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
    expect(
      checkCardPayments({ ...site, STRIPE_SECRET_KEY: "sk_test_abcdefghijkl", STRIPE_WEBHOOK_SECRET: "whsec_abcdefghijkl" }).detail,
    ).toMatch(/test key/);
    expect(checkCardPayments({ ...site, STRIPE_SECRET_KEY: "sk_live_abcdefghijkl", STRIPE_WEBHOOK_SECRET: "whsec_abcdefghijkl" }).ok).toBe(
      true,
    );
  });
});
