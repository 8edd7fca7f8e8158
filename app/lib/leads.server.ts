import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import type { QuoteRequest } from "~/lib/quote-request";

export interface StoredLead extends QuoteRequest {
  id: number;
  createdAt: string;
  ip: string | null;
  userAgent: string | null;
  notifiedAt: string | null;
  notifyAttempts: number;
  lastNotifyError: string | null;
}

export interface LeadOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** Durable storage of quote requests in one SQLite file under DATA_DIR. */
export interface LeadStore {
  /** Stores a request; resolves only once the row is committed to disk. */
  save(request: QuoteRequest, origin?: LeadOrigin): Promise<StoredLead>;
  /** Every stored request, newest first. */
  list(): Promise<StoredLead[]>;
  /** Requests whose e-mail to the owner has not gone out yet, oldest first. */
  listUnnotified(limit?: number): Promise<StoredLead[]>;
  markNotified(id: number): Promise<void>;
  markNotifyFailed(id: number, error: string): Promise<void>;
  count(): Promise<number>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): void;
}

const schema = [
  `CREATE TABLE IF NOT EXISTS quote_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL,
    ip TEXT,
    user_agent TEXT,
    notified_at TEXT,
    notify_attempts INTEGER NOT NULL DEFAULT 0,
    last_notify_error TEXT
  )`,
  `CREATE INDEX IF NOT EXISTS quote_requests_unnotified ON quote_requests (notified_at, id)`,
];

export const leadsDatabaseFile = (dataDir: string) => path.join(dataDir, "leads.db");

/** Opens (and on first use creates) the database and its table. */
export async function openLeadStore(dataDir: string): Promise<LeadStore> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = createClient({ url: `file:${leadsDatabaseFile(dataDir)}` });
  // WAL lets readers (npm run leads) work beside the server; synchronous=FULL makes
  // each committed row durable before success is answered, even across a crash.
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA synchronous = FULL");
  await client.execute("PRAGMA busy_timeout = 5000");
  for (const statement of schema) await client.execute(statement);
  return createLeadStore(client);
}

function createLeadStore(client: Client): LeadStore {
  const select = `SELECT id, name, email, phone, message, created_at, ip, user_agent, notified_at, notify_attempts, last_notify_error FROM quote_requests`;
  const insert = `INSERT INTO quote_requests (name, email, phone, message, created_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)`;

  // Group commit: requests that arrive together are written in one transaction,
  // so they share one fsync. Each is answered only after that commit.
  interface PendingSave {
    lead: Omit<StoredLead, "id">;
    resolve: (lead: StoredLead) => void;
    reject: (error: unknown) => void;
  }
  let queue: PendingSave[] = [];
  let flushScheduled = false;

  async function flush() {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    try {
      const results = await client.batch(
        batch.map(({ lead }) => ({
          sql: insert,
          args: [lead.name, lead.email, lead.phone, lead.message, lead.createdAt, lead.ip, lead.userAgent],
        })),
        "write",
      );
      batch.forEach((pending, index) => pending.resolve({ ...pending.lead, id: Number(results[index]?.lastInsertRowid) }));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  return {
    save(request, origin = {}) {
      const lead: Omit<StoredLead, "id"> = {
        ...request,
        createdAt: new Date().toISOString(),
        ip: origin.ip ?? null,
        userAgent: origin.userAgent?.slice(0, 400) ?? null,
        notifiedAt: null,
        notifyAttempts: 0,
        lastNotifyError: null,
      };
      return new Promise<StoredLead>((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
    async list() {
      const result = await client.execute(`${select} ORDER BY id DESC`);
      return result.rows.map(toLead);
    },
    async listUnnotified(limit = 50) {
      const result = await client.execute({ sql: `${select} WHERE notified_at IS NULL ORDER BY id ASC LIMIT ?`, args: [limit] });
      return result.rows.map(toLead);
    },
    async markNotified(id) {
      await client.execute({
        sql: `UPDATE quote_requests SET notified_at = ?, last_notify_error = NULL WHERE id = ?`,
        args: [new Date().toISOString(), id],
      });
    },
    async markNotifyFailed(id, error) {
      await client.execute({
        sql: `UPDATE quote_requests SET notify_attempts = notify_attempts + 1, last_notify_error = ? WHERE id = ?`,
        args: [error.slice(0, 500), id],
      });
    },
    async count() {
      const result = await client.execute(`SELECT COUNT(*) AS n FROM quote_requests`);
      return Number(result.rows[0]?.n ?? 0);
    },
    async ping() {
      try {
        await client.execute("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.close();
    },
  };
}

function toLead(row: Record<string, unknown>): StoredLead {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    createdAt: String(row.created_at),
    ip: text(row.ip),
    userAgent: text(row.user_agent),
    notifiedAt: text(row.notified_at),
    notifyAttempts: Number(row.notify_attempts ?? 0),
    lastNotifyError: text(row.last_notify_error),
  };
}
