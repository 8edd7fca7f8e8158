/**
 * npm test: every test of the project, in order: a fresh build (the end-to-end
 * tests run against it), the type check and lint (one test each), Vitest, then
 * Playwright in Debian's Chromium, twice: every test on SQLite, then the tests of requests
 * again with the servers on PostgreSQL. Prints one closing line, `N passed, N failed`,
 * summed over every step. Installs Chromium and PostgreSQL (Debian's) when missing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensurePostgres } from "./ensure-postgres";
import { playwrightCounts, vitestCounts, type Counts } from "./test-reports";

const resultsDir = path.resolve("test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const summaryFile = path.join(resultsDir, "summary.txt");
const e2eOnly = process.argv.includes("--e2e-only");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

/** Every failed test by file and title, with its error's first lines: printed again just above the closing line. */
const failedTitles: string[] = [];
const totals: Counts = { passed: 0, failed: 0 };
let problems = 0;

console.log("\n== Build ==");
if (run("npm", ["run", "build"]) !== 0) {
  console.error("The build failed.");
  totals.failed += 1;
  failedTitles.push("Build: see its section above");
  problems += 1;
}

// The store's tests and the request tests run on a throwaway PostgreSQL server too.
ensurePostgres();

if (!e2eOnly && problems === 0) {
  // The type check and lint count as one test each; a failure is reported but the other tests still run.
  for (const [title, script] of [
    ["Type check (react-router typegen && tsc)", "typecheck"],
    ["Lint (ESLint, Prettier, and knip for dead code)", "lint"],
  ] as const) {
    console.log(`\n== ${title} ==`);
    if (run("npm", ["run", script]) === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failedTitles.push(`${title}: see its section above`);
    }
  }

  console.log("\n== Unit and component tests (Vitest) ==");
  const vitestReport = path.join(resultsDir, "vitest-results.json");
  fs.rmSync(vitestReport, { force: true });
  const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
  const counts = vitestCounts(vitestReport, failedTitles);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (!counts || (status !== 0 && counts.failed === 0)) {
    totals.failed += 1;
    problems += 1;
    failedTitles.push("Vitest: exited with an error and no failed test (see its section above)");
  }
}

if (problems === 0) {
  ensureChromium();
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  for (const [title, engine, report] of [
    ["End-to-end tests (Playwright, Debian Chromium)", "sqlite", "e2e-results.json"],
    ["End-to-end tests of requests on PostgreSQL", "postgres", "e2e-postgres-results.json"],
  ] as const) {
    console.log(`\n== ${title} ==`);
    const playwrightReport = path.join(resultsDir, report);
    fs.rmSync(playwrightReport, { force: true });
    // The PostgreSQL pass listens on ports of its own (1,000 up), so nothing of the first pass is in its way.
    const status = run("npx", ["playwright", "test"], {
      ...process.env,
      E2E_DATABASE: engine,
      TEST_PORT_OFFSET: String(engine === "postgres" ? offset + 1000 : offset),
    });
    const counts = playwrightCounts(playwrightReport, engine, failedTitles);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    if (!counts || (status !== 0 && counts.failed === 0)) {
      totals.failed += 1;
      failedTitles.push(`Playwright (${engine}): exited with an error and no failed test (see its section above)`);
    }
  }
}

if (failedTitles.length > 0) console.log(`\nFailed:\n${failedTitles.map((title) => `  ${title}`).join("\n")}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(summaryFile, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
