import { describe, expect, it } from "vitest";
import { invoicesAsCsv, totalsOf } from "./accounts";
import type { Invoice } from "./store";

let serial = 0;
function invoice(overrides: Partial<Invoice>): Invoice {
  serial += 1;
  return {
    id: serial,
    request: 1,
    number: `2026-${String(serial).padStart(4, "0")}`,
    kind: "invoice",
    credits: null,
    issuedAt: "2026-11-27T15:00:00.000Z",
    issuedOn: "2026-11-27",
    issuedBy: "owner@example.com",
    customerName: "Jane Roy",
    company: "Roy Haulage",
    phone: "",
    email: "",
    unit: "",
    poNumber: "PO-1",
    lines: [],
    removedLines: [],
    estimateVersion: 1,
    subtotalCents: 53895,
    taxCents: 7006,
    totalCents: 60901,
    note: "",
    status: "issued",
    termsDays: null,
    dueOn: null,
    paidAt: null,
    paidMethod: null,
    paidReference: null,
    paidBy: null,
    checkout: null,
    checkoutAttempt: 0,
    ...overrides,
  };
}

describe("the accountant's totals and export", () => {
  const paid = invoice({ status: "paid", paidAt: "2026-11-27T20:12:00.000Z", paidMethod: "card" });
  const cancelled = invoice({ status: "credited", subtotalCents: 10000, taxCents: 1300, totalCents: 11300 });
  const note = invoice({ kind: "credit-note", credits: cancelled.id, subtotalCents: -10000, taxCents: -1300, totalCents: -11300 });
  const onAccount = invoice({
    status: "on-account",
    termsDays: 30,
    dueOn: "2026-12-27",
    subtotalCents: 20000,
    taxCents: 2600,
    totalCents: 22600,
  });

  it("adds a month's invoices net of credit notes, and splits what stands into paid and unpaid, to the cent", () => {
    const totals = totalsOf([paid, cancelled, note, onAccount]);
    expect(totals).toEqual({ count: 4, subtotalCents: 73895, taxCents: 9606, totalCents: 83501, paidCents: 60901, unpaidCents: 22600 });
    expect(totals.paidCents + totals.unpaidCents).toBe(totals.totalCents);
  });

  it("exports number,date,customer,company,po,subtotal,hst,total,status,paid_at,method with amounts a spreadsheet reads", () => {
    const csv = invoicesAsCsv([paid, note, onAccount], new Date("2027-01-05T12:00:00Z"));
    expect(csv.split("\r\n")).toEqual([
      "number,date,customer,company,po,subtotal,hst,total,status,paid_at,method",
      `${paid.number},2026-11-27,Jane Roy,Roy Haulage,PO-1,538.95,70.06,609.01,paid,2026-11-27T20:12:00.000Z,Card (online)`,
      `${note.number},2026-11-27,Jane Roy,Roy Haulage,PO-1,-100.00,-13.00,-113.00,credit note,,`,
      `${onAccount.number},2026-11-27,Jane Roy,Roy Haulage,PO-1,200.00,26.00,226.00,overdue,,`,
      "",
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas: a name, a company or a PO typed as one", () => {
    const hostile = invoice({
      customerName: '=HYPERLINK("http://evil.example","x")',
      company: "+cmd|' /C calc'!A0",
      poNumber: "-2+3",
      unit: "@SUM(A1)",
    });
    const [, row] = invoicesAsCsv([hostile]).split("\r\n");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain("'+cmd|' /C calc'!A0");
    expect(row).toContain(",'-2+3,");
    expect(row).not.toMatch(/,[=+@]/);
  });
});
