import { sql, type Transaction } from "kysely";
import type { Engine, SiteDatabase } from "./database";
import type { Tables } from "./tables";

export interface MigrationContext {
  engine: Engine;
  /** DATA_DIR: where files kept beside the database before (photos) are found. */
  dataDir: string;
}

/**
 * One schema change, applied once per database, in order, in a transaction of its own. Its SQL
 * is per engine; an engine with none records it as applied (a baseline made it already).
 */
export interface Migration {
  name: string;
  sqlite?: readonly string[];
  postgres?: readonly string[];
  /**
   * Work with the query layer in the same transaction, after the SQL (moving data in). It may
   * return what must happen once the change is committed (removing the files it moved in).
   */
  up?: (trx: Transaction<Tables>, context: MigrationContext) => Promise<void | AfterCommit>;
}

type AfterCommit = () => Promise<void>;

/** Any number for PostgreSQL's advisory lock: the migrations of this site. */
const migrationLock = 727_001;

/**
 * Applies the migrations this database has not seen. Two processes starting together apply each
 * one exactly once: SQLite runs each in a write transaction (BEGIN IMMEDIATE: one writer at a
 * time, the other waits), PostgreSQL behind a transaction-scoped advisory lock.
 */
export async function migrate(
  database: SiteDatabase,
  migrations: readonly Migration[],
  context: MigrationContext,
  formerNames: Readonly<Record<string, string>> = {},
): Promise<void> {
  const { db, engine } = database;
  const lock = async (trx: Transaction<Tables>) => {
    if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${migrationLock})`.execute(trx);
  };
  await db.transaction().execute(async (trx) => {
    await lock(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
    // A migration recorded under a name it no longer has is the same migration: it is not applied again.
    for (const [former, name] of Object.entries(formerNames)) {
      await trx.updateTable("schema_migrations").set({ name }).where("name", "=", former).execute();
    }
  });
  for (const migration of migrations) {
    const afterCommit = await db.transaction().execute(async (trx) => {
      await lock(trx);
      const seen = await trx.selectFrom("schema_migrations").select("name").where("name", "=", migration.name).executeTakeFirst();
      if (seen) return undefined;
      for (const statement of migration[engine] ?? []) await sql.raw(statement).execute(trx);
      const then = await migration.up?.(trx, context);
      await trx.insertInto("schema_migrations").values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
      return then;
    });
    if (afterCommit) await afterCommit();
  }
}
