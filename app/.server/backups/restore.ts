import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { databaseFile, openDatabase, postgresWhere, type DatabaseLocation } from "../db/database";
import { BackupRefusedError, inspectBackup, type BackupContents } from "./inspect-backup";
import { runPostgresTool } from "./postgres-tools";
import { runningSites } from "./site-running";

export interface RestoreOutcome {
  contents: BackupContents;
  /** What the site's database holds now. */
  counts: { requests: number; photos: number; owners: number };
  /** Where the database it replaced is kept (null when there was none). */
  previous: string | null;
  /** Where it went: the SQLite file, or PostgreSQL's host, port and database. */
  target: string;
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/:/g, "-");

/**
 * Restores a backup into the stopped site's database. Everything is checked first (the file, its
 * schema, its engine, that no server is using the database) and nothing is touched when a check
 * fails. The database it replaces is kept, never deleted: the SQLite files move to
 * DATA_DIR/before-restore-<time>/, and PostgreSQL's is dumped to BACKUP_DIR first.
 */
export async function restoreBackup(file: string, location: DatabaseLocation, backupDir: string): Promise<RestoreOutcome> {
  const contents = await inspectBackup(file);
  const onPostgres = Boolean(location.DATABASE_URL);
  if (contents.engine === "postgres" && !onPostgres) {
    throw new BackupRefusedError(
      `${file} is a PostgreSQL dump, but this site uses SQLite: set DATABASE_URL to the PostgreSQL database to restore it into.`,
    );
  }
  if (contents.engine === "sqlite" && onPostgres) {
    throw new BackupRefusedError(
      `${file} is a SQLite backup, but this site uses PostgreSQL (DATABASE_URL): restore it with DATABASE_URL unset.`,
    );
  }
  const previous = onPostgres ? await restorePostgres(file, location.DATABASE_URL!, backupDir) : restoreSqlite(file, location.DATA_DIR);

  // Opening brings an older backup's schema up to date, as the site's start would.
  const database = await openDatabase(location);
  try {
    const count = async (table: "requests" | "request_photos" | "owners") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      contents,
      counts: { requests: await count("requests"), photos: await count("request_photos"), owners: await count("owners") },
      previous,
      target: database.where,
    };
  } finally {
    await database.close();
  }
}

function restoreSqlite(file: string, dataDir: string): string | null {
  const running = runningSites(dataDir);
  if (running.length > 0) {
    throw new BackupRefusedError(
      `The site is running (process ${running.join(", ")}) on ${dataDir}: stop it first, then restore. (If no site runs there, remove ${path.join(dataDir, ".running")}.)`,
    );
  }
  const live = databaseFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const incoming = `${live}.restoring`;
  try {
    fs.copyFileSync(file, incoming);
    const handle = fs.openSync(incoming, "r+");
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.chmodSync(incoming, 0o600);
  } catch (error) {
    // A full disk, say: the live database has not been touched yet.
    fs.rmSync(incoming, { force: true });
    throw new BackupRefusedError(
      `The backup could not be copied into ${dataDir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
  }

  let previous: string | null = null;
  const present = [live, `${live}-wal`, `${live}-shm`].filter((candidate) => fs.existsSync(candidate));
  if (present.length > 0) {
    previous = path.join(dataDir, `before-restore-${stamp()}`);
    fs.mkdirSync(previous, { mode: 0o700 });
    // The file and its write-ahead log move together: what was committed stays readable there.
    for (const candidate of present) fs.renameSync(candidate, path.join(previous, path.basename(candidate)));
  }
  fs.renameSync(incoming, live);
  return previous;
}

async function restorePostgres(file: string, databaseUrl: string, backupDir: string): Promise<string | null> {
  const probe = await openDatabase({ DATA_DIR: backupDir, DATABASE_URL: databaseUrl }, { migrations: [] });
  try {
    const others = await sql<{ application_name: string; client_addr: string | null }>`
      SELECT application_name, client_addr::text AS client_addr FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`.execute(probe.db);
    if (others.rows.length > 0) {
      const who = others.rows.map((row) => `${row.application_name || "a client"} from ${row.client_addr ?? "this machine"}`).join(", ");
      throw new BackupRefusedError(
        `${others.rows.length} other connection${others.rows.length === 1 ? " is" : "s are"} using ${postgresWhere(databaseUrl)} (${who}): stop the site on every machine first, then restore.`,
      );
    }
  } finally {
    await probe.close();
  }
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const previous = path.join(backupDir, `before-restore-${stamp()}.pgdump`);
  await runPostgresTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${previous}`], databaseUrl);
  fs.chmodSync(previous, 0o600);
  // One transaction: a restore that fails part-way leaves the database as it was.
  await runPostgresTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file],
    databaseUrl,
  );
  return previous;
}
