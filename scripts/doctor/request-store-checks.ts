/**
 * The go-live check's two questions to the request database (app/.server/requests/store.ts:
 * the file DATA_DIR/leads.db, table `requests`; a database not yet upgraded still has
 * `quote_requests`). This is the only doctor module that knows the schema.
 *
 * Both open the file only when it exists (opening creates a missing file) and switch the
 * connection to query-only, so running the check changes nothing.
 */
import fs from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { databaseFile as leadsDatabaseFile } from "../../app/.server/db/database";

export type IntegrityResult =
  { state: "no-database"; file: string } | { state: "ok"; file: string } | { state: "damaged"; file: string; problem: string };

/** SQLite's own integrity_check over the whole file. */
export async function checkDatabaseIntegrity(dataDir: string): Promise<IntegrityResult> {
  const file = leadsDatabaseFile(dataDir);
  if (!fs.existsSync(file)) return { state: "no-database", file };
  let client: Client | undefined;
  try {
    client = await openQueryOnly(file);
    const result = await client.execute("PRAGMA integrity_check");
    const messages = result.rows.map((row) => String(Object.values(row)[0]));
    if (messages.length === 1 && messages[0] === "ok") return { state: "ok", file };
    return { state: "damaged", file, problem: messages.slice(0, 3).join("; ") || "no answer" };
  } catch (error) {
    return { state: "damaged", file, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    client?.close();
  }
}

export interface UnsentRequests {
  /** Requests stored before the cut-off that have not been e-mailed yet. */
  count: number;
  /** ISO time of the oldest of them. */
  oldest: string | null;
}

/** Requests stored more than `minutes` ago whose e-mail to the owner has not gone out. */
export async function findUnsentRequests(dataDir: string, now: Date, minutes = 10): Promise<UnsentRequests> {
  const file = leadsDatabaseFile(dataDir);
  if (!fs.existsSync(file)) return { count: 0, oldest: null };
  const client = await openQueryOnly(file);
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('requests', 'quote_requests') ORDER BY name DESC",
    );
    const table = tables.rows[0]?.name;
    if (table !== "requests" && table !== "quote_requests") return { count: 0, oldest: null };
    const notSpam = table === "requests" ? " AND spam = 0" : "";
    // created_at is an ISO string in UTC, so text order is time order.
    const cutOff = new Date(now.getTime() - minutes * 60_000).toISOString();
    const result = await client.execute({
      sql: `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM ${table} WHERE notified_at IS NULL AND created_at < ?${notSpam}`,
      args: [cutOff],
    });
    const row = result.rows[0];
    return { count: Number(row?.n ?? 0), oldest: row?.oldest == null ? null : String(row.oldest) };
  } finally {
    client.close();
  }
}

/** How many owner accounts can sign in to the inbox (0 when the database or the table is not there yet). */
export async function countOwners(dataDir: string): Promise<number> {
  const file = leadsDatabaseFile(dataDir);
  if (!fs.existsSync(file)) return 0;
  const client = await openQueryOnly(file);
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'owners'");
    if (tables.rows.length === 0) return 0;
    return Number((await client.execute("SELECT COUNT(*) AS n FROM owners")).rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}

async function openQueryOnly(file: string): Promise<Client> {
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute("PRAGMA query_only = 1");
    return client;
  } catch (error) {
    client.close();
    throw error;
  }
}
