/**
 * The go-live check's questions to the site's database, on either engine. Each opens it only to
 * look (app/.server/db/database.ts `inspectDatabase`): a missing SQLite file is not created, no
 * migration runs, and nothing can be changed.
 */
import { sql } from "kysely";
import { DatabaseUnreachableError, inspectDatabase, type DatabaseLocation, type SiteDatabase } from "../../app/.server/db/database";

export type DatabaseHealth =
  | { state: "no-database"; where: string }
  | { state: "ok"; where: string; detail: string }
  | { state: "damaged"; where: string; problem: string }
  | { state: "unreachable"; where: string; problem: string };

/** SQLite's integrity_check over the whole file, or PostgreSQL's answer and version. */
export async function checkDatabaseHealth(location: DatabaseLocation): Promise<DatabaseHealth> {
  let database: SiteDatabase | null;
  try {
    database = await inspectDatabase(location);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (error instanceof DatabaseUnreachableError) return { state: "unreachable", where: location.DATABASE_URL ?? "", problem };
    return { state: "damaged", where: location.DATA_DIR, problem };
  }
  if (!database) return { state: "no-database", where: location.DATA_DIR };
  try {
    if (database.engine === "postgres") {
      const version = await sql<{ server_version: string }>`SHOW server_version`.execute(database.db);
      return {
        state: "ok",
        where: database.where,
        detail: `PostgreSQL ${version.rows[0]?.server_version ?? ""} at ${database.where} answers`,
      };
    }
    const result = await sql<Record<string, unknown>>`PRAGMA integrity_check`.execute(database.db);
    const messages = result.rows.map((row) => String(Object.values(row)[0]));
    if (messages.length === 1 && messages[0] === "ok")
      return { state: "ok", where: database.where, detail: `${database.where} passes SQLite's integrity_check` };
    return { state: "damaged", where: database.where, problem: messages.slice(0, 3).join("; ") || "no answer" };
  } catch (error) {
    return { state: "damaged", where: database.where, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    await database.close();
  }
}

/** Runs `work` on the database when it exists and has `table`; otherwise answers `none`. */
async function ask<T>(location: DatabaseLocation, table: string, none: T, work: (database: SiteDatabase) => Promise<T>): Promise<T> {
  const database = await inspectDatabase(location);
  if (!database) return none;
  try {
    const tables = await database.db.introspection.getTables();
    if (!tables.some((candidate) => candidate.name === table)) return none;
    return await work(database);
  } finally {
    await database.close();
  }
}

export interface UnsentRequests {
  /** Requests stored before the cut-off that have not been e-mailed yet. */
  count: number;
  /** ISO time of the oldest of them. */
  oldest: string | null;
}

/** Requests (not spam) stored more than `minutes` ago whose e-mail to the owner has not gone out. */
export function findUnsentRequests(location: DatabaseLocation, now: Date, minutes = 10): Promise<UnsentRequests> {
  return ask<UnsentRequests>(location, "requests", { count: 0, oldest: null }, async ({ db }) => {
    // created_at is an ISO string in UTC, so text order is time order.
    const cutOff = new Date(now.getTime() - minutes * 60_000).toISOString();
    const row = await db
      .selectFrom("requests")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
      .where("notified_at", "is", null)
      .where("created_at", "<", cutOff)
      .where("spam", "=", 0)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldest: row.oldest ?? null };
  });
}

/** Requests kept (spam left out): what a backup protects. */
export function countRequests(location: DatabaseLocation): Promise<number> {
  return ask(location, "requests", 0, async ({ db }) =>
    Number(
      (
        await db
          .selectFrom("requests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("spam", "=", 0)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
}

/** How many owner accounts can sign in to the inbox (0 when the database or the table is not there yet). */
/** Reviews the owner has published. */
export function countPublishedReviews(location: DatabaseLocation): Promise<number> {
  return ask(location, "reviews", 0, async ({ db }) =>
    Number(
      (
        await db
          .selectFrom("reviews")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("state", "=", "published")
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
}

export function countOwners(location: DatabaseLocation): Promise<number> {
  return ask(location, "owners", 0, async ({ db }) =>
    Number(
      (
        await db
          .selectFrom("owners")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
}

export interface LastServerBackup {
  successAt: string | null;
  failureAt: string | null;
  error: string | null;
  /** The machine and file of the last success. */
  detail: string | null;
}

/** What the server's own backups last did, as recorded in the database (any machine's). */
export function lastServerBackup(location: DatabaseLocation) {
  return ask<LastServerBackup | null>(location, "scheduled_runs", null, async ({ db }) => {
    const row = await db.selectFrom("scheduled_runs").selectAll().where("job", "=", "backup").executeTakeFirst();
    return row ? { successAt: row.last_success_at, failureAt: row.last_failure_at, error: row.last_error, detail: row.last_detail } : null;
  });
}
