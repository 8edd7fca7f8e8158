/**
 * Where a proof's servers keep their requests: a fresh SQLite file in a temporary DATA_DIR, or,
 * given a PostgreSQL server, a fresh database on it (DATA_DIR then holds nothing but backups).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseLocation } from "../../app/.server/db/database";
import { createRequestStore, type RequestStore } from "../../app/.server/requests/store";
import type { PostgresTestServer } from "../../test-support/postgres-test-server";

export interface ProofDatabase {
  dataDir: string;
  /** What the servers get besides DATA_DIR: DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Reads (or writes) the requests the way `npm run leads` does, then closes. */
  withStore<T>(work: (store: RequestStore) => Promise<T>): Promise<T>;
  remove(): void;
}

export type ProofPostgres = Pick<PostgresTestServer, "createDatabase">;

export async function proofDatabase(label: string, postgres?: ProofPostgres): Promise<ProofDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const databaseUrl = postgres ? await postgres.createDatabase(label.replace(/-/g, "_")) : undefined;
  const location: DatabaseLocation = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  return {
    dataDir,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    async withStore(work) {
      const database = await openDatabase(location);
      try {
        return await work(createRequestStore(database));
      } finally {
        await database.close();
      }
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
