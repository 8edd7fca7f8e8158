/**
 * npm test: every test of the project, in order: a fresh build (the end-to-end
 * tests run against it), the type check and lint (one test each), Vitest, then
 * Playwright in Debian's Chromium. Prints one closing line, `N passed, N failed`,
 * summed over every step.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium";

const resultsDir = path.resolve("test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const summaryFile = path.join(resultsDir, "summary.txt");
const e2eOnly = process.argv.includes("--e2e-only");

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status ?? 1;
}

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(file: string): Counts | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites?: number;
      numFailedTestSuites?: number;
    };
    // A suite that fails to load counts as a failure even though none of its tests ran.
    const brokenSuites = report.numFailedTestSuites ?? 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTests === 0 ? brokenSuites : 0) };
  } catch {
    return null;
  }
}

function playwrightCounts(file: string): Counts | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number };
      errors?: unknown[];
    };
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
  console.log("\n== End-to-end tests (Playwright, Debian Chromium) ==");
  ensureChromium();
  const playwrightReport = path.join(resultsDir, "e2e-results.json");
  fs.rmSync(playwrightReport, { force: true });
  const status = run("npx", ["playwright", "test"]);
  const counts = playwrightCounts(playwrightReport);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (!counts || (status !== 0 && counts.failed === 0)) totals.failed += 1;
}

const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(summaryFile, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
