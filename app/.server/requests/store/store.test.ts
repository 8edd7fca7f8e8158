import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { engines, testDatabase, type TestDatabase } from "../../../../tests/test-database";
import { databaseFile, openDatabase, type SiteDatabase } from "../../db/database";
import { siteMigrations } from "../../db/migrations/index";
import { createRequestStore, type NewRequest, type RequestStore } from ".";

const databaseModule = path.resolve(import.meta.dirname, "../../db/database.ts");
let serial = 0;
const quote = (overrides: Partial<NewRequest> = {}): NewRequest => ({
  requestId: `test-request-${String(++serial).padStart(8, "0")}`,
  kind: "quote",
  name: "Dave Martin",
  email: "dave@example.com",
  phone: "519-555-0100",
  message: "Air leak at the yard.",
  ...overrides,
});
const jpeg = (label: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(label), Buffer.from([0xff, 0xd9])]);

let opened: SiteDatabase[] = [];
let made: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened) await database.close();
  for (const database of made) database.remove();
  opened = [];
  made = [];
});

describe.each(engines)("request store on %s", (engine) => {
  /** A fresh database; each store is one process's connection to it. */
  async function fresh() {
    const database = await testDatabase(engine);
    made.push(database);
    return {
      database,
      async store(): Promise<RequestStore & { raw: SiteDatabase }> {
        const connection = await database.open();
        opened.push(connection);
        return Object.assign(createRequestStore(connection), { raw: connection });
      },
    };
  }

  it("finds where a text back goes: the one open request from that number, and none when two are open", async () => {
    const store = await (await fresh()).store();
    const since = new Date(Date.now() - 86_400_000);
    const { request: driver } = await store.save(quote({ kind: "roadside", phone: "519-555-0121" }));
    expect(await store.openRequestForPhone("+15195550121", since)).toMatchObject({ id: driver.id });
    // Someone else types the same number into a request of their own: the text could be either's.
    await store.save(quote({ kind: "roadside", name: "Not Dave", phone: "(519) 555-0121" }));
    expect(await store.openRequestForPhone("+15195550121", since)).toBeNull();
    expect(await store.openRequestForPhone("+15195550199", since)).toBeNull();
  });

  it("starts empty and answers the health check", async () => {
    const store = await (await fresh()).store();
    expect(await store.count()).toBe(0);
    expect(await store.ping()).toBe(true);
  });

  it("keeps every request across a restart, newest first, status new and a private status token", async () => {
    const site = await fresh();
    const first = await site.store();
    const { request: saved } = await first.save(quote(), { addressHash: "hash-of-the-address" });
    await first.save(quote({ name: "Eve Tremblay" }));
    await first.raw.close();
    opened = opened.filter((database) => database !== first.raw);

    const reopened = await site.store();
    const requests = await reopened.list();
    expect(requests.map((request) => request.name)).toEqual(["Eve Tremblay", "Dave Martin"]);
    expect(requests[1]).toMatchObject({ id: saved.id, kind: "quote", status: "new", spam: false, suspect: false });
    expect(requests[1]!.statusToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await reopened.getByStatusToken(requests[1]!.statusToken)).toMatchObject({ id: saved.id });
  });

  it("stores a request id once: five identical posts at once, from two processes, give one row and five answers", async () => {
    const site = await fresh();
    const [a, b] = [await site.store(), await site.store()];
    const request = quote();
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => (index % 2 ? a : b).save(request)));
    expect(await a.count()).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.request.id)).size).toBe(1);
    // Later, too (a retry after a time-out).
    expect(await a.save({ ...request, message: "changed" })).toMatchObject({ duplicate: true, request: { message: request.message } });
    expect(await a.count()).toBe(1);
  });

  it("numbers requests without a gap however often one is sent again (R-2, its retries, then R-3)", async () => {
    const site = await fresh();
    const [a, b] = [await site.store(), await site.store()];
    const first = (await a.save(quote())).request;
    const again = quote();
    const kept = (await a.save(again)).request;
    // The page and the service worker send the kept request together, then a retry after a lost answer.
    await Promise.all([a.save(again), b.save(again), a.save(again)]);
    await b.save(again);
    const next = (await b.save(quote())).request;
    expect([first.id, kept.id, next.id]).toEqual([first.id, first.id + 1, first.id + 2]);
  });

  it("keeps a photo sent again under its upload key once", async () => {
    const store = await (await fresh()).store();
    const { request } = await store.save(quote({ kind: "roadside" }));
    const photo = { request: request.id, contentType: "image/jpeg", width: 1, height: 1, uploadKey: "0123456789abcdef-0" };
    const [one, two] = await Promise.all([store.addPhotoWithin(3, photo, jpeg("dash")), store.addPhotoWithin(3, photo, jpeg("dash"))]);
    expect([one?.repeat, two?.repeat].filter(Boolean)).toHaveLength(1);
    expect(await store.addPhotoWithin(3, photo, jpeg("dash"))).toMatchObject({ id: one!.id, repeat: true });
    expect(await store.photos(request.id)).toHaveLength(1);
    expect(await store.photoWithKey(request.id, photo.uploadKey)).toMatchObject({ id: one!.id });
  });

  // Two Node.js processes start (tsx compiles the module for each): seconds on a loaded 2-core machine.
  it("applies each migration once when two processes open a new database together", { timeout: 60_000 }, async () => {
    const site = await fresh();
    const openInProcess = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            "--import",
            "tsx",
            "-e",
            `const { openDatabase } = await import(${JSON.stringify(databaseModule)}); await (await openDatabase(JSON.parse(process.env.LOCATION))).close();`,
          ],
          { env: { ...process.env, LOCATION: JSON.stringify(site.database.location) }, stdio: "inherit" },
        );
        child.on("exit", resolve);
      });
    expect(await Promise.all([openInProcess(), openInProcess()])).toEqual([0, 0]);
    const store = await site.store();
    const names = (await store.raw.db.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name);
    expect(names.toSorted()).toEqual(siteMigrations.map((migration) => migration.name).toSorted());
    await store.save(quote());
    expect(await store.count()).toBe(1);
  });

  it("moves a status and keeps who and when in the history; unknown ids answer null", async () => {
    const store = await (await fresh()).store();
    const { request } = await store.save(quote());
    expect(await store.setStatus(request.id, "dispatched", "cli")).toMatchObject({ status: "dispatched" });
    await store.addNote(request.id, "Unit 12, tech on the way from Tilbury", "owner@example.com");
    expect(await store.history(request.id)).toEqual([
      expect.objectContaining({ type: "status", detail: "dispatched", actor: "cli" }),
      expect.objectContaining({ type: "note", detail: "Unit 12, tech on the way from Tilbury", actor: "owner@example.com" }),
    ]);
    expect(await store.setStatus(9999, "done", "cli")).toBeNull();
    expect(await store.history(9999)).toEqual([]);
  });

  it("marks a request seen once, by the first owner to see it, from either of two processes", async () => {
    const fresh_ = await fresh();
    const [one, two] = [await fresh_.store(), await fresh_.store()];
    const { request } = await one.save(quote({ kind: "roadside" }));
    const { request: other } = await one.save(quote({ kind: "roadside" }));
    expect((await one.list({ unacknowledged: true, order: "oldest" })).map((row) => row.id)).toEqual([request.id, other.id]);
    // (One after the other: two SQLite connections in one test process would wait on each other.)
    const answers = [
      await one.acknowledge(request.id, { id: 1, email: "owner@example.com" }),
      await two.acknowledge(request.id, { id: 2, email: "dispatch@example.com" }),
    ];
    expect(answers).toEqual([true, false]);
    const seen = await one.get(request.id);
    expect(seen?.acknowledgedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await one.history(request.id)).toEqual([expect.objectContaining({ type: "acknowledged", actor: "owner@example.com" })]);
    expect(await one.acknowledge(request.id, { id: 1, email: "owner@example.com" })).toBe(false);
    expect((await one.list({ unacknowledged: true })).map((row) => row.id)).toEqual([other.id]);
  });

  it("keeps spam apart: left out of lists and e-mail, listed on request, released by hand", async () => {
    const store = await (await fresh()).store();
    const { request: spam } = await store.save(quote({ spamReason: "honeypot filled" }));
    await store.save(quote({ name: "Real Driver" }));
    expect((await store.list()).map((request) => request.name)).toEqual(["Real Driver"]);
    expect(await store.list({ spam: "only" })).toEqual([expect.objectContaining({ id: spam.id, spamReason: "honeypot filled" })]);
    expect((await store.listUnnotified()).map((request) => request.name)).toEqual(["Real Driver"]);
    await store.setSpam(spam.id, false, "cli");
    expect((await store.listUnnotified()).map((request) => request.id)).toContain(spam.id);
  });

  it("finds requests by name or phone digits, and by kind and status", async () => {
    const store = await (await fresh()).store();
    await store.save(quote({ name: "Dave Martin", phone: "(519) 555-0100" }));
    const { request: eve } = await store.save(quote({ name: "Eve Tremblay", phone: "226 555 0142" }));
    await store.setStatus(eve.id, "done", null);
    expect((await store.list({ search: "tremb" })).map((r) => r.name)).toEqual(["Eve Tremblay"]);
    expect((await store.list({ search: "5195550100" })).map((r) => r.name)).toEqual(["Dave Martin"]);
    expect((await store.list({ statuses: ["done"] })).map((r) => r.name)).toEqual(["Eve Tremblay"]);
    expect(await store.list({ kind: "roadside" })).toEqual([]);
  });

  it("prunes spam past its age and past the cap, oldest first, and never real requests", async () => {
    const store = await (await fresh()).store();
    for (let i = 0; i < 6; i++) await store.save(quote({ spamReason: "links", name: `Bot ${i}` }));
    await store.save(quote({ name: "Real Driver" }));
    await store.raw.db
      .updateTable("requests")
      .set({ created_at: "2020-01-01T00:00:00.000Z" })
      .where("name", "in", ["Bot 0", "Real Driver"])
      .execute();
    expect(await store.pruneSpam({ maxAgeDays: 30, maxRows: 3 })).toBe(3);
    expect((await store.list({ spam: "include" })).map((request) => request.name)).toEqual(["Real Driver", "Bot 5", "Bot 4", "Bot 3"]);
  });

  it("prunes a spam request's photos with it, and leaves a real request's alone", async () => {
    const store = await (await fresh()).store();
    const spam = (await store.save(quote({ spamReason: "honeypot filled", name: "Bot" }))).request;
    const real = (await store.save(quote({ name: "Real Driver" }))).request;
    await store.addPhoto({ request: spam.id, contentType: "image/jpeg", width: 1, height: 1 }, jpeg("spam"));
    const kept = await store.addPhoto({ request: real.id, contentType: "image/jpeg", width: 1, height: 1 }, jpeg("real"));
    expect(await store.pruneSpam({ maxAgeDays: 30, maxRows: 0 })).toBe(1);
    expect(await store.photos(spam.id)).toEqual([]);
    expect(await store.raw.db.selectFrom("request_photos").select("request").execute()).toEqual([{ request: real.id }]);
    expect((await store.photoBodies(real.id, [kept.id])).get(kept.id)).toEqual(jpeg("real"));
  });

  it("prunes a spam request's messages, texts, alerts and estimates with it, and leaves a real request's alone", async () => {
    const store = await (await fresh()).store();
    const spam = (await store.save(quote({ spamReason: "honeypot filled", name: "Bot" }))).request;
    const real = (await store.save(quote({ name: "Real Driver" }))).request;
    const at = new Date().toISOString();
    for (const request of [spam.id, real.id]) {
      await store.raw.db
        .insertInto("request_messages")
        .values({ request, at, sender: "driver", via: "page", body: "Where are you?" })
        .execute();
      await store.raw.db.insertInto("driver_texts").values({ request, step: "received", created_at: at, due_at: 0 }).execute();
      await store.raw.db
        .insertInto("alert_deliveries")
        .values({ request, channel: "push", target: 1, created_at: at, next_attempt_at: 0 })
        .execute();
      await store.raw.db
        .insertInto("estimates")
        .values({ request, version: 1, lines: "[]", subtotal_cents: 0, tax_cents: 0, total_cents: 0, created_at: at })
        .execute();
    }
    expect(await store.pruneSpam({ maxAgeDays: 30, maxRows: 0 })).toBe(1);
    for (const table of ["request_messages", "driver_texts", "alert_deliveries", "estimates"] as const) {
      expect(await store.raw.db.selectFrom(table).select("request").execute(), table).toEqual([{ request: real.id }]);
    }
  });

  it("lets only one process claim a request's e-mail, until the claim runs out", async () => {
    const site = await fresh();
    const [a, b] = [await site.store(), await site.store()];
    const { request } = await a.save(quote());
    const claims = await Promise.all([a.claimNotification(request.id, 60_000), b.claimNotification(request.id, 60_000)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const expired = (await a.save(quote())).request;
    expect(await a.claimNotification(expired.id, -1)).not.toBeNull();
    expect(await b.claimNotification(expired.id, 60_000)).not.toBeNull();
    await b.markNotified(expired.id, "250 OK queued");
    expect(await a.claimNotification(expired.id, 60_000)).toBeNull();
    expect(await a.history(expired.id)).toEqual([expect.objectContaining({ type: "email-sent", detail: "250 OK queued" })]);
  });

  it("counts requests per address across processes", async () => {
    const site = await fresh();
    const [a, b] = [await site.store(), await site.store()];
    await a.save(quote(), { addressHash: "first-address" });
    await b.save(quote(), { addressHash: "first-address" });
    await b.save(quote(), { addressHash: "second-address" });
    expect(await a.countFromAddress("first-address", new Date(Date.now() - 60_000))).toBe(2);
    expect(await a.countFromAddress("first-address", new Date(Date.now() + 60_000))).toBe(0);
  });

  it("keeps a request's photos in order, their bytes exactly as sent, and only for that request", async () => {
    const site = await fresh();
    const [a, b] = [await site.store(), await site.store()];
    const { request } = await a.save(quote({ kind: "roadside" }));
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));
    const first = await a.addPhoto({ request: request.id, contentType: "image/jpeg", width: 1600, height: 1200 }, body);
    const second = await a.addPhoto({ request: request.id, contentType: "image/jpeg", width: 800, height: 600 }, jpeg("second"));
    expect(await b.photos(request.id)).toEqual([
      expect.objectContaining({ id: first.id, bytes: body.byteLength, width: 1600, height: 1200, notifiedAt: null }),
      expect.objectContaining({ id: second.id, bytes: jpeg("second").byteLength, width: 800 }),
    ]);
    // Another process (a second machine) reads the same bytes.
    const bodies = await b.photoBodies(request.id, [first.id, second.id]);
    expect(bodies.get(first.id)).toEqual(body);
    expect(bodies.get(second.id)).toEqual(jpeg("second"));
    expect(await b.photos(request.id + 1)).toEqual([]);
    expect((await b.photoBodies(request.id + 1, [first.id])).size).toBe(0);
  });

  it("keeps at most the limit of photos of each kind when uploads arrive together", async () => {
    const site = await fresh();
    const store = await site.store();
    const { request } = await store.save(quote({ kind: "roadside" }));
    const photo = { request: request.id, contentType: "image/jpeg", width: 1, height: 1 };
    const withRequest = await Promise.all(Array.from({ length: 10 }, (_, i) => store.addPhotoWithin(3, photo, jpeg(`together ${i}`))));
    expect(withRequest.filter(Boolean)).toHaveLength(3);
    // Photos sent with messages have slots of their own.
    const withMessages = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.addPhotoWithin(3, { ...photo, message: 1 }, jpeg(`message ${i}`))),
    );
    expect(withMessages.filter(Boolean)).toHaveLength(3);
    expect(await store.photos(request.id)).toHaveLength(6);
  });
});

describe("the SQLite file", () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "requests-"));

  it("is created with its folder and tables on first use, in WAL mode", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const database = await openDatabase({ DATA_DIR: dir });
    opened.push(database);
    expect(fs.existsSync(databaseFile(dir))).toBe(true);
    expect(fs.existsSync(`${databaseFile(dir)}-wal`)).toBe(true);
    expect(await createRequestStore(database).count()).toBe(0);
  });

  it("upgrades a database from before request ids, keeping every request", async () => {
    const dir = tempDir();
    const old = createClient({ url: `file:${databaseFile(dir)}` });
    await old.execute(`CREATE TABLE quote_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL, ip TEXT, user_agent TEXT, notified_at TEXT,
      notify_attempts INTEGER NOT NULL DEFAULT 0, last_notify_error TEXT)`);
    await old.execute(`INSERT INTO quote_requests (name, email, phone, message, created_at, notified_at)
      VALUES ('Old Lead', 'old@example.com', '519-555-0199', 'Brakes', '2026-10-01T12:00:00.000Z', '2026-10-01T12:00:05.000Z')`);
    old.close();
    const database = await openDatabase({ DATA_DIR: dir });
    opened.push(database);
    const store = createRequestStore(database);
    expect(await store.list()).toEqual([
      expect.objectContaining({ id: 1, name: "Old Lead", status: "new", kind: "quote", notifiedAt: "2026-10-01T12:00:05.000Z" }),
    ]);
    // Opening again (a second process) applies nothing twice.
    opened.push(await openDatabase({ DATA_DIR: dir }));
    expect(await store.count()).toBe(1);
  });
});
