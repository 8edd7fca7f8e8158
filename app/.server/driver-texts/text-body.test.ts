import { describe, expect, it } from "vitest";
import { storedRequest } from "../requests/testing/stored-request";
import { driverTextBody, stepWords } from "./text-body";

describe("the words of each text to the driver", () => {
  const request = storedRequest({ id: 42, kind: "roadside", technician: "Mike", arrivalAt: "2026-11-27T08:45:00.000Z" });
  const site = { siteUrl: "https://www.example.com" };

  it("says the estimate is ready, with its total and the page to approve it", () => {
    expect(driverTextBody(request, "estimate-2", { ...site, estimateTotalCents: 66555 })).toBe(
      `Southern Ontario Mobile Diesel: your estimate for R-42 is ready: $665.55 with HST. Review and approve it: https://www.example.com/request/${request.statusToken}\nReply STOP to opt out.`,
    );
    expect(stepWords("estimate-2")).toBe("estimate version 2");
  });

  it("says the invoice is ready with its number, total and page, and once paid sends the receipt", () => {
    const invoice = { number: "2026-0007", totalCents: 60901, paidAt: null, paidHow: null };
    expect(driverTextBody(request, "invoice-3", { ...site, invoice })).toBe(
      `Southern Ontario Mobile Diesel: Your invoice 2026-0007 for $609.01 is ready: https://www.example.com/request/${request.statusToken}#invoice\nReply STOP to opt out.`,
    );
    expect(
      driverTextBody(request, "receipt-3", { ...site, invoice: { ...invoice, paidAt: "2026-11-27T20:12:00.000Z", paidHow: "by card" } }),
    ).toBe(
      `Southern Ontario Mobile Diesel: we received $609.01 for invoice 2026-0007 by card on Fri, Nov 27, 2026, 3:12 PM. Thank you: this text is your receipt. https://www.example.com/request/${request.statusToken}#invoice\nReply STOP to opt out.`,
    );
    expect(() => driverTextBody(request, "receipt-3", { ...site, invoice })).toThrow("No text for step receipt-3");
    expect([stepWords("invoice-3"), stepWords("receipt-3")]).toEqual(["invoice ready", "receipt"]);
  });

  it("names who is coming and when, and without a name says a technician", () => {
    expect(driverTextBody(request, "on-the-way", site)).toContain("Mike is on the way to you, arriving about 3:45 AM (R-42).");
    expect(driverTextBody({ ...request, technician: null, arrivalAt: null }, "dispatched", site)).toContain(
      "A technician is assigned to R-42.",
    );
  });

  it("asks every completed job for a review, with the link to the status page's review form", () => {
    expect(driverTextBody(request, "done", site)).toBe(
      `Southern Ontario Mobile Diesel: R-42 is complete. Thank you for sending us your roadside request. How did we do? Tell us here: https://www.example.com/request/${request.statusToken}#review\nReply STOP to opt out.`,
    );
  });

  it("refuses a step it has no words for rather than send an empty text", () => {
    expect(() => driverTextBody(request, "contacted", site)).toThrow("No text for step contacted");
  });
});
