import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "database-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the request database file", () => {
  it("is readable and writable by the server's user only, and so is its write-ahead log", async () => {
    const client = await openDatabase({ DATA_DIR: dataDir });
    await client.execute("CREATE TABLE t (x TEXT)");
    await client.execute("INSERT INTO t VALUES ('Jane, 519 555 0100')");
    for (const file of ["leads.db", "leads.db-wal"]) {
      expect((fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8), file).toBe("600");
    }
    client.close();
  });

  it("takes away other users' access to a database made before", async () => {
    const dir = fs.mkdtempSync(path.join(dataDir, "old-"));
    fs.writeFileSync(path.join(dir, "leads.db"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dir, "leads.db"), 0o644);
    (await openDatabase({ DATA_DIR: dir })).close();
    expect((fs.statSync(path.join(dir, "leads.db")).mode & 0o777).toString(8)).toBe("600");
  });
});
