import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engines, openTestDatabase, testDatabase } from "../../../tests/test-database";
import { makeLine } from "~/lib/estimate";
import { linesAgainstApproval } from "~/lib/invoice";
import type { Engine } from "../db/database";
import { createRequestStore } from "../requests/store";
import { createInvoiceStore, isOverdue, type InvoiceDraft } from "./store";

const approved = [makeLine("call-out", "Call-out", 100, 17500), makeLine("labour", "Labour", 150, 12999)];

/** A draft as the owner's form makes it: the approved lines, one more labour hour, and a part added after approval. */
function draft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  const { lines, removed } = linesAgainstApproval(approved, [
    makeLine("call-out", "Call-out", 100, 17500),
    makeLine("labour", "Labour", 250, 12999),
    makeLine("part", "Air dryer cartridge", 100, 8999),
  ]);
  return {
    customerName: "Jane Roy",
    company: "Roy Haulage",
    phone: "519-555-0190",
    email: "jane@roy.example",
    unit: "Unit 12",
    poNumber: "PO-4411",
    lines,
    removedLines: removed,
    estimateVersion: 1,
    ...overrides,
  };
}

async function site(engine: Engine) {
  const database = await openTestDatabase(engine);
  const requests = createRequestStore(database);
  const save = async (id: string) =>
    (
      await requests.save({
        requestId: id.padEnd(32, "0"),
        kind: "roadside",
        name: "Jane Roy",
        email: "",
        phone: "519-555-0190",
        message: "",
      })
    ).request;
  return { database, requests, invoices: createInvoiceStore(database.db), save };
}

const nov27 = new Date("2026-11-27T15:00:00Z");

describe.each(engines)("invoices on %s", (engine) => {
  it("numbers invoices in one yearly sequence, in Toronto's year, with totals in exact cents", async () => {
    const { invoices, save, requests } = await site(engine);
    const first = await invoices.issue((await save("a")).id, draft(), "owner@example.com", nov27);
    // 175 + 324.98 + 89.99 = 589.97; HST 76.70 (76.6961 half up); 666.67.
    expect(first).toMatchObject({
      outcome: "issued",
      invoice: { number: "2026-0001", issuedOn: "2026-11-27", subtotalCents: 58997, taxCents: 7670, totalCents: 66667, status: "issued" },
    });
    expect(first.invoice.lines.map((line) => line.change?.kind ?? null)).toEqual([null, "changed", "added"]);
    const second = await invoices.issue((await save("b")).id, draft(), "owner@example.com", nov27);
    expect(second.invoice.number).toBe("2026-0002");
    // 11 PM in Toronto on New Year's Eve is 4 AM UTC on January 1: still the old year's invoice.
    const eve = await invoices.issue((await save("c")).id, draft(), "owner@example.com", new Date("2027-01-01T04:00:00Z"));
    expect(eve.invoice).toMatchObject({ number: "2026-0003", issuedOn: "2026-12-31" });
    const newYear = await invoices.issue((await save("d")).id, draft(), "owner@example.com", new Date("2027-01-01T06:00:00Z"));
    expect(newYear.invoice.number).toBe("2027-0001");
    expect((await requests.history(first.invoice.request)).map((event) => [event.type, event.detail])).toContainEqual([
      "invoice",
      "2026-0001: $666.67 with HST",
    ]);
  });

  it("gives a request one live invoice: a second issue answers the first; a credit note cancels it and takes the next number", async () => {
    const { invoices, save } = await site(engine);
    const request = (await save("e")).id;
    const [a, b] = await Promise.all([
      invoices.issue(request, draft(), "owner@example.com", nov27),
      invoices.issue(request, draft(), "x", nov27),
    ]);
    expect([a.outcome, b.outcome].sort()).toEqual(["exists", "issued"]);
    expect(a.invoice.number).toBe(b.invoice.number);
    const credited = await invoices.credit(a.invoice.id, "Wrong PO number", "owner@example.com", nov27);
    expect(credited).toMatchObject({
      outcome: "credited",
      creditNote: {
        kind: "credit-note",
        number: "2026-0002",
        credits: a.invoice.id,
        totalCents: -66667,
        taxCents: -7670,
        note: "Wrong PO number",
      },
    });
    expect(await invoices.credit(a.invoice.id, "again", "owner@example.com")).toEqual({ outcome: "already" });
    expect((await invoices.get(a.invoice.id))!.status).toBe("credited");
    const corrected = await invoices.issue(request, draft({ poNumber: "PO-4412" }), "owner@example.com", nov27);
    expect(corrected).toMatchObject({ outcome: "issued", invoice: { number: "2026-0003", poNumber: "PO-4412" } });
    expect((await invoices.forRequest(request)).map((invoice) => [invoice.number, invoice.kind, invoice.status])).toEqual([
      ["2026-0001", "invoice", "credited"],
      ["2026-0002", "credit-note", "issued"],
      ["2026-0003", "invoice", "issued"],
    ]);
    // A paid invoice is not credited (refund it first); a credit note is never paid.
    await invoices.markPaid(corrected.invoice.id, { method: "cash", reference: null, by: "owner@example.com" });
    expect(await invoices.credit(corrected.invoice.id, "x", "owner@example.com")).toEqual({ outcome: "paid" });
    const note = (await invoices.forRequest(request))[1]!;
    expect(await invoices.markPaid(note.id, { method: "cash", reference: null, by: "owner@example.com" })).toEqual({
      outcome: "credit-note",
    });
  });

  it("marks an invoice paid once, puts one on account with its due date, and says which are overdue", async () => {
    const { invoices, save, requests } = await site(engine);
    const { invoice } = await invoices.issue((await save("f")).id, draft(), "owner@example.com", nov27);
    const onAccount = await invoices.putOnAccount(invoice.id, 30, "owner@example.com");
    expect(onAccount).toMatchObject({ outcome: "on-account", invoice: { status: "on-account", termsDays: 30, dueOn: "2026-12-27" } });
    expect(isOverdue(onAccount.outcome === "on-account" ? onAccount.invoice : invoice, new Date("2026-12-27T20:00:00Z"))).toBe(false);
    expect(isOverdue(onAccount.outcome === "on-account" ? onAccount.invoice : invoice, new Date("2026-12-28T20:00:00Z"))).toBe(true);
    expect((await invoices.unpaid()).map((each) => each.number)).toEqual(["2026-0001"]);
    const cheque = { method: "cheque" as const, reference: "Cheque 1042", by: "owner@example.com" };
    const [x, y] = await Promise.all([invoices.markPaid(invoice.id, cheque), invoices.markPaid(invoice.id, cheque)]);
    expect([x.outcome, y.outcome].sort()).toEqual(["already-paid", "paid"]);
    expect(await invoices.unpaid()).toEqual([]);
    expect(await invoices.get(invoice.id)).toMatchObject({ status: "paid", paidMethod: "cheque", paidReference: "Cheque 1042" });
    expect((await requests.history(invoice.request)).filter((event) => event.type === "invoice-paid")).toHaveLength(1);
    expect(await invoices.putOnAccount(invoice.id, 30, "owner@example.com")).toEqual({ outcome: "not-payable" });
  });

  it("counts a card payment once per event, only for the exact amount in CAD, and writes its message in the thread", async () => {
    const { invoices, save, database } = await site(engine);
    const { invoice } = await invoices.issue((await save("g")).id, draft(), "owner@example.com", nov27);
    const event = (id: string, overrides = {}) => ({
      eventId: id,
      eventType: "checkout.session.completed",
      invoiceNumber: invoice.number,
      amountCents: 66667,
      currency: "cad",
      paymentStatus: "paid",
      reference: "pi_123",
      ...overrides,
    });
    expect(await invoices.recordCardPayment(event("evt_wrong_amount", { amountCents: 66666 }))).toMatchObject({ outcome: "mismatch" });
    expect(await invoices.recordCardPayment(event("evt_usd", { currency: "usd" }))).toMatchObject({ outcome: "mismatch" });
    expect(await invoices.recordCardPayment(event("evt_pending", { paymentStatus: "unpaid" }))).toEqual({ outcome: "not-paid-yet" });
    expect(await invoices.recordCardPayment(event("evt_unknown", { invoiceNumber: "2026-9999" }))).toEqual({ outcome: "unknown-invoice" });
    expect((await invoices.get(invoice.id))!.status).toBe("issued");
    const paid = await invoices.recordCardPayment(event("evt_paid"));
    expect(paid).toMatchObject({
      outcome: "paid",
      invoice: { status: "paid", paidMethod: "card", paidReference: "pi_123", paidBy: "stripe" },
    });
    expect(await invoices.recordCardPayment(event("evt_paid"))).toEqual({ outcome: "replayed" });
    expect(await invoices.recordCardPayment(event("evt_second"))).toMatchObject({ outcome: "already-paid" });
    const messages = await database.db
      .selectFrom("request_messages")
      .select(["via", "body"])
      .where("request", "=", invoice.request)
      .execute();
    expect(messages).toEqual([{ via: "payment", body: "Paid invoice 2026-0001: $666.67 by card." }]);
    const events = await database.db.selectFrom("stripe_events").select(["id", "outcome"]).orderBy("id").execute();
    expect(events.map((row) => `${row.id}: ${row.outcome}`)).toEqual([
      "evt_paid: paid",
      "evt_pending: not-paid-yet",
      "evt_second: already-paid",
      "evt_unknown: unknown-invoice",
      "evt_usd: mismatch",
      "evt_wrong_amount: mismatch",
    ]);
  });
});

const storeModule = path.join(import.meta.dirname, "store.ts");
const requestStoreModule = path.join(import.meta.dirname, "../requests/store/index.ts");
const databaseModule = path.join(import.meta.dirname, "../db/database.ts");

/**
 * One server process making invoices: its own connection to the database, `count` invoices
 * issued at once (each for a request of its own), the numbers printed.
 */
function issueInProcess(location: object, prefix: string, count: number): Promise<string[]> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(databaseModule)});
    const { createRequestStore } = await import(${JSON.stringify(requestStoreModule)});
    const { createInvoiceStore } = await import(${JSON.stringify(storeModule)});
    const database = await openDatabase(JSON.parse(process.env.LOCATION));
    const requests = createRequestStore(database);
    const invoices = createInvoiceStore(database.db);
    const line = { kind: "call-out", description: "Call-out", quantity: 100, unitCents: 17500, amountCents: 17500, change: null };
    const numbers = await Promise.all(Array.from({ length: ${count} }, async (_, index) => {
      const { request } = await requests.save({ requestId: ("${prefix}-" + index + "-").padEnd(32, "x"), kind: "roadside", name: "N", email: "", phone: "519-555-0100", message: "" });
      const { invoice } = await invoices.issue(request.id, { customerName: "N", company: "", phone: "", email: "", unit: "", poNumber: "", lines: [line], removedLines: [], estimateVersion: null }, "test", new Date("2026-11-27T15:00:00Z"));
      return invoice.number;
    }));
    await database.close();
    console.log(JSON.stringify(numbers));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, LOCATION: JSON.stringify(location) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split("\n").at(-1)!) as string[]) : reject(new Error(`exit ${code}`)),
    );
  });
}

describe.each(engines)("invoice numbers from two processes at once on %s", (engine) => {
  // Two Node.js processes start (tsx compiles the modules for each): seconds on a loaded 2-core machine.
  it("gives 2026-0001 to 2026-0040 once each: no number doubled or skipped", { timeout: 90_000 }, async () => {
    const made = await testDatabase(engine);
    // Migrated once first, so the two processes race on invoices, not on the schema.
    await (await made.open()).close();
    try {
      const [a, b] = await Promise.all([issueInProcess(made.location, "a", 20), issueInProcess(made.location, "b", 20)]);
      const numbers = [...a, ...b].sort();
      expect(numbers).toEqual(Array.from({ length: 40 }, (_, index) => `2026-${String(index + 1).padStart(4, "0")}`));
    } finally {
      made.remove();
    }
  });
});
