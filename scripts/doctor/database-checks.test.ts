import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { engines, testDatabase } from "../../tests/test-database";
import { databaseFile as leadsDatabaseFile, type DatabaseLocation } from "../../app/.server/db/database";
import { createRequestStore } from "../../app/.server/requests/store";
import { checkDatabaseHealth, countRequests, findUnsentRequests } from "./database-checks";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctor-store-"));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

let storedCount = 0;
const request = { name: "Dave Martin", email: "dave@example.com", phone: "519-555-0100", message: "Air leak on trailer 53." };

/** Stores requests as the site does, then backdates each to the given number of minutes ago. */
async function storeRequests(
  location: DatabaseLocation | Awaited<ReturnType<typeof testDatabase>>,
  ages: { minutesAgo: number; emailed: boolean }[],
) {
  const database = await ("open" in location ? location.open() : (await import("../../app/.server/db/database")).openDatabase(location));
  const store = createRequestStore(database);
  const now = Date.now();
  for (const age of ages) {
    const { request: stored } = await store.save({ ...request, kind: "quote", requestId: `doctor-test-${storedCount++}-0000000` });
    if (age.emailed) await store.markNotified(stored.id, "250 OK");
    await database.db
      .updateTable("requests")
      .set({ created_at: new Date(now - age.minutesAgo * 60_000).toISOString() })
      .where("id", "=", stored.id)
      .execute();
  }
  await database.close();
}

describe("database health check on SQLite", () => {
  it("reports no database, and creates none, when no request was ever stored", async () => {
    const dataDir = tempDataDir();
    expect(await checkDatabaseHealth({ DATA_DIR: dataDir })).toMatchObject({ state: "no-database" });
    expect(fs.existsSync(leadsDatabaseFile(dataDir))).toBe(false);
  });

  it("passes a healthy database", async () => {
    const dataDir = tempDataDir();
    await storeRequests({ DATA_DIR: dataDir }, [{ minutesAgo: 1, emailed: true }]);
    expect(await checkDatabaseHealth({ DATA_DIR: dataDir })).toMatchObject({
      state: "ok",
      detail: expect.stringContaining("integrity_check"),
    });
  });

  it("fails a file that is not a SQLite database, with SQLite's reason", async () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(leadsDatabaseFile(dataDir), "not a database at all ".repeat(500));
    const result = await checkDatabaseHealth({ DATA_DIR: dataDir });
    expect(result.state).toBe("damaged");
    expect(result.state === "damaged" && result.problem).toMatch(/not a database/);
  });

  it("fails a database whose pages were overwritten", async () => {
    const dataDir = tempDataDir();
    await storeRequests(
      { DATA_DIR: dataDir },
      Array.from({ length: 200 }, () => ({ minutesAgo: 1, emailed: false })),
    );
    const file = leadsDatabaseFile(dataDir);
    const bytes = fs.readFileSync(file);
    // Keep the header page, scribble over the rest: the file still opens, but its tree is broken.
    bytes.fill(0x5a, 4096);
    fs.writeFileSync(file, bytes);
    fs.rmSync(`${file}-wal`, { force: true });
    fs.rmSync(`${file}-shm`, { force: true });
    expect((await checkDatabaseHealth({ DATA_DIR: dataDir })).state).toBe("damaged");
  });
  it("waits out a moment when another connection holds the file alone, instead of calling it damaged", async () => {
    const file = leadsDatabaseFile(tempDataDir());
    // Another process makes the database and holds it alone for 600 ms, as a connection does
    // while it folds the WAL back into the file as it closes: a reader meanwhile is told SQLITE_BUSY.
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import Database from "libsql";
         const db = new Database(process.argv[1]);
         db.exec("PRAGMA journal_mode = WAL; CREATE TABLE requests (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO requests (name) VALUES ('Dave');");
         db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; UPDATE requests SET name = name;");
         console.log("held");
         setTimeout(() => { db.exec("COMMIT"); db.close(); }, 600);`,
        file,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
      holder.once("exit", (code) => reject(new Error(`the holding process ended first (exit ${code})`)));
    });
    expect(await checkDatabaseHealth({ DATA_DIR: path.dirname(file) })).toMatchObject({ state: "ok" });
    await exited;
  });
});

describe("database health check on PostgreSQL", () => {
  it("names the server's version when it answers", async () => {
    const database = await testDatabase("postgres");
    cleanups.push(() => database.remove());
    expect(await checkDatabaseHealth(database.location)).toMatchObject({
      state: "ok",
      detail: expect.stringMatching(/^PostgreSQL \d+\.\d+.* answers$/),
    });
  });

  it("says where and why when it cannot be reached", async () => {
    const result = await checkDatabaseHealth({ DATA_DIR: tempDataDir(), DATABASE_URL: "postgres://site:pw@127.0.0.1:1/leads" });
    expect(result).toMatchObject({
      state: "unreachable",
      problem: expect.stringMatching(/^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/leads: /),
    });
  });
});

describe.each(engines)("unsent requests check on %s", (engine) => {
  const now = () => new Date();

  it("counts only requests older than 10 minutes that were never e-mailed", async () => {
    const database = await testDatabase(engine);
    cleanups.push(() => database.remove());
    await storeRequests(database, [
      { minutesAgo: 30, emailed: false },
      { minutesAgo: 11, emailed: false },
      { minutesAgo: 45, emailed: true },
      { minutesAgo: 2, emailed: false },
    ]);
    const unsent = await findUnsentRequests(database.location, now());
    expect(unsent.count).toBe(2);
    expect(Date.parse(unsent.oldest ?? "")).toBeLessThan(Date.now() - 29 * 60_000);
    expect(await countRequests(database.location)).toBe(4);
  });

  it("changes nothing in the database it reads", async () => {
    const database = await testDatabase(engine);
    cleanups.push(() => database.remove());
    await storeRequests(database, [{ minutesAgo: 20, emailed: false }]);
    const read = async () => {
      const connection = await database.open();
      const rows = await connection.db.selectFrom("requests").selectAll().execute();
      await connection.close();
      return rows;
    };
    const before = await read();
    await findUnsentRequests(database.location, now());
    await checkDatabaseHealth(database.location);
    expect(await read()).toEqual(before);
  });
});

it("finds no unsent requests in a missing SQLite database, and does not create one", async () => {
  const dataDir = tempDataDir();
  expect(await findUnsentRequests({ DATA_DIR: dataDir }, new Date())).toEqual({ count: 0, oldest: null });
  expect(fs.existsSync(leadsDatabaseFile(dataDir))).toBe(false);
});
