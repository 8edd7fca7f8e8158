/**
 * Where the test servers listen and keep their data: the end-to-end suite, and the scripts that
 * serve or measure the build for it (serve-for-tests, budgets, lighthouse).
 */
import path from "node:path";

/**
 * Every port a test opens is shifted by TEST_PORT_OFFSET, so two checkouts can run
 * their suites side by side on one machine.
 */
export const testPortOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const testPort = (port: number) => port + testPortOffset;

/**
 * The engine the request tests run on: SQLite, or PostgreSQL when E2E_DATABASE=postgres (the
 * second pass of `npm test`, on a throwaway PostgreSQL server the test server starts).
 */
export const e2eEngine: "sqlite" | "postgres" = process.env.E2E_DATABASE === "postgres" ? "postgres" : "sqlite";

/** Where the end-to-end server listens and keeps its quote requests. */
export const e2ePort = Number(process.env.E2E_PORT ?? testPort(3987));
// Outside test-results/, which Playwright empties when a run starts (after the server opened the database).
export const e2eDataDir = path.resolve(`.test-data/e2e-${e2eEngine}`);

/** The throwaway PostgreSQL server of the PostgreSQL pass: its administrator's URL, and the site's database. */
export const e2ePostgresPort = testPort(5987);
export const e2ePostgresAdminUrl = `postgres://postgres@127.0.0.1:${e2ePostgresPort}/postgres`;
export const e2eDatabaseUrl = e2eEngine === "postgres" ? `postgres://postgres@127.0.0.1:${e2ePostgresPort}/site` : undefined;

/** DATA_DIR and, on PostgreSQL, DATABASE_URL: what a command needs to reach the end-to-end server's requests. */
export const e2eDatabaseEnv: Record<string, string> = { DATA_DIR: e2eDataDir, ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl } : {}) };
