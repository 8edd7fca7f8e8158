import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { LibsqlDialect } from "@libsql/kysely-libsql";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate, type Migration, type MigrationContext } from "./migrate";
import { oneConnectionAtATime } from "./one-at-a-time";
import { formerNames, siteMigrations } from "./migrations/index";
import type { Tables } from "./tables";

/** Where the database lives: PostgreSQL (DATABASE_URL=postgres://…) or the SQLite file under DATA_DIR. */
export interface DatabaseLocation {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

export type Engine = "sqlite" | "postgres";

/** The site's one database, on either engine, behind one typed query layer (Kysely). */
export interface SiteDatabase {
  db: Kysely<Tables>;
  engine: Engine;
  /** Where it is, for messages: the SQLite file, or PostgreSQL's host, port and database (never the password). */
  where: string;
  /** The SQLite file (backups, integrity checks); null on PostgreSQL. */
  sqliteFile: string | null;
  close(): Promise<void>;
}

export const databaseFile = (dataDir: string) => path.join(dataDir, "leads.db");

export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? "");

/** PostgreSQL's counts and 64-bit integers come back as numbers, as SQLite's do. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL URL as it may be shown: host, port and database, no user or password. */
export function postgresWhere(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname}`;
}

/** How the site's connections name themselves to PostgreSQL (pg_stat_activity): a restore looks for them. */
const postgresApplicationName = "mobile-diesel-site";

/** Said when the database cannot be reached at start: where, and why, never a bare stack trace. */
export class DatabaseUnreachableError extends Error {}

/**
 * Opens the database and brings its schema up to date (each migration once, even when two
 * processes start together): PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise the
 * SQLite file DATA_DIR/leads.db, created on first use.
 */
export async function openDatabase(
  location: DatabaseLocation,
  { migrations = siteMigrations }: { migrations?: readonly Migration[] } = {},
): Promise<SiteDatabase> {
  const database = isPostgresUrl(location.DATABASE_URL) ? await openPostgres(location.DATABASE_URL) : await openSqlite(location.DATA_DIR);
  const context: MigrationContext = { engine: database.engine, dataDir: location.DATA_DIR };
  try {
    await migrate(database, migrations, context, formerNames);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Opens the database only to look (`npm run doctor`): never created, never migrated, and every
 * statement refused that would change it (SQLite's query_only, PostgreSQL's read-only
 * transactions). Null when the SQLite file does not exist yet.
 */
export async function inspectDatabase(location: DatabaseLocation): Promise<SiteDatabase | null> {
  if (isPostgresUrl(location.DATABASE_URL)) return openPostgres(location.DATABASE_URL, { readOnly: true });
  if (!fs.existsSync(databaseFile(location.DATA_DIR))) return null;
  return openSqlite(location.DATA_DIR, { readOnly: true });
}

async function openSqlite(dataDir: string, { readOnly = false } = {}): Promise<SiteDatabase> {
  const file = databaseFile(dataDir);
  // A look at a database waits out another connection's moment of holding the file alone (the
  // last one to close folds the WAL back in) rather than answering SQLITE_BUSY, which the doctor
  // would report as damage. Such moments come unannounced: libSQL's close() leaves a connection
  // open until its statements are garbage-collected, so it truly closes later, at any time.
  if (readOnly) return sqliteDatabase(file, createClient({ url: `file:${file}`, timeout: 10_000 }), "PRAGMA query_only = 1");
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Requests are personal data: the file is the server's user's alone (SQLite gives the WAL
  // beside it the same mode). Created empty here when new, which SQLite takes as a new database.
  fs.closeSync(fs.openSync(file, "a", 0o600));
  try {
    fs.chmodSync(file, 0o600);
  } catch {
    // Not ours to change (another user's file): it stays as it is.
  }
  // `timeout` (the busy timeout) lets two processes take turns writing instead of failing with
  // SQLITE_BUSY; synchronous=FULL, libSQL's default, makes each commit durable before success
  // is answered, even across a crash. Kysely's transactions are libSQL's write transactions
  // (BEGIN IMMEDIATE), so two processes never both read-then-write one row.
  // WAL (kept in the file itself) lets readers (npm run leads) and other processes work beside each other.
  return sqliteDatabase(file, createClient({ url: `file:${file}`, timeout: 10_000 }), "PRAGMA journal_mode = WAL");
}

async function sqliteDatabase(file: string, client: Client, setting: string): Promise<SiteDatabase> {
  // Turning on WAL takes the file's lock without waiting (SQLite does not call the busy handler
  // there): two processes opening a new file together may see SQLITE_BUSY once, so try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.execute(setting);
      break;
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_BUSY" && attempt < 50) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      client.close();
      throw error;
    }
  }
  // libSQL runs a local file's statements synchronously: had two connections of this process
  // overlapped, one waiting out the busy timeout would stop the event loop the other needed to
  // commit: one query or transaction at a time per process (app/.server/db/one-at-a-time.ts).
  const db = new Kysely<Tables>({ dialect: oneConnectionAtATime(new LibsqlDialect({ client })) });
  return {
    db,
    engine: "sqlite",
    where: file,
    sqliteFile: file,
    async close() {
      await db.destroy();
      client.close();
    },
  };
}

async function openPostgres(url: string, { readOnly = false } = {}): Promise<SiteDatabase> {
  const where = postgresWhere(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    application_name: postgresApplicationName,
    ...(readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
  });
  // An idle client's error (the server restarted) must not end the process: the pool reconnects.
  pool.on("error", (error) => console.error(`PostgreSQL at ${where}: ${error.message}`));
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new DatabaseUnreachableError(
      `Cannot reach PostgreSQL at ${where}: ${reason}. Check DATABASE_URL and that the server is running.`,
      {
        cause: error,
      },
    );
  }
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: "postgres",
    where,
    sqliteFile: null,
    async close() {
      await db.destroy();
    },
  };
}
