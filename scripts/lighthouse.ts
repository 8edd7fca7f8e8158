/**
 * npm run lighthouse: Lighthouse (mobile, simulated Slow 4G) three times on one page of
 * every template, against the built site served by our own server; prints the median
 * of each column and exits 1 when a template misses the first-paint goal (decision 005).
 *
 *   npm run lighthouse                      build when stale, serve, measure every template
 *   npm run lighthouse -- --runs=5          more runs per page (medians of 5)
 *   npm run lighthouse -- --only=home,city  some templates (by name or path)
 *   npm run lighthouse -- --save=/tmp/lhr   also write every report as JSON
 *   npm run lighthouse -- --url=http://127.0.0.1:3000   measure a server that is already running
 *   npm run lighthouse -- --before=/tmp/old-build      the same runs, taken in turns, on a copy of an
 *                                                      earlier build (its build/ folder) served beside
 *                                                      this one: a change measured before and after in
 *                                                      one session, under the same load
 *
 * A benchmark, not a test: simulated metrics still depend on the CPU (Lighthouse replays the
 * observed main-thread work 4x slower), so run it on a quiet machine and report the load.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { testPort } from "../test-support/environment";
import { chromiumFlags, chromiumPath, ensureChromium } from "./ensure-chromium";
import { pageTemplates, type PageTemplate } from "./page-templates";
import { startServerProcess, type ServerProcess } from "./reliability/server-process";

/** The goal every template must meet, on the median of the runs. */
export const goal = {
  score: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 30,
  /** "CLS 0": nothing may move; 0.0005 and above would print as 0.001. */
  clsBelow: 0.0005,
} as const;

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Flags the brief names for Debian's Chromium in a container, plus a fresh profile per run. */
const chromeFlags = ["--headless=new", ...chromiumFlags];

interface RunResult {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  requests: number;
  /** Audits that lost points, for the verdict. */
  failedAudits: string[];
}

/** Lighthouse's own "could not measure" (a lost trace), as opposed to a bug here. */
class LighthouseRuntimeError extends Error {}

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key!, value.join("=")];
  }),
);
const runs = Number(args.get("runs") || 3);
const only = args.get("only")?.split(",").filter(Boolean);
const saveDir = args.get("save");
const externalUrl = args.get("url");
const beforeBuild = args.get("before");
if (beforeBuild && !fs.existsSync(path.join(beforeBuild, "server/index.js")))
  throw new Error(`--before=${beforeBuild} holds no build (server/index.js)`);

const templates = only ? pageTemplates.filter((template) => only.includes(template.name) || only.includes(template.path)) : pageTemplates;
if (templates.length === 0) throw new Error(`--only=${only?.join(",")} names no template`);

ensureChromium();
if (!externalUrl) buildWhenStale();
const loadBefore = os.loadavg();
const server: ServerProcess | undefined = externalUrl
  ? undefined
  : await startServerProcess({
      port: Number(process.env.LIGHTHOUSE_PORT ?? testPort(3990)),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-data-")),
    });
// The earlier build, served by the same server code from its own folder, with its own data.
const beforeServer: ServerProcess | undefined = beforeBuild
  ? await startServerProcess({
      port: Number(process.env.LIGHTHOUSE_PORT ?? testPort(3990)) + 1,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-data-before-")),
      script: "scripts/serve-build.ts",
      env: { BUILD_DIR: path.resolve(beforeBuild) },
    })
  : undefined;
const baseUrl = (externalUrl ?? server!.url).replace(/\/$/, "");
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

type Row = { template: PageTemplate; median: RunResult; misses: string[]; runs: RunResult[] };
const rows: Row[] = [];
const beforeRows: Row[] = [];
const skipped: string[] = [];
try {
  console.log(`Lighthouse ${lighthouseVersion()} · ${chromiumVersion()} · mobile, simulated Slow 4G · ${runs} runs a page · ${baseUrl}`);
  if (beforeServer) console.log(`Beside it, in turns: the build in ${beforeBuild} · ${beforeServer.url}`);
  console.log(`Load average at start: ${loadBefore.map((load) => load.toFixed(2)).join(" ")} (${os.cpus().length} cores)\n`);
  for (const template of templates) {
    const url = baseUrl + template.path;
    const status = (await fetch(url, { method: "GET" })).status;
    if (status !== 200) {
      skipped.push(`${template.name} (${template.path}) answers ${status}: not measured`);
      continue;
    }
    const beforeUrl = beforeServer && beforeServer.url.replace(/\/$/, "") + template.path;
    const beforeAnswers = beforeUrl !== undefined && (await fetch(beforeUrl)).status === 200;
    if (beforeUrl && !beforeAnswers) skipped.push(`${template.name} (${template.path}) is not in the earlier build: measured after only`);
    const results: RunResult[] = [];
    const beforeResults: RunResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      // Taken in turns, and the order swapped each run, so neither build always goes first.
      const order = beforeAnswers && run % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
      for (const which of order) {
        if (which === "before" && !beforeAnswers) continue;
        const label = beforeAnswers ? ` (${which})` : "";
        process.stdout.write(`  ${template.name}${label} run ${run}/${runs}…`);
        const saveTo = saveDir ? path.join(saveDir, `${slug(template.name)}${which === "before" ? "-before" : ""}-${run}.json`) : undefined;
        const result = await measureWithRetries(which === "before" ? beforeUrl! : url, saveTo);
        (which === "before" ? beforeResults : results).push(result);
        process.stdout.write(
          ` FCP ${ms(result.fcpMs)} LCP ${ms(result.lcpMs)} TBT ${Math.round(result.tbtMs)} ms perf ${result.scores.performance}\n`,
        );
      }
    }
    const median = medianOf(results);
    rows.push({ template, median, misses: missesOf(median), runs: results });
    if (beforeResults.length > 0) {
      const beforeMedian = medianOf(beforeResults);
      beforeRows.push({ template, median: beforeMedian, misses: missesOf(beforeMedian), runs: beforeResults });
    }
  }
} finally {
  await server?.stop();
  await beforeServer?.stop();
}

printTable(rows, beforeServer ? "this build" : undefined);
if (beforeServer) {
  printTable(beforeRows, `the earlier build (${beforeBuild})`);
  printComparison();
}
const failing = rows.filter((row) => row.misses.length > 0);
if (failing.length > 0) {
  console.log(`\n${failing.length} of ${rows.length} templates miss the goal:`);
  for (const row of failing) {
    const audits = [...new Set(row.runs.flatMap((run) => run.failedAudits))];
    console.log(
      `  ${row.template.name}: ${row.misses.join(", ")}${audits.length ? `\n    audits losing points: ${audits.join(", ")}` : ""}`,
    );
  }
}
for (const note of skipped) console.log(`Skipped: ${note}`);
console.log(
  `Load average at end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
process.exit(failing.length > 0 ? 1 : 0);

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): that run is taken again. */
async function measureWithRetries(url: string, saveTo?: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, saveTo);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      process.stdout.write(` (${error.message.split(":")[0]}; again)`);
    }
  }
}

async function measure(url: string, saveTo?: string): Promise<RunResult> {
  // A fresh profile each run: every run is a first visit with an empty cache.
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, userDataDir, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      formFactor: "mobile",
      screenEmulation: screenEmulationMetrics.mobile,
      emulatedUserAgent: userAgents.mobile,
      throttlingMethod: "simulate",
      throttling: throttling.mobileSlow4G,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`${lhr.runtimeError.code}: Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    if (saveTo) fs.writeFileSync(saveTo, JSON.stringify(lhr));
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`${url}: Lighthouse gave no value for ${id}`);
      return value;
    };
    const resourceItems = (
      lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] }
    )?.items;
    const metricAudits = new Set([
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]);
    const failedAudits = categories.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || metricAudits.has(ref.id)) return false;
          return audit.score < (category === "performance" ? 0.9 : 1) && (ref.weight > 0 || category === "performance");
        })
        .map((ref) => ref.id),
    );
    return {
      scores: Object.fromEntries(
        categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      ) as RunResult["scores"],
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      totalBytes: numeric("total-byte-weight"),
      scriptBytes: resourceItems?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
      requests: resourceItems?.find((item) => item.resourceType === "total")?.requestCount ?? 0,
      failedAudits,
    };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The median of each column on its own (scores too), as the issue's table reports them. */
function medianOf(results: RunResult[]): RunResult {
  const median = (pick: (result: RunResult) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, median((result) => result.scores[category])]),
    ) as RunResult["scores"],
    fcpMs: median((result) => result.fcpMs),
    lcpMs: median((result) => result.lcpMs),
    tbtMs: median((result) => result.tbtMs),
    cls: median((result) => result.cls),
    totalBytes: median((result) => result.totalBytes),
    scriptBytes: median((result) => result.scriptBytes),
    requests: median((result) => result.requests),
    failedAudits: [],
  };
}

function missesOf(result: RunResult): string[] {
  const misses: string[] = [];
  for (const category of categories) if (result.scores[category] < goal.score) misses.push(`${category} ${result.scores[category]}`);
  if (result.fcpMs > goal.fcpMs) misses.push(`FCP ${ms(result.fcpMs)} > ${ms(goal.fcpMs)}`);
  if (result.lcpMs > goal.lcpMs) misses.push(`LCP ${ms(result.lcpMs)} > ${ms(goal.lcpMs)}`);
  if (result.tbtMs > goal.tbtMs) misses.push(`TBT ${Math.round(result.tbtMs)} ms > ${goal.tbtMs} ms`);
  if (result.cls >= goal.clsBelow) misses.push(`CLS ${result.cls.toFixed(3)} > 0`);
  return misses;
}

function printTable(rows: Row[], title?: string): void {
  const header = ["Template", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "Transfer", "JS", "Req", "Goal"];
  const lines = rows.map(({ template, median, misses }) => [
    template.name,
    ...categories.map((category) => String(median.scores[category])),
    ms(median.fcpMs),
    ms(median.lcpMs),
    `${Math.round(median.tbtMs)} ms`,
    median.cls.toFixed(3),
    kb(median.totalBytes),
    kb(median.scriptBytes),
    String(median.requests),
    misses.length ? "miss" : "met",
  ]);
  console.log(`\nMedian of ${runs} runs${title ? `, ${title}` : ""}:\n`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map((_, index) => (index === 0 ? "---" : "---:")).join("|")}|`);
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
}

/** Total Blocking Time and the first paints, before and after, template by template. */
function printComparison(): void {
  console.log(`\nBefore → after (medians of ${runs}, taken in turns):\n`);
  console.log("| Template | TBT | FCP | LCP | JS |");
  console.log("|---|---:|---:|---:|---:|");
  for (const after of rows) {
    const before = beforeRows.find((row) => row.template === after.template);
    if (!before) continue;
    const pair = (pick: (result: RunResult) => string) => `${pick(before.median)} → ${pick(after.median)}`;
    console.log(
      `| ${after.template.name} | ${pair((r) => `${Math.round(r.tbtMs)} ms`)} | ${pair((r) => ms(r.fcpMs))} | ${pair((r) => ms(r.lcpMs))} | ${pair((r) => kb(r.scriptBytes))} |`,
    );
  }
}

/** Builds when there is no build, or a source the build reads changed after it. */
function buildWhenStale(): void {
  const buildStamp = path.resolve("build/build-info.json");
  const builtAt = fs.existsSync(buildStamp) && fs.existsSync(path.resolve("build/server/index.js")) ? fs.statSync(buildStamp).mtimeMs : 0;
  const inputs = [
    "app",
    "content",
    "public",
    "scripts/postbuild.ts",
    "scripts/brand-images.ts",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
  ];
  const newest = Math.max(...inputs.map((input) => newestMtime(path.resolve(input))));
  if (builtAt >= newest) return;
  console.log(builtAt ? "Sources changed since the last build: building." : "No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(1);
  }
}

function newestMtime(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((entry) => newestMtime(path.join(file, entry))));
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve("node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
}

function chromiumVersion(): string {
  return spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout.trim();
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

function slug(name: string): string {
  return name.replace(/\W+/g, "-");
}
