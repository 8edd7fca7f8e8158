/**
 * After `react-router build`: brand images, the first-paint transform of every prerendered
 * page (critical CSS inlined, hydration after the first paint: scripts/optimize-pages.ts),
 * build info, and brotli/gzip copies of every text file so the server never compresses a
 * static file per request.
 */
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/config/env.server";
import { compressForStorage } from "../app/.server/http/compression";
import { contentTypeOf, isCompressible } from "../server/content-types";
import { contentHash, writeBuildInfo } from "./build-info";
import { writeBrandImages } from "./brand-images";
import { buildServiceWorker } from "./build-service-worker";
import { bundleCommands } from "./bundle-commands";
import { bundleInlineLoader, inlineLoaderFile } from "./bundle-inline-loader";
import { optimizePage } from "./optimize-pages";

const clientDir = path.resolve("build/client");
const started = Date.now();

await writeBrandImages(clientDir);

// The page loader, bundled once: inlined in every prerendered page, and kept for the server's pages.
const inlineLoader = await bundleInlineLoader();
fs.writeFileSync(inlineLoaderFile(path.dirname(clientDir)), inlineLoader);

let pages = 0;
for (const file of walk(clientDir)) {
  if (!file.endsWith(".html")) continue;
  fs.writeFileSync(file, await optimizePage(fs.readFileSync(file, "utf8"), { clientDir, inlineLoader }));
  pages += 1;
}

// After the pages are final (their revisions are hashes of these bytes), before compression (sw.js is compressed too).
const worker = await buildServiceWorker(clientDir, { killSwitch: process.env.SW_KILL_SWITCH === "1" });
console.log(
  worker.killSwitch
    ? "postbuild: sw.js is the kill switch (it unregisters itself and empties its caches)"
    : `postbuild: sw.js precaches ${worker.entries} files, ${(worker.gzipBytes / 1024).toFixed(1)} KB gzip (budget 400 KB)`,
);

let files = 0;
let originalBytes = 0;
let brotliBytes = 0;
for (const file of walk(clientDir)) {
  if (/\.(br|gz)$/.test(file) || !isCompressible(contentTypeOf(file))) continue;
  const body = fs.readFileSync(file);
  const { br, gzip } = compressForStorage(body);
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzip);
  files += 1;
  originalBytes += body.length;
  brotliBytes += br.length;
}

// The server and the owner command as plain modules, for the test servers (scripts/bundle-commands.ts).
await bundleCommands(path.dirname(clientDir));

writeBuildInfo({ siteUrl: getEnv().SITE_URL, builtAt: new Date().toISOString(), contentHash: contentHash() });
console.log(
  `postbuild: optimized ${pages} pages, compressed ${files} files (${(originalBytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli) in ${Date.now() - started} ms`,
);

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
