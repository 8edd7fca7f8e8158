/**
 * Vitest's global setup: one throwaway PostgreSQL server for the whole run; each test that needs
 * one makes a database of its own on it (tests/test-database.ts).
 */
import type { TestProject } from "vitest/node";
import { startPostgresTestServer } from "../test-support/postgres-test-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgresTestServer();
  project.provide("postgresUrl", server.url());
  return () => server.stop();
}
