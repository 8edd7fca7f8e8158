import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { engines, testDatabase } from "../../../tests/test-database";
import { openDatabase, type SiteDatabase } from "../db/database";
import { siteMigrations } from "../db/migrations/index";
import { insertOlderPhoto, insertOlderRequest } from "../../../tests/older-schema-rows";
import { createRequestStore } from "../requests/store";
import { listBackups } from "./backup-files";
import { startBackupSchedule } from "./backup-schedule";
import { BackupRefusedError, inspectBackup } from "./inspect-backup";
import { makeBackup } from "./make-backup";
import { restoreBackup } from "./restore";
import { findPostgresTool, PostgresToolMissingError } from "./postgres-tools";
import { markSiteRunning } from "./site-running";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(engine: "sqlite" | "postgres") {
  const made = await testDatabase(engine);
  const opened: SiteDatabase[] = [];
  cleanups.push(async () => {
    for (const database of opened) await database.close();
    made.remove();
  });
  const open = async () => {
    const database = await made.open();
    opened.push(database);
    return database;
  };
  const database = await open();
  return { made, database, open, backupDir: path.join(made.location.DATA_DIR, "backups"), databaseUrl: made.location.DATABASE_URL };
}

async function storeOne(database: SiteDatabase, name = "Dave Martin") {
  const store = createRequestStore(database);
  const { request } = await store.save({
    requestId: `${name}-${Math.random()}`.padEnd(32, "0"),
    kind: "roadside",
    name,
    email: "",
    phone: "519-555-0100",
    message: "",
  });
  await store.addPhoto({ request: request.id, contentType: "image/jpeg", width: 2, height: 2 }, Buffer.from(`photo of ${name}`));
  return request;
}

describe.each(engines)("backups on %s", (engine) => {
  it("writes a dated, whole backup the owner alone can read, and keeps only the newest BACKUP_KEEP", async () => {
    const { database, backupDir, databaseUrl } = await site(engine);
    await storeOne(database);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makeBackup(database, databaseUrl, { dir: backupDir, keep: 2 }));
    expect(path.basename(made[0]!.file)).toMatch(engine === "sqlite" ? /^leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d)?\.db$/ : /\.pgdump$/);
    expect((fs.statSync(made[2]!.file).mode & 0o777).toString(8)).toBe("600");
    expect(listBackups(backupDir).map((backup) => backup.file)).toEqual([made[2]!.file, made[1]!.file]);
    expect(made[2]!.removed).toEqual([made[0]!.file]);
    const contents = await inspectBackup(made[2]!.file);
    expect(contents.engine).toBe(engine);
    expect(contents.migrations).toContain("009-scheduled-runs");
    if (engine === "sqlite") expect(contents.counts).toEqual({ requests: 1, photos: 1, owners: 0 });
  });

  it("refuses a cut-off backup before touching the live database", async () => {
    const { database, backupDir, databaseUrl, made } = await site(engine);
    await storeOne(database, "Kept Driver");
    const { file } = await makeBackup(database, databaseUrl, { dir: backupDir, keep: 5 });
    const cut = path.join(backupDir, "cut-off-copy");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size * 0.6)));
    await database.close();
    const error = await restoreBackup(cut, made.location, backupDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupRefusedError);
    expect((error as Error).message).toMatch(engine === "sqlite" ? /damaged|cannot be read/ : /cannot be read as a PostgreSQL dump/);
    const after = await made.open();
    expect((await createRequestStore(after).list()).map((request) => request.name)).toEqual(["Kept Driver"]);
    await after.close();
  });

  it("refuses a backup made by a newer version of the site, naming the schema change it does not know", async () => {
    const { database, backupDir, databaseUrl, made } = await site(engine);
    await database.db
      .insertInto("schema_migrations")
      .values({ name: "099-from-the-future", applied_at: new Date().toISOString() })
      .execute();
    const { file } = await makeBackup(database, databaseUrl, { dir: backupDir, keep: 5 });
    await database.db.deleteFrom("schema_migrations").where("name", "=", "099-from-the-future").execute();
    await database.close();
    await expect(restoreBackup(file, made.location, backupDir)).rejects.toThrow(
      /made by a newer version of the site .*099-from-the-future.*Update the site's code first/,
    );
  });

  it("refuses while the site is running on the database", async () => {
    const { database, backupDir, databaseUrl, made } = await site(engine);
    const { file } = await makeBackup(database, databaseUrl, { dir: backupDir, keep: 5 });
    // The site: on SQLite its running mark, on PostgreSQL its open connection.
    const unmark = engine === "sqlite" ? markSiteRunning(made.location.DATA_DIR) : () => undefined;
    try {
      await expect(restoreBackup(file, made.location, backupDir)).rejects.toThrow(
        engine === "sqlite"
          ? new RegExp(`The site is running \\(process ${process.pid}\\).*stop it first`)
          : /other connection.* is using .*stop the site on every machine first/,
      );
    } finally {
      unmark();
    }
  });

  it("refuses a backup of the other engine, and a file that is no backup at all", async () => {
    const { made, backupDir } = await site(engine);
    const other = path.join(backupDir, engine === "sqlite" ? "x.pgdump" : "x.db");
    fs.mkdirSync(backupDir, { recursive: true });
    fs.writeFileSync(other, "not a backup");
    await expect(restoreBackup(other, made.location, backupDir)).rejects.toThrow(/is not a backup of this site/);
  });

  it("brings an older backup's schema up to date as it restores, and keeps the database it replaces", async () => {
    const made = await testDatabase(engine);
    cleanups.push(() => made.remove());
    const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = made.location;
    const backupDir = path.join(dataDir, "backups");
    // A backup made before the newest schema change, by an older version of the site.
    const older = await openDatabase(made.location, { migrations: siteMigrations.slice(0, -1) });
    const id = await insertOlderRequest(older, { requestId: "older-driver".padEnd(32, "0"), name: "Older Driver" });
    await insertOlderPhoto(older, id, Buffer.from("photo of Older Driver"));
    const { file } = await makeBackup(older, databaseUrl, { dir: backupDir, keep: 5 });
    await older.close();
    expect((await inspectBackup(file)).migrations).not.toContain(siteMigrations.at(-1)!.name);

    const outcome = await restoreBackup(file, made.location, backupDir);
    expect(outcome.counts).toEqual({ requests: 1, photos: 1, owners: 0 });
    const after = await made.open();
    const applied = await after.db.selectFrom("schema_migrations").select("name").execute();
    expect(applied.map((row) => row.name)).toContain(siteMigrations.at(-1)!.name);
    await after.close();
    // The replaced database is kept: SQLite's files moved aside into $DATA_DIR/before-restore-<time>/,
    // PostgreSQL's dumped first to BACKUP_DIR/before-restore-<time>.pgdump.
    expect(outcome.previous).toBeTruthy();
    const time = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d`;
    if (engine === "sqlite") {
      expect(path.dirname(outcome.previous!)).toBe(dataDir);
      expect(path.basename(outcome.previous!)).toMatch(new RegExp(`^before-restore-${time}$`));
      expect(fs.readdirSync(outcome.previous!)).toContain("leads.db");
    } else {
      expect(path.dirname(outcome.previous!)).toBe(backupDir);
      expect(path.basename(outcome.previous!)).toMatch(new RegExp(`^before-restore-${time}\\.pgdump$`));
      expect(fs.statSync(outcome.previous!).size).toBeGreaterThan(0);
    }
  });

  it("the server's schedule: one process of two makes each backup, a failure is logged with the folder and tried again", async () => {
    const { database, open, backupDir, databaseUrl } = await site(engine);
    const second = await open();
    const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const failed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A file where the folder should be: nothing can be written.
    const blocked = path.join(os.tmpdir(), `not-a-folder-${process.pid}-${engine}`);
    fs.writeFileSync(blocked, "");
    cleanups.push(() => fs.rmSync(blocked, { force: true }));
    const settings = { keep: 3, everyHours: 1 / 3600 };
    const broken = startBackupSchedule(database, databaseUrl, { ...settings, dir: path.join(blocked, "backups") });
    await vi.waitFor(
      () => expect(failed).toHaveBeenCalledWith(expect.stringContaining(`Backup into ${path.join(blocked, "backups")} failed`)),
      { timeout: 5000 },
    );
    await broken.stop();

    const schedules = [
      startBackupSchedule(database, databaseUrl, { ...settings, dir: backupDir }),
      startBackupSchedule(second, databaseUrl, { ...settings, dir: backupDir }),
    ];
    await vi.waitFor(() => expect(listBackups(backupDir).length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 100 });
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    const written = logged.mock.calls.filter(([text]) => String(text).startsWith("Backup written"));
    // Never two within one interval (a second), whichever process made them.
    const times = listBackups(backupDir)
      .map((backup) => backup.takenAt.getTime())
      .sort();
    expect(new Set(times).size).toBe(times.length);
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(listBackups(backupDir).length).toBeLessThanOrEqual(3);
    const record = await database.db.selectFrom("scheduled_runs").selectAll().where("job", "=", "backup").executeTakeFirstOrThrow();
    expect(record).toMatchObject({ last_error: null, last_detail: expect.stringContaining(backupDir) });
  });
});

describe("PostgreSQL's client programs", () => {
  it("'every machine needs PostgreSQL's client programs': a machine without pg_dump is told what to install", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "no-postgres-"));
    cleanups.push(() => fs.rmSync(bare, { recursive: true, force: true }));
    // A PATH without it, and no Debian server package either.
    const places = { path: bare, versionsRoot: path.join(bare, "usr-lib-postgresql") };
    for (const tool of ["pg_dump", "pg_restore"] as const) {
      expect(() => findPostgresTool(tool, places)).toThrow(PostgresToolMissingError);
      expect(() => findPostgresTool(tool, places)).toThrow(
        `${tool} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's version or newer.`,
      );
    }
    // Installed only as Debian's server package does it, under /usr/lib/postgresql/<version>/bin: found there, newest first.
    for (const version of ["13", "15"]) {
      fs.mkdirSync(path.join(places.versionsRoot, version, "bin"), { recursive: true });
      fs.writeFileSync(path.join(places.versionsRoot, version, "bin", "pg_dump"), "");
    }
    expect(findPostgresTool("pg_dump", places)).toBe(path.join(places.versionsRoot, "15", "bin", "pg_dump"));
  });
});
