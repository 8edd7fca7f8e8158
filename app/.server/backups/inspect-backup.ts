import fs from "node:fs";
import Database from "libsql";
import type { Engine } from "../db/database";
import { formerNames, siteMigrations } from "../db/migrations/index";
import { runPostgresTool } from "./postgres-tools";

/** What a backup holds, read without changing it. */
export interface BackupContents {
  engine: Engine;
  /** The schema changes it has, by name: what `schema_migrations` records. */
  migrations: string[];
  /** Counted on SQLite backups; PostgreSQL's are counted once restored. */
  counts?: { requests: number; photos: number; owners: number };
}

/** A file that must not be restored, with why in words the owner can act on. */
export class BackupRefusedError extends Error {}

const sqliteMagic = Buffer.from("SQLite format 3\0");
const pgDumpMagic = Buffer.from("PGDMP");

/**
 * Checks a backup before anything is touched: that it is whole (SQLite's integrity_check;
 * pg_restore reading every entry of the archive), that it is this site's database, and that
 * its schema is one this version of the site knows (an older one is brought up to date as it is
 * restored; a newer one needs the newer site).
 */
export async function inspectBackup(file: string): Promise<BackupContents> {
  let head: Buffer;
  try {
    const handle = fs.openSync(file, "r");
    head = Buffer.alloc(16);
    fs.readSync(handle, head, 0, 16, 0);
    fs.closeSync(handle);
  } catch (error) {
    throw new BackupRefusedError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  const contents = head.subarray(0, sqliteMagic.length).equals(sqliteMagic)
    ? inspectSqlite(file)
    : head.subarray(0, pgDumpMagic.length).equals(pgDumpMagic)
      ? await inspectPostgresDump(file)
      : null;
  if (!contents) throw new BackupRefusedError(`${file} is not a backup of this site: neither a SQLite database nor a PostgreSQL dump.`);
  checkSchema(file, contents.migrations);
  return contents;
}

function inspectSqlite(file: string): BackupContents {
  let database: InstanceType<typeof Database> | undefined;
  try {
    database = new Database(file, { readonly: true });
    const problems = database
      .prepare("PRAGMA integrity_check")
      .all()
      .map((row) => String(Object.values(row as object)[0]));
    if (problems.join() !== "ok")
      throw new BackupRefusedError(`${file} is damaged: SQLite's integrity_check says ${problems.slice(0, 3).join("; ")}.`);
    const tables = new Set(
      database
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => String((row as { name: string }).name)),
    );
    if (!tables.has("schema_migrations") || !tables.has("requests")) {
      throw new BackupRefusedError(`${file} is a SQLite database, but not this site's: it has no requests table or schema record.`);
    }
    const migrations = database
      .prepare("SELECT name FROM schema_migrations ORDER BY name")
      .all()
      .map((row) => String((row as { name: string }).name));
    const count = (table: string) =>
      tables.has(table) ? Number((database!.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n) : 0;
    return {
      engine: "sqlite",
      migrations,
      counts: { requests: count("requests"), photos: count("request_photos"), owners: count("owners") },
    };
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    throw new BackupRefusedError(`${file} cannot be read as a SQLite database: ${error instanceof Error ? error.message : String(error)}.`);
  } finally {
    database?.close();
  }
}

async function inspectPostgresDump(file: string): Promise<BackupContents> {
  try {
    // Writing the whole archive out as SQL (thrown away) reads every entry: a cut or damaged file fails here.
    await runPostgresTool("pg_restore", ["--file=/dev/null", file]);
    const { stdout } = await runPostgresTool("pg_restore", ["--data-only", "--table=schema_migrations", "--file=-", file]);
    const copy = /^COPY [^\n]*schema_migrations[^\n]*FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(stdout);
    if (!copy) throw new BackupRefusedError(`${file} is a PostgreSQL dump, but not of this site's database: it has no schema record.`);
    const migrations = copy[1]!
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t")[0]!)
      .sort();
    return { engine: "postgres", migrations };
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    throw new BackupRefusedError(`${file} cannot be read as a PostgreSQL dump: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function checkSchema(file: string, migrations: readonly string[]) {
  // A backup made before the migrations had their folder names records the former ones.
  const known = new Set([...siteMigrations.map((migration) => migration.name), ...Object.keys(formerNames)]);
  const unknown = migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupRefusedError(
      `${file} was made by a newer version of the site (its schema has ${unknown.join(", ")}, which this version does not know). Update the site's code first, then restore.`,
    );
  }
}
