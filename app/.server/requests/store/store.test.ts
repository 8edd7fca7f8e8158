import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile } from "../../db/database";
import { openRequestStore, type NewRequest, type RequestStore } from ".";

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
let stores: RequestStore[] = [];
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "requests-"));

async function open(dir: string) {
  const store = await openRequestStore({ DATA_DIR: dir });
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores) store.close();
  stores = [];
});

describe("request store", () => {
  it("creates the folder, the database and its tables on first use, in WAL mode", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const store = await open(dir);
    expect(fs.existsSync(databaseFile(dir))).toBe(true);
    expect(fs.existsSync(`${databaseFile(dir)}-wal`)).toBe(true);
    expect(await store.count()).toBe(0);
    expect(await store.ping()).toBe(true);
  });

  it("keeps every request across a restart, newest first, status new and a private status token", async () => {
    const dir = tempDir();
    const first = await open(dir);
    const { request: saved } = await first.save(quote(), { ip: "127.0.0.1", userAgent: "test" });
    await first.save(quote({ name: "Eve Tremblay" }));
    first.close();
    stores = [];

    const reopened = await open(dir);
    const requests = await reopened.list();
    expect(requests.map((request) => request.name)).toEqual(["Eve Tremblay", "Dave Martin"]);
    expect(requests[1]).toMatchObject({ id: saved.id, kind: "quote", status: "new", spam: false, suspect: false, ip: "127.0.0.1" });
    expect(requests[1]!.statusToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await reopened.getByStatusToken(requests[1]!.statusToken)).toMatchObject({ id: saved.id });
  });

  it("stores a request id once: five identical posts at once give one row and five answers", async () => {
    const store = await open(tempDir());
    const request = quote();
    const results = await Promise.all(Array.from({ length: 5 }, () => store.save(request)));
    expect(await store.count()).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.request.id)).size).toBe(1);
    // Later, too (a retry after a time-out).
    expect(await store.save({ ...request, message: "changed" })).toMatchObject({ duplicate: true, request: { message: request.message } });
    expect(await store.count()).toBe(1);
  });

  it("upgrades a database from before request ids, keeping every request", async () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    const old = createClient({ url: `file:${databaseFile(dir)}` });
    await old.execute(`CREATE TABLE quote_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL, ip TEXT, user_agent TEXT, notified_at TEXT,
      notify_attempts INTEGER NOT NULL DEFAULT 0, last_notify_error TEXT)`);
    await old.execute(`INSERT INTO quote_requests (name, email, phone, message, created_at, notified_at)
      VALUES ('Old Lead', 'old@example.com', '519-555-0199', 'Brakes', '2026-10-01T12:00:00.000Z', '2026-10-01T12:00:05.000Z')`);
    old.close();
    const store = await open(dir);
    expect(await store.list()).toEqual([
      expect.objectContaining({ id: 1, name: "Old Lead", status: "new", kind: "quote", notifiedAt: "2026-10-01T12:00:05.000Z" }),
    ]);
    // Opening again (a second process) applies nothing twice.
    await open(dir);
    expect(await store.count()).toBe(1);
  });

  it("moves a status and keeps who and when in the history; unknown ids answer null", async () => {
    const store = await open(tempDir());
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

  it("keeps spam apart: left out of lists and e-mail, listed on request, released by hand", async () => {
    const store = await open(tempDir());
    const { request: spam } = await store.save(quote({ spamReason: "honeypot filled" }));
    await store.save(quote({ name: "Real Driver" }));
    expect((await store.list()).map((request) => request.name)).toEqual(["Real Driver"]);
    expect(await store.list({ spam: "only" })).toEqual([expect.objectContaining({ id: spam.id, spamReason: "honeypot filled" })]);
    expect((await store.listUnnotified()).map((request) => request.name)).toEqual(["Real Driver"]);
    await store.setSpam(spam.id, false, "cli");
    expect((await store.listUnnotified()).map((request) => request.id)).toContain(spam.id);
  });

  it("prunes spam past its age and past the cap, oldest first, and never real requests", async () => {
    const dir = tempDir();
    const store = await open(dir);
    for (let i = 0; i < 6; i++) await store.save(quote({ spamReason: "links", name: `Bot ${i}` }));
    await store.save(quote({ name: "Real Driver" }));
    const client = createClient({ url: `file:${databaseFile(dir)}` });
    await client.execute(`UPDATE requests SET created_at = '2020-01-01T00:00:00.000Z' WHERE name = 'Bot 0' OR name = 'Real Driver'`);
    client.close();
    expect(await store.pruneSpam({ maxAgeDays: 30, maxRows: 3 })).toBe(3);
    expect((await store.list({ spam: "include" })).map((request) => request.name)).toEqual(["Real Driver", "Bot 5", "Bot 4", "Bot 3"]);
  });

  it("prunes a spam request's photos with it, rows and files, and leaves a real request's alone", async () => {
    const dir = tempDir();
    const store = await open(dir);
    const uploads = path.join(dir, "uploads");
    fs.mkdirSync(uploads);
    const spam = (await store.save(quote({ spamReason: "honeypot filled", name: "Bot" }))).request;
    const real = (await store.save(quote({ name: "Real Driver" }))).request;
    for (const [request, file] of [
      [spam.id, "spam-photo.jpg"],
      [real.id, "real-photo.jpg"],
    ] as const) {
      fs.writeFileSync(path.join(uploads, file), "jpeg");
      await store.addPhoto({ request, file, contentType: "image/jpeg", bytes: 4, width: 1, height: 1 });
    }
    expect(await store.pruneSpam({ maxAgeDays: 30, maxRows: 0 })).toBe(1);
    expect(await store.photos(spam.id)).toEqual([]);
    expect(fs.existsSync(path.join(uploads, "spam-photo.jpg"))).toBe(false);
    expect((await store.photos(real.id)).map((photo) => photo.file)).toEqual(["real-photo.jpg"]);
    expect(fs.existsSync(path.join(uploads, "real-photo.jpg"))).toBe(true);
  });

  it("lets only one process claim a request's e-mail, until the claim runs out", async () => {
    const dir = tempDir();
    const [a, b] = [await open(dir), await open(dir)];
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
    const dir = tempDir();
    const [a, b] = [await open(dir), await open(dir)];
    await a.save(quote(), { ip: "203.0.113.9" });
    await b.save(quote(), { ip: "203.0.113.9" });
    await b.save(quote(), { ip: "198.51.100.1" });
    expect(await a.countFromAddress("203.0.113.9", new Date(Date.now() - 60_000))).toBe(2);
    expect(await a.countFromAddress("203.0.113.9", new Date(Date.now() + 60_000))).toBe(0);
  });

  it("finds requests by name or phone digits, and by kind and status", async () => {
    const store = await open(tempDir());
    await store.save(quote({ name: "Dave Martin", phone: "(519) 555-0100" }));
    const { request: eve } = await store.save(quote({ name: "Eve Tremblay", phone: "226 555 0142" }));
    await store.setStatus(eve.id, "done", null);
    expect((await store.list({ search: "tremb" })).map((r) => r.name)).toEqual(["Eve Tremblay"]);
    expect((await store.list({ search: "5195550100" })).map((r) => r.name)).toEqual(["Dave Martin"]);
    expect((await store.list({ statuses: ["done"] })).map((r) => r.name)).toEqual(["Eve Tremblay"]);
    expect(await store.list({ kind: "roadside" })).toEqual([]);
  });

  it("opens DATABASE_URL instead of the file under DATA_DIR when it is set", async () => {
    const dir = tempDir();
    const elsewhere = path.join(tempDir(), "shared.db");
    const store = await openRequestStore({ DATA_DIR: dir, DATABASE_URL: `file:${elsewhere}` });
    stores.push(store);
    await store.save(quote());
    expect(fs.existsSync(elsewhere)).toBe(true);
    expect(fs.existsSync(databaseFile(dir))).toBe(false);
  });

  it("keeps a request's photos in order", async () => {
    const store = await open(tempDir());
    const { request } = await store.save(quote({ kind: "roadside" }));
    await store.addPhoto({ request: request.id, file: "a1.jpg", contentType: "image/jpeg", bytes: 1200, width: 1600, height: 1200 });
    await store.addPhoto({ request: request.id, file: "b2.jpg", contentType: "image/jpeg", bytes: 900, width: 800, height: 600 });
    expect((await store.photos(request.id)).map((photo) => photo.file)).toEqual(["a1.jpg", "b2.jpg"]);
    expect(await store.photos(request.id + 1)).toEqual([]);
  });
});
