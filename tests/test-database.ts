/**
 * A fresh, empty site database on either engine, for the tests that run on both: a SQLite file
 * in a temporary folder, or a database of its own on the run's PostgreSQL server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject, onTestFinished } from "vitest";
import { openDatabase, type DatabaseLocation, type Engine, type SiteDatabase } from "~/.server/db/database";
import { createTestDatabase } from "../test-support/postgres-test-server";

export const engines: readonly Engine[] = ["sqlite", "postgres"];

export interface TestDatabase {
  location: DatabaseLocation;
  /** Opens (and migrates) the database; several opens are several processes' connections. */
  open(): Promise<SiteDatabase>;
  /** Removes the temporary folder (PostgreSQL's databases go with the server). */
  remove(): void;
}

export async function testDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `db-${engine}-`));
  const location: DatabaseLocation =
    engine === "postgres" ? { DATA_DIR: dataDir, DATABASE_URL: await createTestDatabase(inject("postgresUrl")) } : { DATA_DIR: dataDir };
  return {
    location,
    open: () => openDatabase(location),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database of the engine, opened (and migrated) for the running test, closed and removed
 * when that test finishes.
 */
export async function openTestDatabase(engine: Engine): Promise<SiteDatabase> {
  const made = await testDatabase(engine);
  const database = await made.open();
  onTestFinished(async () => {
    await database.close();
    made.remove();
  });
  return database;
}
