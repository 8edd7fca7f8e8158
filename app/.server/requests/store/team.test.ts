import { describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../../tests/test-database";
import { createAlertStore } from "../../alerts/store";
import { createOwnerStore } from "../../owners/store";
import { createRequestStore } from "./index";

const roadside = (requestId: string) => ({
  requestId,
  kind: "roadside" as const,
  name: "Dave",
  email: "",
  phone: "519-555-0100",
  message: "",
  details: { location: { latitude: 43.2557, longitude: -79.8711 } },
});

describe.each(engines)("a team on %s", (engine) => {
  async function fresh() {
    const connection = await openTestDatabase(engine);
    return { requests: createRequestStore(connection), owners: createOwnerStore(connection), alerts: createAlertStore(connection.db) };
  }

  it("keeps roles: today's accounts stay owners, a technician is added without a password, and removing one frees their jobs", async () => {
    const { owners, requests } = await fresh();
    const { owner } = await owners.saveOwner("Boss@Example.com", "scrypt$x");
    expect(owner).toMatchObject({ email: "boss@example.com", role: "owner", name: null });
    const mike = await owners.addMember("mike@example.com", { role: "technician", name: "Mike Roy", phone: "+15195550111" });
    expect(mike).toMatchObject({ role: "technician", name: "Mike Roy", phone: "+15195550111", lastSignedInAt: null });
    expect(await owners.addMember("MIKE@example.com", { role: "owner" })).toBeNull();
    // A password reset without a role keeps the role.
    expect((await owners.saveOwner("mike@example.com", "scrypt$y")).owner.role).toBe("technician");
    await owners.markSignedIn(mike!.id);
    expect((await owners.getOwner(mike!.id))?.lastSignedInAt).toMatch(/^\d{4}-/);

    const { request } = await requests.save(roadside("a".repeat(32)));
    await requests.setDispatch(request.id, { status: "dispatched", technician: "Mike", arrivalAt: null, assignedTo: mike!.id }, owner);
    expect((await requests.list({ assignedTo: mike!.id })).map((each) => each.id)).toEqual([request.id]);
    expect(await requests.list({ assignedTo: owner.id })).toEqual([]);
    await owners.removeOwner("mike@example.com");
    expect((await requests.get(request.id))?.assignedTo).toBeNull();
  });

  it("names who did each step in the history, and keeps only the latest position while on the way", async () => {
    const { owners, requests } = await fresh();
    const mike = (await owners.addMember("mike@example.com", { role: "technician", name: "Mike Roy" }))!;
    const { request } = await requests.save(roadside("b".repeat(32)));
    await requests.setDispatch(request.id, { status: "dispatched", technician: "Mike", arrivalAt: null, assignedTo: mike.id }, "cli");
    // Not on the way yet: nothing is kept.
    expect(await requests.savePosition(request.id, mike.id, { latitude: 43.3, longitude: -79.9, accuracy: 20 })).toBe(false);
    await requests.setStatus(request.id, "on-the-way", mike);
    expect(await requests.savePosition(request.id, mike.id, { latitude: 43.3, longitude: -79.9, accuracy: 20 })).toBe(true);
    expect(await requests.savePosition(request.id, mike.id, { latitude: 43.28, longitude: -79.88, accuracy: null })).toBe(true);
    expect(await requests.position(request.id)).toMatchObject({ latitude: 43.28, longitude: -79.88, accuracy: null });
    await requests.setStatus(request.id, "arrived", mike);
    expect(await requests.position(request.id)).toBeNull();
    expect(await requests.savePosition(request.id, mike.id, { latitude: 43.3, longitude: -79.9, accuracy: 20 })).toBe(false);
    const steps = (await requests.history(request.id)).filter((event) => event.type === "status");
    expect(steps.map((event) => [event.detail, event.actorName, event.actor])).toEqual([
      ["on-the-way", "Mike", "mike@example.com"],
      ["arrived", "Mike", "mike@example.com"],
    ]);
    await requests.setPartsUsed(request.id, "2 x air filter", mike);
    expect((await requests.get(request.id))?.partsUsed).toBe("2 x air filter");
  });

  it("shows a position only as the current assignee's: reassigned or off the way, the last one's is gone", async () => {
    const { owners, requests } = await fresh();
    const mike = (await owners.addMember("mike@example.com", { role: "technician", name: "Mike Roy" }))!;
    const tom = (await owners.addMember("tom@example.com", { role: "technician", name: "Tom Lee" }))!;
    const { request } = await requests.save(roadside("c".repeat(32)));
    const onTheWay = (assignedTo: number | null, technician: string | null) =>
      requests.setDispatch(request.id, { status: "on-the-way", technician, arrivalAt: null, assignedTo }, "cli");
    const mikesFix = () => requests.savePosition(request.id, mike.id, { latitude: 43.3, longitude: -79.9, accuracy: 20 });

    // The attack's steps: Mike shares, the owner reassigns to Tom with the status kept On the way.
    await onTheWay(mike.id, "Mike");
    expect(await mikesFix()).toBe(true);
    await onTheWay(tom.id, "Tom");
    expect(await requests.position(request.id)).toBeNull();
    // A post from Mike's phone that raced the reassignment is not Tom's either.
    expect(await mikesFix()).toBe(true);
    expect(await requests.position(request.id)).toBeNull();

    for (const [assignedTo, technician] of [
      [null, "Bob"],
      [null, null],
    ] as const) {
      await onTheWay(mike.id, "Mike");
      expect(await mikesFix()).toBe(true);
      await onTheWay(assignedTo, technician);
      expect(await requests.position(request.id), technician ?? "nobody").toBeNull();
    }

    // Back to dispatched, then On the way again: the old position is not shown again.
    await onTheWay(mike.id, "Mike");
    expect(await mikesFix()).toBe(true);
    await requests.setStatus(request.id, "dispatched", "cli");
    await requests.setStatus(request.id, "on-the-way", "cli");
    expect(await requests.position(request.id)).toBeNull();
    // The same assignee saved again (an arrival time changed): their position stays.
    expect(await mikesFix()).toBe(true);
    await requests.setDispatch(
      request.id,
      { status: "on-the-way", technician: "Mike", arrivalAt: "2026-05-01T12:00:00.000Z", assignedTo: mike.id },
      "cli",
    );
    expect(await requests.position(request.id)).toMatchObject({ latitude: 43.3 });
  });

  it("alerts a technician's phones of their own jobs only, and the owners' phones of new requests", async () => {
    const { owners, alerts } = await fresh();
    const { owner } = await owners.saveOwner("boss@example.com", "scrypt$x");
    const mike = (await owners.addMember("mike@example.com", { role: "technician", name: "Mike" }))!;
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    await alerts.addDevice(owner.id, { endpoint: "https://push.example.com/boss", keys }, "boss phone");
    await alerts.addDevice(mike.id, { endpoint: "https://push.example.com/mike", keys }, "mike phone");
    expect(await alerts.enqueue(7, 0)).toBe(1);
    // An assignment: Mike's phone and his mobile, once per assignment.
    expect(await alerts.enqueue(7, -1, ["sms"], 99, { member: mike.id })).toBe(2);
    expect(await alerts.enqueue(7, -1, ["sms"], 99, { member: mike.id })).toBe(0);
    const claimed = [await alerts.claimDue(60_000), await alerts.claimDue(60_000), await alerts.claimDue(60_000)];
    expect(claimed.map((alert) => alert?.subscription?.device ?? `${alert?.channel}:${alert?.target}`).sort()).toEqual([
      "boss phone",
      "mike phone",
      `sms:${mike.id}`,
    ]);
  });
});
