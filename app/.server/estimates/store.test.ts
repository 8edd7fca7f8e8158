import { describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../tests/test-database";
import { makeLine } from "~/lib/estimate";
import { createRequestStore } from "../requests/store";
import { createEstimateStore } from "./store";

async function site(engine: (typeof engines)[number]) {
  const database = await openTestDatabase(engine);
  const requests = createRequestStore(database);
  const { request } = await requests.save({
    requestId: "e".repeat(32),
    kind: "roadside",
    name: "Jane Roy",
    email: "",
    phone: "519-555-0190",
    message: "",
  });
  return { requests, estimates: createEstimateStore(database.db), request };
}

const v1 = [makeLine("call-out", "Call-out", 100, 17500), makeLine("labour", "Labour", 150, 12999)];

describe.each(engines)("estimates on %s", (engine) => {
  it("numbers versions, keeps totals in cents, and records one approval however often it is sent", async () => {
    const { requests, estimates, request } = await site(engine);
    const { estimate: first } = await estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com");
    expect(first).toMatchObject({ version: 1, subtotalCents: 36999, taxCents: 4810, totalCents: 41809, decision: null });
    const approve = { kind: "approved" as const, name: "Jane Roy", poNumber: "PO-4411" };
    const [a, b] = await Promise.all([estimates.decide(request.id, 1, approve), estimates.decide(request.id, 1, approve)]);
    expect([a.outcome, b.outcome].sort()).toEqual(["already", "recorded"]);
    expect((await requests.history(request.id)).filter((event) => event.type === "estimate-approved")).toHaveLength(1);
    expect(await estimates.decide(request.id, 1, { kind: "declined", reason: null })).toMatchObject({ outcome: "decided-otherwise" });
  });

  it("refuses a decision on a version that is no longer the newest", async () => {
    const { estimates, request } = await site(engine);
    await estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com");
    await estimates.decide(request.id, 1, { kind: "approved", name: "Jane Roy", poNumber: null });
    const second = await estimates.send(
      request.id,
      { lines: [...v1, makeLine("part", "Air dryer cartridge", 100, 8999)], note: "" },
      "owner@example.com",
    );
    expect(second).toMatchObject({ outcome: "sent", estimate: { version: 2, decision: null } });
    expect(await estimates.decide(request.id, 1, { kind: "approved", name: "Jane Roy", poNumber: null })).toEqual({
      outcome: "stale",
      latest: 2,
    });
    expect(await estimates.decide(request.id, 3, { kind: "approved", name: "Jane Roy", poNumber: null })).toEqual({ outcome: "missing" });
    expect(await estimates.decide(request.id, 2, { kind: "approved", name: "Jane Roy", poNumber: null })).toMatchObject({
      outcome: "recorded",
    });
    expect((await estimates.versions(request.id)).map((estimate) => [estimate.version, estimate.decision])).toEqual([
      [1, "approved"],
      [2, "approved"],
    ]);
  });

  it("makes one version of a Send estimate sent twice (a double tap, a retry), and none of the newest version's very lines", async () => {
    const { requests, estimates, request } = await site(engine);
    const key = "a".repeat(32);
    const sends = await Promise.all([
      estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com", key),
      estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com", key),
    ]);
    expect(sends.map((send) => send.outcome).sort()).toEqual(["repeat", "sent"]);
    expect(sends.map((send) => send.estimate.version)).toEqual([1, 1]);
    // The same lines again, from a new fill of the form: still version 1.
    expect(await estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com", "b".repeat(32))).toMatchObject({
      outcome: "unchanged",
      estimate: { version: 1 },
    });
    const more = [...v1, makeLine("part", "Air dryer cartridge", 100, 8999)];
    expect(await estimates.send(request.id, { lines: more, note: "" }, "owner@example.com", "c".repeat(32))).toMatchObject({
      outcome: "sent",
      estimate: { version: 2 },
    });
    expect((await estimates.versions(request.id)).map((estimate) => estimate.version)).toEqual([1, 2]);
    expect((await requests.history(request.id)).filter((event) => event.type === "estimate")).toHaveLength(2);
  });

  it("answers a decision sent again by its key with what it recorded, even after a newer version", async () => {
    const { requests, estimates, request } = await site(engine);
    await estimates.send(request.id, { lines: v1, note: "" }, "owner@example.com");
    const approve = { kind: "approved" as const, name: "Jane Roy", poNumber: null };
    const key = "d".repeat(32);
    expect(await estimates.decide(request.id, 1, approve, key)).toMatchObject({ outcome: "recorded" });
    await estimates.send(request.id, { lines: [...v1, makeLine("part", "Fitting", 100, 1500)], note: "" }, "owner@example.com");
    // The phone never heard the answer and sends it again: it was recorded, version 2 is not touched.
    expect(await estimates.decide(request.id, 1, approve, key)).toMatchObject({ outcome: "already", estimate: { version: 1 } });
    expect((await estimates.versions(request.id)).map((estimate) => estimate.decision)).toEqual(["approved", null]);
    expect((await requests.history(request.id)).filter((event) => event.type === "estimate-approved")).toHaveLength(1);
  });
});
