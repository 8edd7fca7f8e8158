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

const resultsDir = path.resolve("test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const summaryFile = path.join(resultsDir, "summary.txt");
const e2eOnly = process.argv.includes("--e2e-only");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

interface Counts {
  passed: number;
  failed: number;
}

/** Every failed test by file and title, printed again just above the closing line: a CI log's tail names them. */
const failedTitles: string[] = [];

function vitestCounts(file: string): Counts | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites?: number;
      numFailedTestSuites?: number;
      testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string; fullName: string }[] }[];
    };
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed) failedTitles.push(`vitest › ${where} › ${test.fullName}`);
      if (suite.status === "failed" && failed.length === 0) failedTitles.push(`vitest › ${where} (did not load: ${suite.message ?? "?"})`);
    }
    // A suite that fails to load counts as a failure even though none of its tests ran.
    const brokenSuites = report.numFailedTestSuites ?? 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTests === 0 ? brokenSuites : 0) };
  } catch {
    return null;
  }
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The failed tests of a file's suite and its describe blocks (their titles before the test's). */
function playwrightFailures(suite: PlaywrightSuite, engine: string, describes: readonly string[] = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === "unexpected")
        failedTitles.push(
          `playwright (${engine}) › [${test.projectName}] ${suite.file}:${spec.line} › ${[...describes, spec.title].join(" › ")}`,
        );
  for (const child of suite.suites ?? []) playwrightFailures(child, engine, [...describes, child.title]);
}

function playwrightCounts(file: string, engine: string): Counts | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors?: { message?: string }[];
      suites?: PlaywrightSuite[];
    };
    for (const suite of report.suites ?? []) playwrightFailures(suite, engine);
    for (const error of report.errors ?? [])
      failedTitles.push(`playwright (${engine}) › ${error.message?.split("\n")[0] ?? "an error outside any test"}`);
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + (report.errors?.length ?? 0) };
  } catch {
    return null;
  }
}

const totals: Counts = { passed: 0, failed: 0 };
let problems = 0;

console.log("\n== Build ==");
if (run("npm", ["run", "build"]) !== 0) {
  console.error("The build failed.");
  totals.failed += 1;
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
    else totals.failed += 1;
  }

  console.log("\n== Unit and component tests (Vitest) ==");
  const vitestReport = path.join(resultsDir, "vitest-results.json");
  fs.rmSync(vitestReport, { force: true });
  const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
  const counts = vitestCounts(vitestReport);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (!counts || (status !== 0 && counts.failed === 0)) {
    totals.failed += 1;
    problems += 1;
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
    const counts = playwrightCounts(playwrightReport, engine);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    if (!counts || (status !== 0 && counts.failed === 0)) totals.failed += 1;
  }
}

if (failedTitles.length > 0) console.log(`\nFailed:\n${failedTitles.map((title) => `  ${title}`).join("\n")}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(summaryFile, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
