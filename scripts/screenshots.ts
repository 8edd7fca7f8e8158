/**
 * Full-page screenshots of every page template at phone and desktop widths, from
 * the built site: `npm run screenshots [-- outDir]` (default /tmp/shots).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, ensureChromium } from "./ensure-chromium";
import { pageTemplates, screenshotExtras } from "./page-templates";
import { startServerProcess } from "./reliability/server-process";

const pages = [...pageTemplates, ...screenshotExtras];

const outDir = process.argv[2] ?? "/tmp/shots";
fs.mkdirSync(outDir, { recursive: true });
ensureChromium();
const server = await startServerProcess({ port: 4501, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "shots-")) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const { name, path: url } of pages) {
      await page.goto(server.url + url, { waitUntil: "networkidle" });
      await page.screenshot({ path: path.join(outDir, `${name.replace(/ /g, "-")}-${width}.png`), fullPage: true });
    }
    await context.close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
