import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseUnreachableError, openDatabase, postgresWhere } from "./database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "database-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the request database file", () => {
  it("is readable and writable by the server's user only, and so is its write-ahead log", async () => {
    const database = await openDatabase({ DATA_DIR: dataDir });
    await database.db.insertInto("owner_settings").values({ name: "probe", value: "Jane, 519 555 0100" }).execute();
    for (const file of ["leads.db", "leads.db-wal"]) {
      expect((fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8), file).toBe("600");
    }
    await database.close();
  });

  it("takes away other users' access to a database made before", async () => {
    const dir = fs.mkdtempSync(path.join(dataDir, "old-"));
    fs.writeFileSync(path.join(dir, "leads.db"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dir, "leads.db"), 0o644);
    await (await openDatabase({ DATA_DIR: dir })).close();
    expect((fs.statSync(path.join(dir, "leads.db")).mode & 0o777).toString(8)).toBe("600");
  });
});

describe("PostgreSQL that cannot be reached", () => {
  it("fails at once with the host, port and reason, never the password", async () => {
    // A port nobody listens on: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const url = `postgres://site:s3cret-pass@127.0.0.1:${port}/leads`;
    const started = Date.now();
    const error = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect((error as Error).message).toMatch(new RegExp(`^Cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/leads: .*ECONNREFUSED`));
    expect((error as Error).message).not.toContain("s3cret");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("names where it is by host, port and database only", () => {
    expect(postgresWhere("postgresql://u:p@db.internal/leads")).toBe("db.internal:5432/leads");
  });
});

describe("a SQLite database in use by another query", () => {
  it("takes one query or transaction at a time in a process, so overlapping writes both commit", async () => {
    const database = await openDatabase({ DATA_DIR: fs.mkdtempSync(path.join(dataDir, "turns-")) });
    let firstWritten!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (firstWritten = resolve));
    const slowWrite = database.db.transaction().execute(async (trx) => {
      await trx.insertInto("owner_settings").values({ name: "a", value: "1" }).execute();
      firstWritten();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.insertInto("owner_settings").values({ name: "b", value: "2" }).execute();
    });
    // A second write while the transaction holds SQLite's write lock.
    await insideTransaction;
    const started = Date.now();
    await Promise.all([slowWrite, database.db.insertInto("owner_settings").values({ name: "c", value: "3" }).execute()]);
    expect(Date.now() - started).toBeLessThan(2_000);
    const rows = await sql<{ name: string }>`SELECT name FROM owner_settings ORDER BY name`.execute(database.db);
    expect(rows.rows.map((row) => row.name)).toEqual(["a", "b", "c"]);
    await database.close();
  });
});
