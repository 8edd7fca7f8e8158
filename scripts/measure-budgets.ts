/**
 * Byte budgets of one page of every template, measured on the HTML our server sends and
 * the build's files (gzip -9, as the page budgets count them):
 * - the JavaScript a page loads to hydrate (every module it preloads or imports at start);
 * - the first screen in the first round trip: the inlined critical CSS and the first tel:
 *   link end within the first 14 KB of compressed HTML;
 * - nothing ahead of the first paint: no stylesheet or script the browser must fetch first.
 *
 *   npm run budgets     serve the build, measure every template and the 404 page, print a table
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { testPort } from "../test-support/environment";
import { bundleInlineLoader } from "./bundle-inline-loader";
import { pageTemplates } from "./page-templates";
import { startServerProcess } from "./reliability/server-process";

const KB = 1024;

export const budgets = {
  /** React and React Router take ~107 KB gzip; page code gets the rest. */
  jsGzipBytes: 115 * KB,
  /** /roadside carries its form's client code (photos, location, offline queue). */
  roadsideJsGzipBytes: 125 * KB,
  /** The first round trip (TCP's initial window, ~14 KB) holds the first screen. */
  firstScreenGzipBytes: 14 * KB,
  /** The full stylesheet, loaded after the first paint (guards growth). */
  stylesheetGzipBytes: 15 * KB,
  /** The count beacon adds at most 0.5 KB gzip to a page (it rides in the inline loader every page carries). */
  countBeaconGzipBytes: 512,
} as const;

/** The JavaScript budget of a page. */
export function jsBudgetFor(pagePath: string): number {
  return pagePath === "/roadside" ? budgets.roadsideJsGzipBytes : budgets.jsGzipBytes;
}

export interface JsFile {
  file: string;
  gzipBytes: number;
}

export interface PageSizes {
  /** Every script the page loads at start, with its gzip size, largest first. */
  jsFiles: JsFile[];
  jsGzipBytes: number;
  /** The part of jsGzipBytes that is React, React DOM and React Router. */
  frameworkGzipBytes: number;
  htmlGzipBytes: number;
  /** The inlined critical CSS (gzip on its own). */
  criticalCssGzipBytes: number;
  /** How far into the gzip HTML the critical CSS ends (0 when there is none). */
  criticalCssEndGzipOffset: number;
  /** How far into the gzip HTML the first tel: link ends. */
  firstTelGzipOffset: number;
  /** Stylesheets the browser must load before it may paint (in the head, outside <noscript>). */
  renderBlockingStylesheets: string[];
  /** Scripts fetched while the HTML is parsed (modulepreloads, src scripts, static module imports). */
  scriptsFetchedDuringParse: string[];
  stylesheetGzipBytes: number;
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/**
 * What the count beacon adds to every page: the inline loader with it against the loader without
 * it, gzip -9 (the loader is inline in the page, so this is what the page's HTML grows by).
 */
export async function measureCountBeacon(): Promise<{ loaderGzipBytes: number; withoutBeaconGzipBytes: number; addedGzipBytes: number }> {
  const loaderGzipBytes = gzipSize(await bundleInlineLoader());
  const withoutBeaconGzipBytes = gzipSize(await bundleInlineLoader({ countBeacon: false }));
  return { loaderGzipBytes, withoutBeaconGzipBytes, addedGzipBytes: loaderGzipBytes - withoutBeaconGzipBytes };
}

/** Chunks holding React, React DOM and React Router (the entry and the shared runtime chunks). */
export const isFrameworkChunk = (file: string) =>
  /\/(entry\.client|chunk-[A-Z0-9]+|framework|react-dom|jsx-runtime|rolldown-runtime)-/.test(file);

/** The build's scripts an inline module imports, statically or with import(). */
const importedAssets = (code: string) =>
  [...code.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);

export function measureHtml(html: string, clientDir: string): PageSizes {
  const head = html.slice(0, html.indexOf("</head>"));
  const withoutNoscript = (text: string) => text.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

  // What runs at start: modulepreloads (in the head, or parked for after the first paint),
  // src scripts, and the imports of inline module scripts (parked or not).
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  const parkedPreloads = [...html.matchAll(/data-modulepreload="([^"]*)"/g)].flatMap((match) => match[1]!.split(" ").filter(Boolean));
  const srcScripts = [...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const inlineModules = [...html.matchAll(/<script type="(?:module|text\/x-deferred-module)"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  const moduleImports = inlineModules.flatMap(importedAssets);
  const files = [...new Set([...preloaded, ...parkedPreloads, ...srcScripts, ...moduleImports])];
  const jsFiles = files
    .map((file) => ({ file, gzipBytes: gzipSize(readAsset(clientDir, file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const telIndex = html.indexOf('href="tel:');
  if (telIndex === -1) throw new Error("The page has no tel: link");
  const telEnd = html.indexOf("</a>", telIndex) + "</a>".length;
  const styleEnd = head.lastIndexOf("</style>");
  const criticalCss = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");

  const stylesheets = [...html.matchAll(/<link rel="stylesheet" (?:data-deferred-)?href="([^"]+)"/g)].map((match) => match[1]!);
  // What a module script run during parsing imports (the route manifest it also holds names
  // every route's files as plain strings; those are not fetched).
  const parsedModuleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
    importedAssets(match[1]!),
  );

  return {
    jsFiles,
    jsGzipBytes: jsFiles.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
    frameworkGzipBytes: jsFiles.filter(({ file }) => isFrameworkChunk(file)).reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
    htmlGzipBytes: gzipSize(html),
    criticalCssGzipBytes: criticalCss ? gzipSize(criticalCss) : 0,
    criticalCssEndGzipOffset: styleEnd === -1 ? 0 : gzipSize(html.slice(0, styleEnd + "</style>".length)),
    firstTelGzipOffset: gzipSize(html.slice(0, telEnd)),
    renderBlockingStylesheets: [...withoutNoscript(head).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!),
    scriptsFetchedDuringParse: [...new Set([...preloaded, ...srcScripts, ...parsedModuleScripts])],
    stylesheetGzipBytes: [...new Set(stylesheets)].reduce((sum, file) => sum + gzipSize(readAsset(clientDir, file)), 0),
  };
}

function readAsset(clientDir: string, href: string): Buffer {
  return fs.readFileSync(path.join(clientDir, href.replace(/^\//, "")));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A table row per page and the chunks of page code (not React or React Router) each one loads. */
export function formatBudgetTable(pages: { name: string; path: string; sizes: PageSizes }[]): string {
  const lines = [
    "| Page | JS gzip (budget) | of which page code | critical CSS | CSS ends at | tel: ends at | HTML gzip | blocking before paint |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { name, path: pagePath, sizes } of pages) {
    const blocking = [...sizes.renderBlockingStylesheets, ...sizes.scriptsFetchedDuringParse];
    lines.push(
      `| ${name} | ${kb(sizes.jsGzipBytes)} (${kb(jsBudgetFor(pagePath))}) | ${kb(sizes.jsGzipBytes - sizes.frameworkGzipBytes)} | ${kb(sizes.criticalCssGzipBytes)} | ${kb(sizes.criticalCssEndGzipOffset)} | ${kb(sizes.firstTelGzipOffset)} | ${kb(sizes.htmlGzipBytes)} | ${blocking.length ? blocking.join(" ") : "nothing"} |`,
    );
  }
  lines.push("", "Page code per chunk (gzip):");
  for (const { name, sizes } of pages) {
    const pageChunks = sizes.jsFiles.filter(({ file }) => !isFrameworkChunk(file));
    lines.push(
      `  ${name}: ${pageChunks.map(({ file, gzipBytes }) => `${path.basename(file).replace(/-[\w-]{8}\.js$/, "")} ${kb(gzipBytes)}`).join(", ")}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve("build/client");
  const server = await startServerProcess({
    port: testPort(3991),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "budgets-data-")),
  });
  try {
    const pages: { name: string; path: string; sizes: PageSizes }[] = [];
    const skipped: string[] = [];
    for (const template of [...pageTemplates, { name: "404", path: "/no-such-page" }]) {
      const response = await fetch(server.url + template.path);
      if (response.status === 404 && template.name !== "404") {
        skipped.push(`${template.name} (${template.path}) answers 404: not measured`);
        continue;
      }
      pages.push({ ...template, sizes: measureHtml(await response.text(), clientDir) });
    }
    console.log(formatBudgetTable(pages));
    const stylesheet = pages[0]?.sizes.stylesheetGzipBytes ?? 0;
    console.log(`\nFull stylesheet (after the first paint): ${kb(stylesheet)} gzip (budget ${kb(budgets.stylesheetGzipBytes)})`);
    console.log(`First screen budget: critical CSS and first tel: link within ${kb(budgets.firstScreenGzipBytes)} of gzip HTML`);
    const beacon = await measureCountBeacon();
    console.log(
      `Count beacon: ${beacon.addedGzipBytes} bytes gzip added to every page (budget ${budgets.countBeaconGzipBytes}); the inline loader ${beacon.withoutBeaconGzipBytes} -> ${beacon.loaderGzipBytes} bytes gzip`,
    );
    for (const note of skipped) console.log(`Skipped: ${note}`);
  } finally {
    await server.stop();
  }
}
