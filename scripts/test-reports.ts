/**
 * Reads the JSON reports of Vitest and Playwright for `npm test`: how many passed and failed,
 * and each failed test by file and title with the first lines of its error. CI shows only the
 * tail of its log, so the closing list must say which test failed and why.
 */
import fs from "node:fs";
import path from "node:path";

export interface Counts {
  passed: number;
  failed: number;
}

/** An error's first lines, colour codes removed, indented under its test's title. */
export function firstLines(message: string | undefined, count = 4): string {
  if (!message) return "";
  return (
    message
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== "")
      .slice(0, count)
      .map((line) => `\n      ${line.slice(0, 300)}`)
      .join("")
  );
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/** Vitest's counts; each failed test (or suite that did not load) is added to `failures`. */
export function vitestCounts(file: string, failures: string[]): Counts | null {
  let report: VitestReport;
  try {
    report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
  } catch {
    return null;
  }
  if (typeof report?.numPassedTests !== "number") return null;
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`vitest › ${where} › ${test.fullName}${firstLines(test.failureMessages?.[0])}`);
    if (suite.status === "failed" && failed.length === 0) failures.push(`vitest › ${where} (did not load)${firstLines(suite.message)}`);
  }
  // A suite that fails to load counts as a failure even though none of its tests ran.
  const brokenSuites = report.numFailedTestSuites ?? 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTests === 0 ? brokenSuites : 0) };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results?: { error?: { message?: string; location?: { line: number } } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
}

/** The failed tests of a file's suite and its describe blocks (their titles before the test's). */
function playwrightFailures(suite: PlaywrightSuite, engine: string, failures: string[], describes: readonly string[] = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error;
      const at = error?.location ? ` (failed at line ${error.location.line})` : "";
      const title = [...describes, spec.title].join(" › ");
      failures.push(
        `playwright (${engine}) › [${test.projectName}] ${suite.file}:${spec.line} › ${title}${at}${firstLines(error?.message)}`,
      );
    }
  for (const child of suite.suites ?? []) playwrightFailures(child, engine, failures, [...describes, child.title]);
}

/** Playwright's counts (a flaky test passed on retry); errors outside any test count as failures. */
export function playwrightCounts(file: string, engine: string, failures: string[]): Counts | null {
  let report: PlaywrightReport;
  try {
    report = JSON.parse(fs.readFileSync(file, "utf8")) as PlaywrightReport;
  } catch {
    return null;
  }
  if (typeof report?.stats?.expected !== "number") return null;
  for (const suite of report.suites ?? []) playwrightFailures(suite, engine, failures);
  for (const error of report.errors ?? [])
    failures.push(`playwright (${engine}) › an error outside any test${firstLines(error.message ?? "(no message)")}`);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + (report.errors?.length ?? 0) };
}
