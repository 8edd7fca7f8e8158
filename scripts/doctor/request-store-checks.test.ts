import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile as leadsDatabaseFile } from "../../app/.server/db/database";
import { openRequestStore } from "../../app/.server/requests/store";
import { checkDatabaseIntegrity, findUnsentRequests } from "./request-store-checks";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tempDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctor-store-"));
  folders.push(folder);
  return folder;
}

let storedCount = 0;
const request = { name: "Dave Martin", email: "dave@example.com", phone: "519-555-0100", message: "Air leak on trailer 53." };

/** Stores requests as the site does, then backdates each to the given number of minutes ago. */
async function storeRequests(dataDir: string, ages: { minutesAgo: number; emailed: boolean }[]) {
  const store = await openRequestStore({ DATA_DIR: dataDir });
  for (const age of ages) {
    const { request: stored } = await store.save({ ...request, kind: "quote", requestId: `doctor-test-${storedCount++}-0000000` });
    if (age.emailed) await store.markNotified(stored.id, "250 OK");
  }
  store.close();
  const client = createClient({ url: `file:${leadsDatabaseFile(dataDir)}` });
  const now = Date.now();
  for (const [index, age] of ages.entries()) {
    await client.execute({
      sql: "UPDATE requests SET created_at = ? WHERE id = ?",
      args: [new Date(now - age.minutesAgo * 60_000).toISOString(), index + 1],
    });
  }
  client.close();
}

describe("database integrity check", () => {
  it("reports no database, and creates none, when no request was ever stored", async () => {
    const dataDir = tempDataDir();
    expect(await checkDatabaseIntegrity(dataDir)).toMatchObject({ state: "no-database" });
    expect(fs.existsSync(leadsDatabaseFile(dataDir))).toBe(false);
  });

  it("passes a healthy database", async () => {
    const dataDir = tempDataDir();
    await storeRequests(dataDir, [{ minutesAgo: 1, emailed: true }]);
    expect(await checkDatabaseIntegrity(dataDir)).toMatchObject({ state: "ok" });
  });

  it("fails a file that is not a SQLite database, with SQLite's reason", async () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(leadsDatabaseFile(dataDir), "not a database at all ".repeat(500));
    const result = await checkDatabaseIntegrity(dataDir);
    expect(result.state).toBe("damaged");
    expect(result.state === "damaged" && result.problem).toMatch(/not a database/);
  });

  it("fails a database whose pages were overwritten", async () => {
    const dataDir = tempDataDir();
    await storeRequests(
      dataDir,
      Array.from({ length: 200 }, () => ({ minutesAgo: 1, emailed: false })),
    );
    const file = leadsDatabaseFile(dataDir);
    const bytes = fs.readFileSync(file);
    // Keep the header page, scribble over the rest: the file still opens, but its tree is broken.
    bytes.fill(0x5a, 4096);
    fs.writeFileSync(file, bytes);
    fs.rmSync(`${file}-wal`, { force: true });
    fs.rmSync(`${file}-shm`, { force: true });
    expect((await checkDatabaseIntegrity(dataDir)).state).toBe("damaged");
  });
});

describe("unsent requests check", () => {
  const now = () => new Date();

  it("counts only requests older than 10 minutes that were never e-mailed", async () => {
    const dataDir = tempDataDir();
    await storeRequests(dataDir, [
      { minutesAgo: 30, emailed: false },
      { minutesAgo: 11, emailed: false },
      { minutesAgo: 45, emailed: true },
      { minutesAgo: 2, emailed: false },
    ]);
    const unsent = await findUnsentRequests(dataDir, now());
    expect(unsent.count).toBe(2);
    expect(Date.parse(unsent.oldest ?? "")).toBeLessThan(Date.now() - 29 * 60_000);
  });

  it("finds none in a missing database, and does not create one", async () => {
    const dataDir = tempDataDir();
    expect(await findUnsentRequests(dataDir, now())).toEqual({ count: 0, oldest: null });
    expect(fs.existsSync(leadsDatabaseFile(dataDir))).toBe(false);
  });

  it("changes nothing in the database it reads", async () => {
    const dataDir = tempDataDir();
    await storeRequests(dataDir, [{ minutesAgo: 20, emailed: false }]);
    const client = createClient({ url: `file:${leadsDatabaseFile(dataDir)}` });
    const before = await client.execute("SELECT * FROM requests");
    await findUnsentRequests(dataDir, now());
    await checkDatabaseIntegrity(dataDir);
    const after = await client.execute("SELECT * FROM requests");
    client.close();
    expect(after.rows).toEqual(before.rows);
  });
});
