import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../../tests/test-database";
import { makeLine } from "~/lib/estimate";
import { createEstimateStore } from "../../estimates/store";
import { createMessageStore } from "../../messages/store";
import { createReviewStore } from "../../reviews/store";
import { createInvoiceStore } from "../../invoices/store";
import { linesAgainstApproval } from "~/lib/invoice";
import { createRequestStore } from "./index";

async function site(engine: (typeof engines)[number]) {
  const database = await openTestDatabase(engine);
  return { database, requests: createRequestStore(database) };
}

/** Every text of every row of every table: where a name or a number could hide. */
async function everything(database: Awaited<ReturnType<typeof site>>["database"]): Promise<string> {
  const tables = await database.db.introspection.getTables();
  const texts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table.name)}`.execute(database.db);
    for (const row of rows.rows) texts.push(JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? "<bytes>" : value)));
  }
  return texts.join("\n");
}

describe.each(engines)("forgetting a request on %s", (engine) => {
  it("leaves no personal field anywhere, keeps an anonymous row, and says who had it forgotten", async () => {
    const { database, requests } = await site(engine);
    const { request } = await requests.save(
      {
        requestId: "f".repeat(32),
        kind: "roadside",
        name: "Marguerite Quasimodo",
        email: "marguerite@quasimodo.example",
        phone: "519-555-0177",
        message: "Air leak near exit 56",
        details: { location: { road: "401", landmark: "Exit 56, Tilbury", latitude: 42.2613 }, plate: "AX 41 Q7" },
        textsWanted: true,
      },
      { addressHash: "address-hash-of-the-day" },
    );
    await requests.addPhoto({ request: request.id, contentType: "image/jpeg", width: 10, height: 10 }, Buffer.from("a photo of the truck"));
    await requests.addNote(request.id, "Marguerite says the trailer is loaded", "owner@example.com");
    await createMessageStore(database.db).add({
      request: request.id,
      sender: "driver",
      via: "page",
      body: "I'm at the Quasimodo truck stop",
    });
    const estimates = createEstimateStore(database.db);
    await estimates.send(
      request.id,
      {
        lines: [
          makeLine("call-out", "Call-out", 100, 17500),
          makeLine("labour", "Labour on Marguerite's Peterbilt", 150, 12999),
          makeLine("part", "Air dryer for unit AX 41 Q7", 100, 4500),
        ],
        note: "For Marguerite",
      },
      "owner@example.com",
    );
    await estimates.decide(request.id, 1, { kind: "approved", name: "Marguerite Quasimodo", poNumber: "PO-QUASI" });
    await createReviewStore(database.db).submit(request.id, {
      rating: 5,
      body: "Quasimodo haulage says thanks",
      nameStyle: "company",
      shownName: "Quasimodo Haulage",
      company: "Quasimodo Haulage",
      area: null,
      service: null,
    });
    const before = await everything(database);
    expect(before).toContain("Quasimodo");

    expect(await requests.forget(request.id, "owner@example.com")).toBe("forgotten");
    expect(await requests.forget(request.id, "owner@example.com")).toBe("already");
    const after = await everything(database);
    for (const personal of [
      "Quasimodo",
      "Marguerite",
      "519-555-0177",
      "15195550177",
      "Exit 56",
      "42.2613",
      "AX 41 Q7",
      "address-hash-of-the-day",
      "a photo",
    ]) {
      expect(after, personal).not.toContain(personal);
    }
    // The estimate's money stays, its words go: no "Approved by ," either.
    const [estimate] = await estimates.versions(request.id);
    expect(estimate!.lines.map((line) => [line.description, line.amountCents])).toEqual([
      ["Call-out", 17500],
      ["Labour", 19499],
      ["Part", 4500],
    ]);
    expect(estimate).toMatchObject({ decision: "approved", decidedName: null, poNumber: null, note: "" });
    const kept = await requests.get(request.id);
    expect(kept).toMatchObject({ kind: "roadside", status: "new", name: "", phone: "", details: null, createdAt: request.createdAt });
    expect(kept!.forgottenAt).not.toBeNull();
    // The old link opens nothing.
    expect(await requests.getByStatusToken(request.statusToken)).toBeNull();
    const history = await requests.history(request.id);
    expect(history.at(-1)).toMatchObject({ type: "forgotten", actor: "owner@example.com", detail: "personal data removed" });
    expect(await requests.forget(9999, "owner@example.com")).toBe("missing");
  });

  it("keeps the invoices' numbers, lines, amounts and company for the law's six years, and removes the person's name, phone and e-mail", async () => {
    const { database, requests } = await site(engine);
    const { request } = await requests.save({
      requestId: "i".repeat(32),
      kind: "roadside",
      name: "Ottoline Vasquez",
      email: "ottoline@vasquez.example",
      phone: "519-555-0166",
      message: "",
    });
    const lines = [makeLine("call-out", "Call-out", 100, 17500), makeLine("part", "Air dryer cartridge", 100, 8999)];
    const invoices = createInvoiceStore(database.db);
    const { invoice } = await invoices.issue(
      request.id,
      {
        customerName: "Ottoline Vasquez",
        company: "Lakeshore Freight Ltd.",
        phone: "519-555-0166",
        email: "ottoline@vasquez.example",
        unit: "Unit 7",
        poNumber: "PO-88",
        ...(({ lines: marked, removed }) => ({ lines: marked, removedLines: removed }))(linesAgainstApproval(lines, lines)),
        estimateVersion: 1,
      },
      "owner@example.com",
    );
    await invoices.markPaid(invoice.id, { method: "e-transfer", reference: "CA1234", by: "owner@example.com" });
    await requests.forget(request.id, "owner@example.com");
    const after = await everything(database);
    for (const personal of ["Ottoline", "Vasquez", "519-555-0166", "vasquez.example"]) expect(after, personal).not.toContain(personal);
    expect(await invoices.get(invoice.id)).toMatchObject({
      number: invoice.number,
      customerName: "",
      phone: "",
      email: "",
      company: "Lakeshore Freight Ltd.",
      unit: "Unit 7",
      poNumber: "PO-88",
      subtotalCents: 26499,
      taxCents: 3445,
      totalCents: 29944,
      status: "paid",
      paidMethod: "e-transfer",
    });
    expect((await invoices.get(invoice.id))!.lines.map((line) => line.description)).toEqual(["Call-out", "Air dryer cartridge"]);
  });

  it("forgets requests past the retention by itself, and clears address hashes after their day", async () => {
    const { database, requests } = await site(engine);
    const save = (id: string) =>
      requests.save(
        { requestId: id.repeat(32), kind: "quote", name: `Driver ${id}`, email: "", phone: "519-555-0100", message: "" },
        { addressHash: `hash-${id}` },
      );
    const { request: old } = await save("a");
    const { request: recent } = await save("b");
    await database.db
      .updateTable("requests")
      .set({ created_at: new Date(Date.now() - 731 * 86_400_000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    expect(await requests.clearAddressHashes(24)).toBe(1);
    expect(await requests.forgetOlderThan(730)).toBe(1);
    expect(await requests.forgetOlderThan(730)).toBe(0);
    expect((await requests.get(old.id))!.name).toBe("");
    expect((await requests.history(old.id)).at(-1)).toMatchObject({ type: "forgotten", actor: "retention (730 days)" });
    expect((await requests.get(recent.id))!.name).toBe("Driver b");
    expect(await requests.countFromAddress("hash-b", new Date(Date.now() - 60_000))).toBe(1);
  });
});
