/**
 * Serves the existing build for the end-to-end tests (npm test builds it first), with a fresh
 * database: the SQLite file under DATA_DIR, or with E2E_DATABASE=postgres, a throwaway PostgreSQL
 * server of its own (test-support/environment.ts names its port and the site's database).
 */
import fs from "node:fs";
import pg from "pg";
import { e2ePostgresPort } from "../test-support/environment";
import { startPostgresTestServer } from "../test-support/postgres-test-server";

const postgres = process.env.E2E_DATABASE === "postgres" ? await startPostgresTestServer({ port: e2ePostgresPort }) : undefined;
if (postgres) {
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE site");
  await admin.end();
  process.env.DATABASE_URL = postgres.url("site");
}

// The environment is read once, after DATABASE_URL is in place.
const { getEnv } = await import("~/config/env.server");
const { startServer } = await import("../server/main");
fs.rmSync(getEnv().DATA_DIR, { recursive: true, force: true });
const server = await startServer();
console.log(`e2e server on ${server.url}${postgres ? ` (PostgreSQL on port ${postgres.port})` : ""}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(
    signal,
    () =>
      void server
        .close()
        .then(() => postgres?.stop())
        .then(() => process.exit(0)),
  );
}
