import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/ensure-chromium";
import { pageSpecNames, storageSpecNames } from "./test-support/e2e-passes";
import { e2eDataDir, e2eEngine, e2ePort } from "./test-support/environment";

/**
 * End-to-end tests against the built site, served by our own server, in Debian's
 * Chromium. E2E_BASE_URL points them at an already running server instead
 * (for example `npm run dev` while writing a page).
 *
 * Two projects: `chromium`, the browser tests (`npm test`), and `reliability`, the proofs that
 * load the machine (`npm run test:proofs`, run by CI after `npm test`). With
 * E2E_DATABASE=postgres (the second pass), only the tests of what is stored run again, with every
 * server on PostgreSQL: requests, the owner's console and its alerts, escalations, texts,
 * estimates, invoices, reviews, counts, backups and the restore drill. The stores' own tests run
 * on both engines in Vitest (the owners' accounts, sessions and sign-in links, what is seen,
 * forgetting); the pages and forms are the same on both. Within those files, a test tagged
 * `@engine-free` checks nothing the engine decides (markup and layout, the forms without
 * JavaScript, hostile input refused before anything is stored, the service worker, latency
 * samples): it runs in the SQLite pass only. Under `npm test` the page specs run in the
 * PostgreSQL pass instead of the SQLite one (test-support/e2e-passes.ts).
 */
const onPostgres = e2eEngine === "postgres";
const storageSpecs = storageSpecNames.map((name) => `**/${name}.spec.ts`);
const pageSpecs = pageSpecNames.map((name) => `**/${name}.spec.ts`);
const pageSpecsOnPostgres = process.env.E2E_PAGE_SPECS === "postgres";
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // npm test gives each pass its share of the machine (scripts/test.ts); two when run by hand.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? `test-results/e2e-${e2eEngine}-results.json` }]],
  outputDir: onPostgres ? "test-results/postgres" : "test-results/sqlite",
  use: {
    baseURL,
    trace: "off",
    // Every page registers the service worker, which then fetches and caches 65 files: a test of
    // something else need not pay for that. The tests of the offline pages, the outbox, the push
    // alerts and updates allow it (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    launchOptions: {
      // Debian's Chromium as its headless shell (decision 020); CHROMIUM_PATH=/usr/bin/chromium for the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? headlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      // The storage specs' @engine-free tests stay in the SQLite pass; the page specs have no such tag.
      ...(onPostgres ? { testMatch: [...storageSpecs, ...(pageSpecsOnPostgres ? pageSpecs : [])], grepInvert: /@engine-free/ } : {}),
      testIgnore: ["reliability.spec.ts", "dev-server.spec.ts", ...(!onPostgres && pageSpecsOnPostgres ? pageSpecs : [])],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The reliability proofs load the machine: they run alone (npm run test:proofs), never beside the
    // browser tests. So does the development server's check (Vite compiles every module as it starts:
    // 43 s of a worker in the browser pass), on the SQLite pass only: it serves a SQLite file of its own.
    {
      name: "reliability",
      testMatch: onPostgres ? ["reliability.spec.ts"] : ["reliability.spec.ts", "dev-server.spec.ts"],
      fullyParallel: false,
    },
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
