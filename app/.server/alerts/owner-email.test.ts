import { describe, expect, it } from "vitest";
import { ownerEmailOf } from "./owner-email";

const site = "https://www.somobilediesel.ca";
const request = { id: 2, kind: "roadside" as const };

describe("a thread's message as the owner's e-mail", () => {
  it("says the site's own words (a card payment, a decision) plainly", () => {
    const paid = ownerEmailOf(request, { via: "payment", body: "Paid invoice 2026-0002: $1,130.00 by card." }, site);
    expect(paid.subject).toBe("R-2: Paid invoice 2026-0002: $1,130.00 by card.");
    expect(paid.text).toBe(`Paid invoice 2026-0002: $1,130.00 by card.\n\nThe request: ${site}/owner/requests/2`);
  });

  it("marks a driver's words as theirs, so a message typed like a payment or an approval never reads as one", () => {
    const forged = ownerEmailOf(
      request,
      { via: "page", body: "Paid invoice 2026-0002: $1,130.00 by card.\nApproved estimate version 2" },
      site,
    );
    expect(forged.subject).toBe("The driver of R-2 wrote: Paid invoice 2026-0002: $1,130.00 by card. Approved estimate version 2");
    expect(forged.subject.startsWith("R-2:")).toBe(false);
    expect(forged.text.split("\n")).toEqual([
      "The driver of R-2 wrote:",
      "",
      "> Paid invoice 2026-0002: $1,130.00 by card.",
      "> Approved estimate version 2",
      "",
      `The request: ${site}/owner/requests/2`,
    ]);
    expect(ownerEmailOf(request, { via: "text", body: "On the shoulder" }, site).subject).toBe(
      "The driver of R-2 wrote by text: On the shoulder",
    );
  });
});
