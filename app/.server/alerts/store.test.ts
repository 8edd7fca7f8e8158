import { afterEach, describe, expect, it } from "vitest";
import { engines, testDatabase, type TestDatabase } from "../../../tests/test-database";
import type { SiteDatabase } from "../db/database";
import { createAlertStore, type AlertStore, type ClaimedAlert } from "./store";

let made: TestDatabase[] = [];
let opened: SiteDatabase[] = [];
afterEach(async () => {
  for (const database of opened) await database.close();
  for (const database of made) database.remove();
  made = [];
  opened = [];
});

const device = (name: string) => ({ endpoint: `https://push.example.com/${name}`, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } });

describe.each(engines)("the owner's alerting phones on %s", (engine) => {
  async function fresh() {
    const database = await testDatabase(engine);
    made.push(database);
    const connection = await database.open();
    opened.push(connection);
    return { store: createAlertStore(connection.db), database, connection };
  }

  it("owes each new request's alert once to every device, and lets one claim at a time send it", async () => {
    const { store } = await fresh();
    const phone = await store.addDevice(1, device("phone"), "Android phone, Chrome");
    await store.addDevice(1, device("tablet"), "Android tablet, Chrome");
    expect(await store.enqueue(42, 0)).toBe(2);
    expect(await store.enqueue(42, 0)).toBe(0);
    const first = await store.claimDue(60_000);
    const second = await store.claimDue(60_000);
    expect([first?.subscription?.device, second?.subscription?.device].sort()).toEqual(["Android phone, Chrome", "Android tablet, Chrome"]);
    expect(await store.claimDue(60_000)).toBeNull();
    await store.markSent(first!);
    await store.markFailed(second!, "push service answered 503");
    // The failed one waits out its back-off (5 s) before anyone takes it again.
    expect(await store.claimDue(60_000)).toBeNull();
    const devices = await store.devices(1);
    expect(devices.find((row) => row.id === first!.subscription!.id)?.lastAlertedAt).toMatch(/^\d{4}-/);
    expect(devices.find((row) => row.id === second!.subscription!.id)).toMatchObject({
      lastAlertedAt: null,
      lastError: "push service answered 503",
    });
    expect(phone.device).toBe("Android phone, Chrome");
  });

  it("a claim that runs out (its process died) is taken by another", async () => {
    const { store } = await fresh();
    await store.addDevice(1, device("phone"), "phone");
    await store.enqueue(7, 0);
    expect(await store.claimDue(1)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await store.claimDue(60_000);
    expect(again).toMatchObject({ request: 7, attempts: 2 });
  });

  it("re-adding a known endpoint renews it; removing a device drops what it was still owed", async () => {
    const { store } = await fresh();
    const first = await store.addDevice(1, device("phone"), "old name");
    const again = await store.addDevice(1, device("phone"), "new name");
    expect(again.id).toBe(first.id);
    expect((await store.devices()).map((row) => row.device)).toEqual(["new name"]);
    await store.enqueue(9, 0);
    expect(await store.removeDevice(first.id, 2)).toBe(false);
    expect(await store.removeDevice(first.id, 1)).toBe(true);
    expect(await store.claimDue(60_000)).toBeNull();
  });

  it("two processes racing one escalation round: one begins it, and each of its alerts is owed and sent once", async () => {
    const { store, database, connection } = await fresh();
    // On PostgreSQL the second process has a connection of its own; SQLite's two connections in one
    // test process stall each other, so there the two share one (the claims are in the SQL either way).
    const otherConnection = engine === "postgres" ? await database.open() : connection;
    if (otherConnection !== connection) opened.push(otherConnection);
    const processes: AlertStore[] = [store, createAlertStore(otherConnection.db)];
    await store.addDevice(1, device("phone"), "phone");
    await store.addDevice(1, device("tablet"), "tablet");

    // What each process's sweep does once a round is due: begin it, and if it began it, owe its alerts.
    const escalate = async (server: AlertStore) => ((await server.beginRound(42, 1)) ? server.enqueue(42, 1, ["sms", "email"]) : null);
    expect((await Promise.all(processes.map(escalate))).sort()).toEqual([4, null]);
    // Both send what is owed at once: each alert goes out from one of them only.
    const sent: ClaimedAlert[] = [];
    const drain = async (server: AlertStore) => {
      for (let alert = await server.claimDue(60_000); alert; alert = await server.claimDue(60_000)) {
        sent.push(alert);
        await server.markSent(alert);
      }
    };
    await Promise.all(processes.map(drain));
    await Promise.all(processes.map(drain));
    expect(sent.map((alert) => `${alert.channel} ${alert.subscription?.device ?? ""}`.trim()).sort()).toEqual([
      "email",
      "push phone",
      "push tablet",
      "sms",
    ]);
    // The round is not begun again by a later sweep of either; the next round begins once too.
    expect(await Promise.all(processes.map(escalate))).toEqual([null, null]);
    expect((await Promise.all(processes.map((server) => server.beginRound(42, 2)))).sort()).toEqual([false, true]);
  });

  it("makes one VAPID key pair and keeps it, whichever process asks first", async () => {
    const { database } = await fresh();
    const [a, b] = [await database.open(), await database.open()];
    opened.push(a, b);
    const first = await createAlertStore(a.db).vapidKeys();
    const second = await createAlertStore(b.db).vapidKeys();
    expect(second).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await createAlertStore(a.db, { publicKey: "P", privateKey: "Q" }).vapidKeys()).toEqual({ publicKey: "P", privateKey: "Q" });
  });
});
