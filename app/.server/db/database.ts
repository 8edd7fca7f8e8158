import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";

/** Where the database lives: a libSQL server (DATABASE_URL) or the file under DATA_DIR. */
export interface DatabaseLocation {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
}

export const databaseFile = (dataDir: string) => path.join(dataDir, "leads.db");

/** One schema change, applied once per database, in order. Other modules append theirs by name. */
export interface Migration {
  name: string;
  statements: readonly string[];
}

/**
 * Opens the database: `DATABASE_URL` (a libSQL server or Turso, with `DATABASE_AUTH_TOKEN`)
 * when set, otherwise the SQLite file DATA_DIR/leads.db, created on first use.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Client> {
  const url = location.DATABASE_URL;
  if (url && !url.startsWith("file:")) return createClient({ url, authToken: location.DATABASE_AUTH_TOKEN });
  const file = url ? url.slice("file:".length) : databaseFile(location.DATA_DIR);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Requests are personal data: the file is the server's user's alone (SQLite gives the WAL
  // beside it the same mode). Created empty here when new, which SQLite takes as a new database.
  fs.closeSync(fs.openSync(file, "a", 0o600));
  try {
    fs.chmodSync(file, 0o600);
  } catch {
    // Not ours to change (another user's file): it stays as it is.
  }
  // The client keeps a pool of connections, so per-connection settings go through its
  // options: `timeout` (the busy timeout) lets two processes take turns writing instead of
  // failing with SQLITE_BUSY. synchronous=FULL, libSQL's default on every connection, makes
  // each committed row durable before success is answered, even across a crash.
  const client = createClient({ url: `file:${file}`, timeout: 10_000 });
  // WAL (kept in the file itself) lets readers (npm run leads) and other processes work beside each other.
  await client.execute("PRAGMA journal_mode = WAL");
  return client;
}

/**
 * Applies the migrations this database has not seen, each in one transaction, so two
 * processes starting together apply each one exactly once.
 */
export async function migrate(client: Client, migrations: readonly Migration[]): Promise<void> {
  await client.execute(`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`);
  for (const migration of migrations) {
    const transaction = await client.transaction("write");
    try {
      const seen = await transaction.execute({ sql: `SELECT 1 FROM schema_migrations WHERE name = ?`, args: [migration.name] });
      if (seen.rows.length === 0) {
        for (const statement of migration.statements) await transaction.execute(statement);
        await transaction.execute({
          sql: `INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)`,
          args: [migration.name, new Date().toISOString()],
        });
      }
      await transaction.commit();
    } finally {
      transaction.close();
    }
  }
}
