import path from "node:path";
import { budgets, jsBudgetFor, measureHtml, type PageSizes } from "../../scripts/measure-budgets";
import { pageTemplates } from "../../scripts/page-templates";
import { expect, test } from "./fixtures";

const clientDir = path.resolve("build/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Pages whose JavaScript is over the 115 KB today because of page code the app-refactor
 * helper is moving out of client chunks (issue 10: copy in route files, icon maps, JSON-LD
 * builders). Each figure is the measured gzip total on the day it was set, so the page cannot
 * grow; the target for every one of them is budgets.jsGzipBytes. Delete an entry once its page
 * meets the budget. Pages with the quote form grew 0.1 KB for its request id (issue 12).
 */
const jsGzipBytesToday: Record<string, number> = {
  "/": 123.5 * 1024,
  "/services": 123.2 * 1024,
  "/services/diesel-roadside-assistance": 136.5 * 1024,
  "/services/fleet-maintenance": 125.6 * 1024,
  "/services/battery-services": 136.5 * 1024,
  "/service-areas": 120.4 * 1024,
  "/service-areas/diesel-mechanic-windsor": 125.8 * 1024,
  "/reviews": 121.3 * 1024,
  "/about-us": 127.1 * 1024,
  "/contact": 120.5 * 1024,
  "/blog": 121.4 * 1024,
  "/blog/mto-annual-inspection-guide": 121.7 * 1024,
  // The 404 page (not prerendered: React Router renders it per request).
  "/no-such-page": 117.5 * 1024,
};

// Byte checks on the pages the suite's server sends (bytes, not timings): one page of every template.
for (const template of pageTemplates) {
  test.describe(`${template.name} page (${template.path}) size budgets`, () => {
    let sizes: PageSizes;
    test.beforeAll(async ({ request }) => {
      const response = await request.get(template.path);
      // /roadside is measured from the day it exists (issue 13).
      test.skip(response.status() === 404, `${template.path} does not exist yet`);
      expect(response.status()).toBe(200);
      sizes = measureHtml(await response.text(), clientDir);
    });

    test("its JavaScript stays within the budget", () => {
      const limit = jsGzipBytesToday[template.path] ?? jsBudgetFor(template.path);
      const chunks = sizes.jsFiles.map(({ file, gzipBytes }) => `${path.basename(file)} ${kb(gzipBytes)}`).join(", ");
      expect(sizes.jsGzipBytes, `${kb(sizes.jsGzipBytes)} gzip: ${chunks}`).toBeLessThanOrEqual(limit);
    });

    test("the first screen's CSS and the call link arrive in the first 14 KB of compressed HTML", () => {
      expect(sizes.criticalCssGzipBytes).toBeGreaterThan(0);
      expect(sizes.criticalCssEndGzipOffset).toBeLessThanOrEqual(budgets.firstScreenGzipBytes);
      expect(sizes.firstTelGzipOffset).toBeLessThanOrEqual(budgets.firstScreenGzipBytes);
    });

    test("nothing is fetched ahead of the first paint: no blocking stylesheet, no script", () => {
      expect(sizes.renderBlockingStylesheets).toEqual([]);
      expect(sizes.scriptsFetchedDuringParse).toEqual([]);
    });

    test("the full stylesheet, loaded after the first paint, stays within 15 KB gzip", () => {
      expect(sizes.stylesheetGzipBytes).toBeLessThanOrEqual(budgets.stylesheetGzipBytes);
    });
  });
}

test("the 404 page meets the JavaScript and call-link budgets", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const sizes = measureHtml(await response.text(), clientDir);
  expect(sizes.jsGzipBytes).toBeLessThanOrEqual(jsGzipBytesToday["/no-such-page"] ?? budgets.jsGzipBytes);
  expect(sizes.firstTelGzipOffset).toBeLessThanOrEqual(budgets.firstScreenGzipBytes);
});
