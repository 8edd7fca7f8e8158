import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { leadsDatabaseFile, openLeadStore, type LeadStore } from "~/lib/leads.server";

const request = { name: "Dave Martin", email: "dave@example.com", phone: "519-555-0100", message: "Air leak at the yard." };
let dir: string;
let stores: LeadStore[] = [];

async function open() {
  const store = await openLeadStore(dir);
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores) store.close();
  stores = [];
});

describe("lead store", () => {
  it("creates the folder, the database and its table on first use", async () => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leads-")), "nested", "data");
    const store = await open();
    expect(fs.existsSync(leadsDatabaseFile(dir))).toBe(true);
    expect(await store.count()).toBe(0);
    expect(await store.ping()).toBe(true);
  });

  it("keeps every request across a restart, newest first", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-"));
    const first = await open();
    const saved = await first.save(request, { ip: "127.0.0.1", userAgent: "test" });
    await first.save({ ...request, name: "Eve Tremblay" });
    first.close();
    stores = [];

    const reopened = await open();
    const leads = await reopened.list();
    expect(leads.map((lead) => lead.name)).toEqual(["Eve Tremblay", "Dave Martin"]);
    expect(leads[1]).toMatchObject({ ...request, id: saved.id, ip: "127.0.0.1", notifiedAt: null, notifyAttempts: 0 });
    expect(new Date(leads[1]!.createdAt).toString()).not.toBe("Invalid Date");
  });

  it("tracks which requests still need their e-mail", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-"));
    const store = await open();
    const a = await store.save(request);
    const b = await store.save({ ...request, name: "Second" });
    await store.markNotifyFailed(a.id, "connection refused");
    await store.markNotified(b.id);
    const pending = await store.listUnnotified();
    expect(pending.map((lead) => lead.id)).toEqual([a.id]);
    expect(pending[0]).toMatchObject({ notifyAttempts: 1, lastNotifyError: "connection refused" });
  });

  it("runs in WAL mode with full synchronous writes", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-"));
    await open();
    expect(fs.existsSync(`${leadsDatabaseFile(dir)}-wal`)).toBe(true);
  });
});
