/**
 * Builds /sw.js after the prerender: bundles app/sw/service-worker.ts with esbuild, then
 * workbox-build's injectManifest lists what it precaches: the pages a stranded driver needs
 * and every script, stylesheet, font and icon those pages load, within a 400 KB budget.
 * `SW_KILL_SWITCH=1 npm run build` instead writes a worker that unregisters itself.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { referencedFiles } from "./asset-graph";

/** The pages precached for a visitor with no signal (a missing one, such as a page not built yet, is skipped). */
export const offlinePages = ["/", "/roadside", "/contact", "/services/diesel-roadside-assistance", "/offline"];
export const precacheBudgetBytes = 400 * 1024;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
  file: string;
}

const pageFile = (clientDir: string, url: string) => path.join(clientDir, url === "/" ? "index.html" : `${url.slice(1)}/index.html`);
const dataFile = (clientDir: string, url: string) => path.join(clientDir, url === "/" ? "_root.data" : `${url.slice(1)}.data`);
const md5 = (file: string) => createHash("md5").update(fs.readFileSync(file)).digest("hex");

/** What the worker precaches, with each entry's file (for the size budget). */
export function precacheEntries(clientDir: string): PrecacheEntry[] {
  const pages = offlinePages.filter((url) => fs.existsSync(pageFile(clientDir, url)));
  const entries: PrecacheEntry[] = [];
  for (const url of pages) {
    entries.push({ url, revision: md5(pageFile(clientDir, url)), file: pageFile(clientDir, url) });
    // Client-side navigation between these pages asks for their data.
    const data = dataFile(clientDir, url);
    const dataUrl = url === "/" ? "/_root.data" : `${url}.data`;
    if (fs.existsSync(data)) entries.push({ url: dataUrl, revision: md5(data), file: data });
  }
  const icons = ["site.webmanifest", "favicon.ico", "brand/icon-192.png"].map((name) => path.join(clientDir, name));
  const assets = referencedFiles(
    clientDir,
    entries.filter((entry) => entry.file.endsWith(".html")).map((entry) => entry.file),
  );
  for (const file of [...assets, ...icons.filter((icon) => fs.existsSync(icon))]) {
    const url = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    if (entries.some((entry) => entry.url === url)) continue;
    // Hashed file names change with their content: no revision needed.
    entries.push({ url, revision: url.startsWith("/assets/") ? null : md5(file), file });
  }
  return entries;
}

/** Bytes a first visit downloads to fill the precache (gzip, as the server sends them). */
export function precacheGzipBytes(entries: readonly PrecacheEntry[]): number {
  return entries.reduce((sum, entry) => sum + gzipSync(fs.readFileSync(entry.file), { level: 9 }).length, 0);
}

const killSwitchWorker = `// Turns the service worker off: it removes its caches, unregisters and reloads open pages from the network.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: "window" })) client.navigate(client.url);
  })());
});
`;

export async function buildServiceWorker(clientDir: string, { killSwitch = false } = {}) {
  const swDest = path.join(clientDir, "sw.js");
  if (killSwitch) {
    fs.writeFileSync(swDest, killSwitchWorker);
    return { killSwitch: true, entries: 0, gzipBytes: 0 };
  }
  const entries = precacheEntries(clientDir);
  const gzipBytes = precacheGzipBytes(entries);
  if (gzipBytes > precacheBudgetBytes) {
    throw new Error(
      `The service worker's precache is ${(gzipBytes / 1024).toFixed(1)} KB gzip, over its ${precacheBudgetBytes / 1024} KB budget`,
    );
  }
  const swSrc = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sw-")), "sw.js");
  await build({
    entryPoints: [path.resolve("app/sw/service-worker.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    outfile: swSrc,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const { warnings } = await injectManifest({
    swSrc,
    swDest,
    globDirectory: clientDir,
    globPatterns: [],
    injectionPoint: "self.__WB_MANIFEST",
    additionalManifestEntries: entries.map(({ url, revision }) => ({ url, revision })),
  });
  for (const warning of warnings) if (!/globPatterns/.test(warning)) console.warn(`service worker: ${warning}`);
  return { killSwitch: false, entries: entries.length, gzipBytes };
}
