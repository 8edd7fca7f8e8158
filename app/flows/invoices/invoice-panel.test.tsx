import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { invoicing } from "~/config/site";
import type { DriverInvoice } from "./driver-invoice.server";
import { InvoicePanel } from "./invoice-panel";
import { payInvoice } from "./pay-post.server";
import { receiveStripeWebhook } from "./stripe-webhook.server";

/**
 * Without Stripe set up, the driver's invoice says how to pay in the owner's words and offers no
 * card button, and the card posts do not exist. Here rather than in the browser spec: that would
 * need a second site server without the STRIPE_ settings, and the panel is the same either way.
 */
const shown: DriverInvoice = {
  invoice: {
    id: 1,
    number: "2026-0001",
    kind: "invoice",
    title: "Invoice 2026-0001",
    date: "November 27, 2026",
    business: {
      name: "Southern Ontario Mobile Diesel",
      legalName: invoicing.legalName,
      address: invoicing.address,
      hstNumber: invoicing.hstNumber,
      phone: "(519) 555-0142",
      email: "service@example.com",
    },
    customer: "Cheque Driver",
    company: "Cheque Fleet Inc.",
    unit: "Unit 12",
    poNumber: "",
    reference: "R-1",
    lines: [{ words: "Call-out", change: null, amount: "$175.00" }],
    removed: [],
    subtotal: "$175.00",
    tax: "$22.75",
    total: "$197.75",
    note: "",
    replaces: null,
    payment: { state: "unpaid", words: "Unpaid" },
  },
  payable: true,
  cards: false,
  payLabel: "Pay $197.75 by card",
  instructions: invoicing.paymentInstructions,
};

function panelHtml(driverInvoice: DriverInvoice) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <InvoicePanel shown={driverInvoice} action="/request/t/pay" printPath="/request/t/invoice" /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the driver's invoice without Stripe", () => {
  it("says how to pay in the owner's words, with no card button", () => {
    const html = panelHtml(shown);
    expect(html).toContain("How to pay");
    for (const line of invoicing.paymentInstructions) expect(html).toContain(line);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("/request/t/pay");
    expect(html).toContain("Invoice 2026-0001");
  });

  it("with Stripe, shows Pay $X by card beside the other ways", () => {
    const html = panelHtml({ ...shown, cards: true });
    expect(html).toContain(`action="/request/t/pay"`);
    expect(html).toContain("Pay $197.75 by card");
    expect(html).toContain("Or pay another way");
  });

  it("paid, offers no way to pay at all", () => {
    const html = panelHtml({ ...shown, cards: true, payable: false });
    expect(html).not.toContain("<button");
    expect(html).not.toContain("How to pay");
  });

  it("has no pay post and no webhook: 404 before anything is read", async () => {
    const context = { cardPayments: null } as unknown as AppLoadContext;
    const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST", body: "{}" });
    expect(await payInvoice(post("/request/t/pay"), "t", context)).toMatchObject({ ok: false, status: 404 });
    expect((await receiveStripeWebhook(post("/stripe/webhook"), context)).status).toBe(404);
  });
});
