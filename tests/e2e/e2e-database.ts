/**
 * A database of a test's own on the pass's engine: a fresh DATA_DIR, and on PostgreSQL a fresh
 * database on the pass's throwaway server. `raw()` reads and writes it with plain SQL
 * (`?` placeholders on both engines), for what the site offers no way to see or change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { createTestDatabase } from "../../test-support/postgres-test-server";
import { e2eEngine, e2ePostgresAdminUrl } from "../../test-support/environment";

export interface RawDatabase {
  execute(query: string | { sql: string; args?: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface E2eDatabase {
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: for a server process or an owner command. */
  env: Record<string, string>;
  raw(): RawDatabase;
  remove(): void;
}

export async function e2eDatabase(label: string, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`))): Promise<E2eDatabase> {
  const databaseUrl = e2eEngine === "postgres" ? await createTestDatabase(e2ePostgresAdminUrl, label.replace(/-/g, "_")) : undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    raw: () => rawDatabase(dataDir, databaseUrl),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export function rawDatabase(dataDir: string, databaseUrl?: string): RawDatabase {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    return {
      async execute(query) {
        const { sql, args = [] } = typeof query === "string" ? { sql: query } : query;
        let index = 0;
        const result = await pool.query(
          sql.replace(/\?/g, () => `$${++index}`),
          args,
        );
        return { rows: result.rows as Record<string, unknown>[] };
      },
      close: () => pool.end(),
    };
  }
  // The site's server writes the same file (deliveries, claims): wait out its write lock, as the
  // site's own connections do, rather than fail at once with SQLITE_BUSY (libSQL's default is 0).
  const client = createClient({ url: `file:${path.join(dataDir, "leads.db")}`, timeout: 10_000 });
  return {
    async execute(query) {
      const result = await client.execute(typeof query === "string" ? query : { sql: query.sql, args: (query.args ?? []) as never });
      return { rows: result.rows as unknown as Record<string, unknown>[] };
    },
    async close() {
      client.close();
    },
  };
}
