/**
 * The Node server as the site starts it (startSiteServer, with its database and services):
 * the time limits the README's "Deploying" promises, which a reverse proxy in front must match.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllEnvs();
});

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it("allows a request 5 minutes (a roadside post over one bar of signal) and its headers 15 s", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("PORT", String(await freePort()));
  vi.stubEnv("HOST", "127.0.0.1");
  vi.stubEnv("BACKUP_EVERY_HOURS", "0");
  vi.stubEnv("DATABASE_URL", "");
  const { startSiteServer } = await import("./main");
  const httpServer = http.createServer();
  const site = await startSiteServer({
    staticFiles: new Map(),
    // No page is asked for: only the server's own settings and its health answer are looked at.
    build: () => Promise.reject(new Error("no page is rendered in this test")),
    mode: "production",
    httpServer,
  });
  cleanups.push(() => site.close());

  expect(httpServer.requestTimeout).toBe(5 * 60_000);
  expect(httpServer.headersTimeout).toBe(15_000);
  // The server so configured is the one answering.
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});
