import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, storedLeads, test, uniqueName, waitForEagerHydration } from "./fixtures";

// The frame's and the page's code wait for the visitor's first touch (app/loading/defer-hydration.tsx,
// docs/decisions/010). On a weak signal that code takes a while: nothing the visitor does in the
// meantime may be lost, and the page may never go blank.

/** Holds back the code that waits for the visitor (everything but React, React Router and the root) by `ms`. */
async function slowDeferredCode(page: Page, ms: number) {
  await page.route(/\/assets\/(?!react-dom-|framework-|entry\.client-|rolldown-runtime-|root-).*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("text typed before the form's code arrives is kept, and the form then sends in the background", async ({ page }) => {
  await slowDeferredCode(page, 1500);
  await page.goto("/contact");
  await waitForEagerHydration(page);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill("Slow Signal Sam");
  await form.getByLabel("Phone").fill("519-555-0190");
  // The form hydrates in place: its request id appears, and nothing typed was reset.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  await expect(form.getByLabel("Name")).toHaveValue("Slow Signal Sam");
  await expect(form.getByLabel("Phone")).toHaveValue("519-555-0190");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("How can we help?").fill("Air leak on the trailer, parked at the Tilbury truck stop.");
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(request.url());
  });
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.getByText("Quote Request Received!", { exact: true })).toBeVisible();
  expect(documentLoads, "the form posts in the background once its code is here").toEqual([]);
});

test("an in-page link tapped while the code is still coming lands on its anchor, and the page never goes blank", async ({ page }) => {
  await slowDeferredCode(page, 2000);
  await page.goto("/");
  await waitForEagerHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  // Watch <main> from inside the page: any moment it is emptied is recorded.
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    new MutationObserver(() => {
      if (!main.querySelector("h1")) (window as unknown as { blanked: boolean }).blanked = true;
    }).observe(main, { childList: true, subtree: true });
  });
  await page.getByRole("main").getByRole("link", { name: "Get a Quote" }).first().click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole("form", { name: "Request a quote" })).toBeInViewport();
  // The code arrives and hydrates the page where it is.
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute("aria-expanded", "false", { timeout: 10_000 });
  await expect(heading).toHaveText("24/7 Emergency Mobile Diesel Truck Repair");
  await expect(page.getByRole("form", { name: "Request a quote" })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { blanked?: boolean }).blanked ?? false)).toBe(false);
});

test("the skip link works before the code arrives, and moves on to the page's content", async ({ page }) => {
  await slowDeferredCode(page, 2000);
  await page.goto("/services");
  await waitForEagerHydration(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile Diesel Truck Repair Services");
  await expect(page.locator("main")).toBeFocused();
});

test("the quote form's code comes when the form nears the screen, so a request typed after the signal went is kept", async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // Home: the form is at the bottom; nothing of the page's own code comes until it nears the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForEagerHydration(page);
  expect(scripts.filter((script) => /\/(frame|ui|quote-section)-/.test(script))).toEqual([]);
  await page.evaluate(() => document.getElementById("contact")!.scrollIntoView());
  await expect.poll(() => scripts.some((script) => /\/quote-section-/.test(script))).toBe(true);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");

  // /contact: the form is on the first screen; the visitor loses the signal before touching anything.
  const name = uniqueName("No Touch Yet");
  await page.goto("/contact", { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  await context.setOffline(true);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill("519-555-0191");
  await form.getByLabel("Email").fill("notouch@example.com");
  await form.getByLabel("How can we help?").fill("Won't start at the Highway 3 truck stop in Essex.");
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(form.getByRole("alert")).toContainText("Saved on this phone.");
  await context.setOffline(false);
  await expect.poll(async () => (await storedLeads()).filter((row) => row.name === name).length, { timeout: 15_000 }).toBe(1);
});

// A page whose quote form is on the first screen (/contact, a generic service page) loads the
// form's own code at once, so its keep-on-the-phone is there before the signal can go; the form
// posts outside React Router, so nothing else on the page has to come with it (before, these
// pages loaded 127–133 KB when the form pulled in every part). Hydration itself stays within
// 115 KB everywhere (budgets.spec.ts).
test("without a touch, a page loads at most 115 KB of JavaScript, and one with its quote form on the first screen at most 120 KB", async ({
  browser,
}) => {
  for (const [pagePath, limitKb, viewport] of [
    ["/", 115, { width: 390, height: 844 }],
    ["/services/fleet-maintenance", 115, { width: 390, height: 844 }],
    ["/contact", 120, { width: 390, height: 844 }],
    // A generic service page is short: at 1440 px its quote form is within a screen of view.
    ["/services/battery-services", 120, { width: 1440, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport, serviceWorkers: "block" });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(pagePath, { waitUntil: "networkidle" });
    // The browser idle twice over: whatever the page would load by itself has been asked for.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    const gzipBytes = [...scripts].reduce(
      (sum, script) => sum + gzipSync(readFileSync(path.join("build/client", script)), { level: 9 }).length,
      0,
    );
    test.info().annotations.push({ type: "scripts without a touch", description: `${pagePath}: ${(gzipBytes / 1024).toFixed(1)} KB` });
    expect(gzipBytes / 1024, `${pagePath}: ${[...scripts].join(" ")}`).toBeLessThanOrEqual(limitKb);
    await context.close();
  }
});
