import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { test as base, chromium, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { runsInBothPasses } from "../../test-support/e2e-passes";
import { e2eDatabaseEnv, e2eEngine } from "../../test-support/environment";
import { bundledCommand } from "../../scripts/bundle-commands";
import { chromiumFlags, chromiumPath } from "../../scripts/ensure-chromium";

export { expect };

interface Fixtures {
  /** A page in a browser context with JavaScript turned off: what the prerendered HTML alone gives. */
  noJsPage: Page;
  /** Messages the page wrote to the console with console.error. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  noJsPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await use(errors);
  },
});

/**
 * Debian's full Chromium, for a test of what the headless shell the others run in leaves out
 * (decision 020): notifications a service worker shows and their taps (the shell has no notification centre:
 * `getNotifications()` stays empty), and a form post without JavaScript redirected to a routed
 * address (the shell ends on an error page). Its contexts allow service workers, the browser's
 * default. Close it at the end of the test.
 */
export async function fullChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** Waits until React has hydrated what hydrates at once: the root layout (React's fiber on <main>). */
export async function waitForEagerHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

/**
 * Acts as a visitor would (a key press that changes nothing) and waits until React has hydrated
 * the whole page and run its effects. The frame's and the pages' code waits for the visitor's
 * first interaction (app/loading/defer-hydration.tsx); the menu toggle's aria-expanded comes from an
 * effect of the frame, which hydrates last, after the page's own effects (timers, listeners) ran.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  // The back office wears its own frame, which says when it is hydrated.
  if (await page.locator("[data-owner-frame]").count()) {
    await expect(page.locator("[data-owner-frame]")).toHaveAttribute("data-hydrated", "true");
    return;
  }
  await expect(page.locator('button[aria-controls="mobile-menu"]').first()).toHaveAttribute("aria-expanded", /^(true|false)$/);
}

/**
 * Reloads the page until the locator shows: for what the server writes a moment after the side
 * effect a test waited for (a text's history line after the SMS service had it, say).
 */
export async function expectVisibleAfterReload(page: Page, locator: Locator, timeout = 15_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}

/**
 * Asserts that axe-core finds no WCAG 2.2 A/AA violations on the page as it is now. In the
 * PostgreSQL pass of a spec that runs in both passes it checks nothing: the pages are the same
 * markup on both engines, and the SQLite pass checks each one (the second pass is there for what
 * is stored). A page spec runs once, in either pass, and is always checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (e2eEngine === "postgres" && runsInBothPasses(test.info().file)) return;
  // From the top of the page: a target scrolled under a bar that stays on screen (the back
  // office's header) is covered for the moment, not too small, and axe would count it as such.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** One item of `npm run --silent leads -- --json`. */
export interface LeadRow {
  id: number;
  kind: string;
  status: string;
  spam: boolean;
  suspect: boolean;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  notifiedAt: string | null;
}

/** The requests the end-to-end server stored, read the way the owner reads them (`spam`: those kept as spam). */
export async function storedLeads({ spam = false } = {}): Promise<LeadRow[]> {
  const flags = spam ? ["--json", "--spam"] : ["--json"];
  // The build's bundle of scripts/leads.ts: the same command without npm and tsx starting first.
  const { stdout } = await promisify(execFile)(process.execPath, [bundledCommand("leads"), ...flags], {
    env: { ...process.env, ...e2eDatabaseEnv },
  });
  return JSON.parse(stdout) as LeadRow[];
}

/**
 * How long a test waits for the answer to a password sign-in. The password's check is slow on
 * purpose (scrypt, 128 MiB, and the same for an unknown address): beside the other pass's
 * browsers and servers on two cores it alone has taken over 7 s, the default.
 */
export const signInTimeout = 20_000;

/** A unique marker for test data, so parallel tests find their own rows. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Waits until a server's log shows `count` more passes of a background work (`swept: alerts`,
 * with LOG_SWEEPS=1) than when called: what a test that must show "nothing more happened" waits
 * for, instead of a number of seconds.
 */
export async function waitForSweeps(log: () => string, work: string, count = 2, timeout = 30_000): Promise<void> {
  const passes = () =>
    log()
      .split("\n")
      .filter((line) => line === `swept: ${work}`).length;
  const before = passes();
  await expect.poll(passes, { timeout, message: `${count} more "${work}" passes` }).toBeGreaterThanOrEqual(before + count);
}
