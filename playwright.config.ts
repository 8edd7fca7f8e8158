import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./scripts/ensure-chromium";
import { e2eDataDir, e2eEngine, e2ePort } from "./test-support/environment";

/**
 * End-to-end tests against the built site, served by our own server, in Debian's
 * Chromium. E2E_BASE_URL points them at an already running server instead
 * (for example `npm run dev` while writing a page).
 *
 * With E2E_DATABASE=postgres (the second pass of `npm test`), the tests of requests (quote,
 * roadside, status pages, the owner's inbox, the outbox, the outside attacks, the restore drill,
 * the reliability proofs) run again with every server on PostgreSQL.
 */
const onPostgres = e2eEngine === "postgres";
const requestSpecs = [
  "quote",
  "roadside",
  "requests",
  "owner",
  "outbox",
  "outside-attack",
  "backup-restore",
  "backup-schedule",
  "seen",
  "phone-alerts",
  "escalation",
  "driver-texts",
  "estimates",
  "reviews",
  "privacy",
  "counts",
  "behind-proxy",
].map((name) => `**/${name}.spec.ts`);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: onPostgres ? "test-results/e2e-postgres-results.json" : "test-results/e2e-results.json" }]],
  outputDir: onPostgres ? "test-results/postgres" : "test-results/sqlite",
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      ...(onPostgres ? { testMatch: requestSpecs } : { testIgnore: "reliability.spec.ts" }),
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The reliability proofs load the machine; they run after the browser tests, alone.
    { name: "reliability", testMatch: "reliability.spec.ts", dependencies: ["chromium"], fullyParallel: false },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "npx tsx scripts/serve-for-tests.ts",
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          NODE_ENV: "production",
          PORT: String(e2ePort),
          HOST: "127.0.0.1",
          DATA_DIR: e2eDataDir,
          E2E_DATABASE: e2eEngine,
          // The suite sends many requests from one address: no flood refusal here (requests.spec.ts
          // proves the thresholds on a server of its own).
          REQUESTS_FLOOD_LIMIT: "0",
        },
      },
});
