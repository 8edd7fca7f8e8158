import fs from "node:fs";
import path from "node:path";
import { precacheBudgetBytes, precacheEntries, precacheGzipBytes } from "../../scripts/build-service-worker";
import { expect, expectNoAxeViolations, storedLeads, test, uniqueName } from "./fixtures";

// The service worker is part of what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A driver who visited once, then lost the signal: the service worker answers from its caches.
test.describe("with no signal", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    // The worker registers after load and takes control of the page once installed.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 })
      .toBe(true);
  });

  test("home, the roadside form, the contact page and the roadside service page open from the cache", async ({ page, context }) => {
    await context.setOffline(true);
    for (const [url, heading] of [
      ["/roadside", /request roadside help/i],
      ["/contact", /contact/i],
      ["/services/diesel-roadside-assistance", /roadside/i],
      ["/", /24\/7/i],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("link", { name: /\(519\) 555-0142/ }).first()).toHaveAttribute("href", "tel:+15195550142");
    }
  });

  test("a page neither cached nor reachable shows the offline page: call, text, safety steps", async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto("/service-areas/diesel-mechanic-sarnia");
    await expect(page.getByRole("heading", { level: 1, name: "No connection right now" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call.*\(519\) 555-0142/ }).first()).toHaveAttribute("href", "tel:+15195550142");
    await expect(page.getByRole("link", { name: "Text us" })).toHaveAttribute("href", /^sms:\+15195550142\?body=Truck%20broken%20down/);
    await expect(page.getByRole("heading", { name: "Set out your warning devices" })).toBeVisible();
    // Its heading face is the site's, from the cache, though no script runs on it.
    const headingFace = await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingFace).toMatch(/^"?Barlow Condensed"?,/);
    await expect
      .poll(() =>
        page.evaluate(async () => (await document.fonts.load('700 32px "Barlow Condensed"')).some((face) => face.status === "loaded")),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test("a roadside request typed with no signal is kept on the phone, said so plainly, and stored once when the signal returns", async ({
    page,
    context,
  }) => {
    // Found again by its name: the phone numbers of the tests repeat.
    const name = uniqueName("Offline Roadside Driver");
    await context.setOffline(true);
    await page.goto("/roadside");
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Phone").fill("519-555-0163");
    await page.getByLabel("Highway or road").selectOption("401");
    await page.getByLabel("Nearest exit, km marker or landmark").fill("km 109, Tilbury");
    await page.getByRole("button", { name: "Send Roadside Request" }).click();
    await expect(page.getByRole("alert")).toContainText("Saved on this phone. It will be sent as soon as you have signal.");
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(page.getByText(/^Your request was sent at/)).toBeVisible({ timeout: 15_000 });
    const rows = (await storedLeads()).filter((row) => row.name === name);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe("roadside");
  });

  test("nothing from /owner or a private status page is ever cached", async ({ page }) => {
    await page.goto("/owner").catch(() => {});
    await page.goto("/");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => /\/owner|\/request\//.test(new URL(url).pathname))).toEqual([]);
  });
});

test("the offline page is prerendered, kept out of search, and reachable online", async ({ request }) => {
  const response = await request.get("/offline");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/offline");
});

test("the worker precaches the pages a stranded driver needs within 400 KB, and is installable", async ({ request }) => {
  const clientDir = path.resolve("build/client");
  const entries = precacheEntries(clientDir);
  const urls = entries.map((entry) => entry.url);
  for (const page of ["/", "/contact", "/services/diesel-roadside-assistance", "/offline"]) expect(urls).toContain(page);
  expect(urls.some((url) => /^\/assets\/.*\.css$/.test(url))).toBe(true);
  expect(urls.some((url) => /\.woff2$/.test(url))).toBe(true);
  const gzipBytes = precacheGzipBytes(entries);
  test.info().annotations.push({ type: "precache", description: `${entries.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip` });
  expect(gzipBytes).toBeLessThanOrEqual(precacheBudgetBytes);
  expect(fs.readFileSync(path.join(clientDir, "sw.js"), "utf8")).toContain('"/offline"');

  const worker = await request.get("/sw.js");
  expect(worker.headers()["content-security-policy"]).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  expect(worker.headers()["cache-control"]).not.toMatch(/immutable/);
  const manifest = (await (await request.get("/site.webmanifest")).json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
});
