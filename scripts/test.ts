/**
 * npm test: every test of the project, in order: a fresh build (the end-to-end tests run against
 * it, and only it), the type check and lint (one test each, their tools side by side), Vitest,
 * then Playwright in Debian's Chromium: every browser test on SQLite, and the tests of what is
 * stored again with the servers on PostgreSQL, the two passes side by side on one build. Prints
 * each stage's time, then one closing line, `N passed, N failed`, summed over every step.
 * Installs Chromium and PostgreSQL (Debian's) when missing.
 *
 *   npm test                  everything
 *   npm run test:e2e          the build and the browser tests only
 *   npm run test:proofs       the reliability proofs (load, crash, two processes, static speed), both engines, and the development server: CI runs them after npm test
 */
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensurePostgres } from "./ensure-postgres";
import { runCommand, type Run } from "./run-command";
import { playwrightCounts, vitestCounts, type Counts } from "./test-reports";

const resultsDir = path.resolve("test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const e2eOnly = process.argv.includes("--e2e-only");
const proofsOnly = process.argv.includes("--proofs");
/** The closing line, kept for .ci/run: the proofs' apart from npm test's, which CI adds up. */
const summaryFile = path.join(resultsDir, proofsOnly ? "proofs-summary.txt" : "summary.txt");

/** Every failed test by file and title, with its error's first lines: printed again just above the closing line. */
const failedTitles: string[] = [];
const totals: Counts = { passed: 0, failed: 0 };
/** Each stage's wall-clock time, printed at the end. */
const stageTimes: { stage: string; seconds: number }[] = [];
let problems = 0;

async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stageTimes.push({ stage, seconds: (Date.now() - started) / 1000 });
  }
}

function count(counts: Counts | null, run: Run, what: string) {
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (!counts || (run.status !== 0 && counts.failed === 0)) {
    totals.failed += 1;
    problems += 1;
    failedTitles.push(`${what}: exited with an error and no failed test (see its section above)`);
  }
}

/** One Playwright pass: every browser test on SQLite, or the storage tests on PostgreSQL; or the proofs. */
async function playwrightPass(engine: "sqlite" | "postgres", project: "chromium" | "reliability", workers = 2): Promise<void> {
  const label = project === "reliability" ? `proofs on ${engine}` : `browser tests on ${engine}`;
  const report = path.join(resultsDir, project === "reliability" ? `proofs-${engine}-results.json` : `e2e-${engine}-results.json`);
  fs.rmSync(report, { force: true });
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const run = await timed(`Playwright: ${label}`, () =>
    runCommand("npx", ["playwright", "test", `--project=${project}`], {
      title: `Playwright: ${label}`,
      // Side by side with the other pass, its output is kept and shown whole when it ends.
      buffered: !proofsOnly,
      env: {
        ...process.env,
        E2E_DATABASE: engine,
        E2E_REPORT: report,
        E2E_WORKERS: String(workers),
        // The page specs run once, in the PostgreSQL pass, which has room for them (playwright.config.ts).
        E2E_PAGE_SPECS: "postgres",
        // The PostgreSQL pass listens on ports of its own (1,000 up), so the passes never meet.
        TEST_PORT_OFFSET: String(engine === "postgres" ? offset + 1000 : offset),
      },
    }),
  );
  count(playwrightCounts(report, engine, failedTitles), run, `Playwright (${label})`);
}

if (!proofsOnly) {
  const build = await timed("Build", () => runCommand("npm", ["run", "build"], { title: "Build" }));
  if (build.status !== 0) {
    totals.failed += 1;
    failedTitles.push("Build: see its section above");
    problems += 1;
  }
}

// The store's tests and the request tests run on a throwaway PostgreSQL server too.
ensurePostgres();

if (!e2eOnly && !proofsOnly && problems === 0) {
  // The type check and lint count as one test each; a failure is reported but the other tests still run.
  // Their tools are single-threaded: on two cores, side by side they take half the time.
  await timed("Type check and lint", async () => {
    await runCommand("npx", ["react-router", "typegen"], { title: "Route types (react-router typegen)" });
    const [typecheck, ...lint] = await Promise.all([
      runCommand("npx", ["tsc"], { title: "Type check (tsc)", buffered: true }),
      runCommand("npx", ["eslint", "."], { title: "Lint: ESLint", buffered: true }),
      runCommand("npx", ["prettier", "--check", "."], { title: "Lint: Prettier", buffered: true }),
      runCommand("npx", ["knip"], { title: "Lint: knip (dead code)", buffered: true }),
    ]);
    for (const [title, ok] of [
      ["Type check (react-router typegen && tsc)", typecheck!.status === 0],
      ["Lint (ESLint, Prettier, and knip for dead code)", lint.every((run) => run.status === 0)],
    ] as const) {
      if (ok) totals.passed += 1;
      else {
        totals.failed += 1;
        failedTitles.push(`${title}: see its section above`);
      }
    }
  });

  const vitestReport = path.join(resultsDir, "vitest-results.json");
  fs.rmSync(vitestReport, { force: true });
  const vitest = await timed("Vitest", () =>
    runCommand("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
      title: "Unit and component tests (Vitest)",
    }),
  );
  count(vitestCounts(vitestReport, failedTitles), vitest, "Vitest");
}

if (problems === 0) {
  ensureChromium();
  if (proofsOnly) {
    // The proofs load the machine: one engine after the other, nothing beside them.
    await playwrightPass("sqlite", "reliability");
    await playwrightPass("postgres", "reliability");
  } else {
    // The two passes share the build and the two cores: side by side, one's waits are the other's turn.
    // Two workers each. Measured on this 2-core machine: two and two kept the cores about 95 % busy
    // (764 s at 4c561c1); four and three left them 0 % idle with a third of their time in the
    // kernel, and servers missed their 30 s start (docs/measurements/test-run.md).
    await timed("Playwright, both passes side by side", () =>
      Promise.all([playwrightPass("sqlite", "chromium"), playwrightPass("postgres", "chromium")]),
    );
  }
}

if (failedTitles.length > 0) console.log(`\nFailed:\n${failedTitles.map((title) => `  ${title}`).join("\n")}`);
console.log(
  `\nTime by stage:\n${stageTimes.map(({ stage, seconds }) => `  ${stage.padEnd(42)} ${seconds.toFixed(0).padStart(5)} s`).join("\n")}`,
);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(summaryFile, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
