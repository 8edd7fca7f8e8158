import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { budgets, jsBudgetFor, measureCountBeacon, measureHtml, type PageSizes } from "../../scripts/measure-budgets";
import { inlineLoaderFile } from "../../scripts/bundle-inline-loader";
import { pageTemplates } from "../../scripts/page-templates";
import { referencedFiles } from "../../scripts/asset-graph";
import { expect, test } from "./fixtures";

const clientDir = path.resolve("build/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Byte checks on the pages the suite's server sends (bytes, not timings): one page of every template.
for (const template of pageTemplates) {
  test.describe(`${template.name} page (${template.path}) size budgets`, () => {
    let sizes: PageSizes;
    test.beforeAll(async ({ request }) => {
      const response = await request.get(template.path);
      expect(response.status()).toBe(200);
      sizes = measureHtml(await response.text(), clientDir);
    });

    // 115 KB gzip a page, /roadside 125 KB (decision 010). The frame's and the page's own code wait for
    // the visitor's first interaction (app/loading/defer-hydration.tsx, docs/decisions/010).
    test("its JavaScript stays within the budget", () => {
      const limit = jsBudgetFor(template.path);
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

    // A page rendered on request (/reviews) inlines the CSS its own HTML uses, as prerendered
    // pages do, not the whole sheet on top of the sheet it loads after the first paint.
    test("all the CSS it carries, inline and the stylesheet together, stays within 15 KB gzip", () => {
      const total = sizes.criticalCssGzipBytes + sizes.stylesheetGzipBytes;
      expect(total, `${kb(sizes.criticalCssGzipBytes)} inline + ${kb(sizes.stylesheetGzipBytes)} stylesheet`).toBeLessThanOrEqual(
        budgets.stylesheetGzipBytes,
      );
    });
  });
}

// Pages React Router renders on request load as prerendered ones do (server/runtime-document.ts):
// within the JavaScript budget,
// the whole stylesheet inline, nothing fetched ahead of the first paint.
for (const { path: pagePath, status } of [
  { path: "/no-such-page", status: 404 },
  { path: "/services?q=brake", status: 200 },
]) {
  test(`${pagePath}, rendered on request, meets the budgets: first screen in 14 KB, nothing ahead of the first paint`, async ({
    request,
  }) => {
    const response = await request.get(pagePath);
    expect(response.status()).toBe(status);
    const sizes = measureHtml(await response.text(), clientDir);
    expect(sizes.jsGzipBytes).toBeLessThanOrEqual(budgets.jsGzipBytes);
    expect(sizes.criticalCssEndGzipOffset).toBeGreaterThan(0);
    expect(sizes.criticalCssEndGzipOffset).toBeLessThanOrEqual(budgets.firstScreenGzipBytes);
    expect(sizes.firstTelGzipOffset).toBeLessThanOrEqual(budgets.firstScreenGzipBytes);
    expect(sizes.renderBlockingStylesheets).toEqual([]);
    expect(sizes.scriptsFetchedDuringParse).toEqual([]);
  });
}

// Taps on call and text links and forms sent are counted by a beacon in the inline loader.
test("the count beacon adds at most 0.5 KB gzip to a page, inside the loader every page carries", async ({ request }) => {
  const beacon = await measureCountBeacon();
  expect(beacon.addedGzipBytes, `${beacon.addedGzipBytes} bytes gzip`).toBeLessThanOrEqual(budgets.countBeaconGzipBytes);
  expect(beacon.addedGzipBytes).toBeGreaterThan(0);
  // The build's loader is the one measured, and the one the page carries.
  const built = readFileSync(inlineLoaderFile(path.resolve("build")), "utf8");
  expect(built).toContain('"/count"');
  expect(await (await request.get("/")).text()).toContain(`<script>${built}</script>`);
});

/**
 * Words only a structured-data or meta-tag builder writes: schema.org's types and the social tags
 * of pageMeta. Loaders build both on the server (app/lib/page-head.server.ts); a client chunk that
 * contains one ships a builder to every phone .
 */
const builderMarkers = [
  "https://schema.org",
  "BreadcrumbList",
  "FAQPage",
  "BlogPosting",
  "OpeningHoursSpecification",
  "GeoCoordinates",
  "twitter:card",
  "og:image:width",
];

test("no client chunk contains a JSON-LD or meta-tag builder", () => {
  const assets = path.join(clientDir, "assets");
  const offenders = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const code = readFileSync(path.join(assets, file), "utf8");
      return builderMarkers.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
  expect(offenders).toEqual([]);
});

test("the route manifest a page fetches as links come into view arrives compressed", async ({ page }) => {
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
  await page.goto("/");
  const response = await manifest;
  expect(response.status()).toBe(200);
  expect(await response.headerValue("content-encoding")).toBe("br");
  expect(Object.keys((await response.json()) as object)).toContain("routes/services/overview/route");
});

/**
 * React Router's development warnings (its package exports only the development build): the
 * client build resolves its production build instead (scripts/react-router-production-build.ts).
 */
test("the browser gets React Router's production build, without its development warnings", () => {
  const assets = path.join(clientDir, "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const routerChunks = scripts.filter((file) => readFileSync(path.join(assets, file), "utf8").includes("__reactRouterContext"));
  expect(routerChunks.length).toBeGreaterThan(0);
  const withWarnings = scripts.filter((file) => {
    const code = readFileSync(path.join(assets, file), "utf8");
    return code.includes("No routes matched location") || code.includes("Error handled by React Router default ErrorBoundary");
  });
  expect(withWarnings).toEqual([]);
});

/**
 * The owner's phone alerts ("Alert this phone", the device list) are a chunk of their own
 * (vite.config.ts): the inbox's extra JavaScript for alerts, measured here, and reachable from no
 * public page. Read from the build rather than from pages in a browser: every public route's module
 * and everything it imports, at start or later with import() (the deferred parts, the quote island),
 * is the most any visit to a public page can load; 14 page visits in a browser proved less, for 15 s.
 */
test("the inbox's phone-alerts code is a chunk of its own, within 3 KB gzip, that no public page can load", () => {
  const assets = path.join(clientDir, "assets");
  const chunks = readdirSync(assets).filter((file) => /^phone-alerts-[\w-]+\.js$/.test(file));
  expect(chunks).toHaveLength(1);
  const chunk = chunks[0]!;
  const gzipBytes = gzipSync(readFileSync(path.join(assets, chunk)), { level: 9 }).length;
  test.info().annotations.push({ type: "inbox's alert code", description: `${chunk}: ${kb(gzipBytes)} gzip` });
  console.log(`the inbox's phone-alerts code: ${chunk}, ${kb(gzipBytes)} gzip`);
  expect(gzipBytes).toBeLessThanOrEqual(3 * 1024);

  const manifest = routeManifest();
  // Every route module is a route-*.js (route.tsx): the inbox's is found by its id.
  const inbox = manifest.routes["owner/inbox/route"]?.module;
  expect(inbox).toBeDefined();
  expect(readFileSync(path.join(clientDir, inbox!), "utf8")).toContain(`"./${chunk}"`);

  const publicRoutes = Object.values(manifest.routes).filter((route) => !fullPath(manifest, route.id).startsWith("/owner"));
  // The public pages, the status page's sub-routes and the catch-all 404 are there; no owner page is.
  expect(publicRoutes.map((route) => route.id)).toEqual(
    expect.arrayContaining(["root", "routes/home/route", "flows/status/route", "routes/not-found/route"]),
  );
  expect(publicRoutes.map((route) => route.id)).not.toContain("owner/inbox/route");
  const starts = [manifest.entry.module, ...publicRoutes.map((route) => route.module)].map((url) => path.join(clientDir, url));
  const reachable = [...new Set([...starts, ...referencedFiles(clientDir, starts)])].filter((file) => file.endsWith(".js"));
  expect(reachable.length).toBeGreaterThan(publicRoutes.length);
  const offenders = reachable.filter((file) => {
    const code = readFileSync(file, "utf8");
    return path.basename(file) === chunk || code.includes("pushManager") || code.includes("applicationServerKey");
  });
  expect(offenders.map((file) => path.basename(file))).toEqual([]);
});

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
}

/** React Router's route manifest, as the build hands it to the browser (`window.__reactRouterManifest = {…}`). */
function routeManifest(): { entry: { module: string }; routes: Record<string, ManifestRoute> } {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))!;
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** A route's URL pattern, its parents' paths joined: "/owner/requests/:id/estimate". */
function fullPath(manifest: ReturnType<typeof routeManifest>, id: string): string {
  const route = manifest.routes[id]!;
  const own = route.path ? `/${route.path}` : "";
  return route.parentId ? `${fullPath(manifest, route.parentId).replace(/\/$/, "")}${own}` : own || "/";
}
