import type { Page } from "@playwright/test";
import { pageTemplates } from "../../scripts/page-templates";
import { expect, test, waitForEagerHydration, waitForHydration } from "./fixtures";

// Issue 16: the first paint needs the HTML alone. These check what the postbuild transform
// (scripts/optimize-pages.ts) promises, in the browser, on one page of every template.
const templates = pageTemplates.filter((template) => template.path !== "/roadside");

/** Every element's computed style, in document order (sizes and custom properties left out: they follow from the rest). */
async function computedStyles(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body, body *")].map((element) => {
      const style = getComputedStyle(element);
      const values: Record<string, string> = { element: `${element.tagName}.${element.getAttribute("class") ?? ""}` };
      for (const name of style) {
        if (name.startsWith("--") || /^(width|height|inline-size|block-size|.*-origin|d|r|cx|cy|x|y)$/.test(name)) continue;
        values[name] = style.getPropertyValue(name);
      }
      return values;
    }),
  );
}

/** Display, spacing and colour of everything in <main>: what a missing stylesheet rule would change. */
async function mainStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main *")].map((element) => {
      const style = getComputedStyle(element);
      return ["display", "padding", "margin", "gap", "color", "background-color", "font-size", "grid-template-columns"]
        .map((name) => style.getPropertyValue(name))
        .join(";");
    }),
  );
}

/**
 * Where the headings, display-face text and sections of the first screen sit: the top of each
 * that starts on it, and the height of each that ends on it (what a visitor would see move).
 */
async function firstScreenTextBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, .font-display, main > *")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight)
      .map((box) => (box.bottom <= window.innerHeight ? `${Math.round(box.top)}+${Math.round(box.height)}` : `${Math.round(box.top)}`)),
  );
}

test.describe("first paint", () => {
  for (const template of templates) {
    test(`${template.name}: the inlined critical CSS alone styles the page exactly as the full stylesheet does`, async ({ browser }) => {
      test.setTimeout(90_000);
      const styles: Record<string, string>[][] = [];
      for (const blockStylesheet of [false, true]) {
        // Without JavaScript the <noscript> link is the only way the full sheet could arrive; blocking it leaves the critical CSS.
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.route("**/*.woff2", (route) => route.abort());
        if (blockStylesheet) await page.route("**/*.css", (route) => route.abort());
        await page.goto(template.path, { waitUntil: "networkidle" });
        styles.push(await computedStyles(page));
        await context.close();
      }
      const [full, criticalOnly] = styles;
      expect(criticalOnly!.length).toBe(full!.length);
      const differing = full!.flatMap((element, index) =>
        Object.keys(element)
          .filter((name) => criticalOnly![index]![name] !== element[name])
          .map(
            (name) =>
              `${(element.element ?? "").slice(0, 60)} ${name}: ${element[name]} (critical CSS alone: ${criticalOnly![index]![name]})`,
          ),
      );
      expect(differing.slice(0, 20)).toEqual([]);
    });
  }

  for (const width of [390, 1440]) {
    test(`the heading face swaps in without moving anything on the first screen at ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const template of templates) {
        const boxes: string[][] = [];
        for (const blockFont of [true, false]) {
          const context = await browser.newContext({ viewport: { width, height: 844 } });
          const page = await context.newPage();
          if (blockFont) await page.route("**/*.woff2", (route) => route.abort());
          await page.goto(template.path, { waitUntil: "networkidle" });
          // The stylesheet (and with it the font) arrives after the first paint, which a busy machine
          // can push past "network idle": wait for the face itself, not for a quiet network.
          if (!blockFont)
            await expect
              .poll(() => page.evaluate(() => document.fonts.check('700 20px "Barlow Condensed"')), { timeout: 15_000 })
              .toBe(true);
          await page.evaluate(() => document.fonts.ready);
          boxes.push(await firstScreenTextBoxes(page));
          await context.close();
        }
        expect(boxes[0], `${template.path} with the fallback vs the web font`).toEqual(boxes[1]);
      }
    });
  }

  // A prerendered page, and two React Router renders on request (the 404 page, a search).
  for (const path of ["/services/diesel-roadside-assistance", "/no-such-page", "/services?q=brake"]) {
    test(`${path} hydrates after the first paint under the CSP, the frame and page at the first interaction, with the stylesheet and heading font loaded`, async ({
      page,
      consoleErrors,
    }) => {
      const scriptsBeforePaint: string[] = [];
      let painted = false;
      page.on("request", (request) => {
        if (request.resourceType() === "script" && !painted) scriptsBeforePaint.push(request.url());
      });
      await page.exposeFunction("markPainted", () => (painted = true));
      await page.addInitScript(() => {
        new PerformanceObserver(() => void (window as unknown as { markPainted: () => void }).markPainted()).observe({
          type: "paint",
          buffered: true,
        });
      });
      const scriptsBeforeInteraction: string[] = [];
      let interacted = false;
      page.on("request", (request) => {
        if (request.resourceType() === "script" && !interacted) scriptsBeforeInteraction.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.setViewportSize({ width: 390, height: 844 });
      await waitForEagerHydration(page);
      await page.waitForLoadState("networkidle");
      // The frame's and the page's own code wait for the visitor's first interaction.
      expect(scriptsBeforeInteraction.filter((script) => /\/(frame|ui)-/.test(script))).toEqual([]);
      interacted = true;
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => document.fonts.check('700 20px "Barlow Condensed"'))).toBe(true);
      await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/")))).toBe(true);
      // Every script and the stylesheet were requested after the first contentful paint.
      const requestedBeforePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(requestedBeforePaint).toEqual([]);
      expect(consoleErrors.filter((message) => /Content Security Policy|hydrat/i.test(message))).toEqual([]);
    });
  }

  // The full stylesheet stays print-only until the visitor acts (its restyle of every element was most
  // of the Total Blocking Time): what React shows after hydrating must need no more than the inlined CSS.
  for (const template of pageTemplates) {
    test(`${template.name}: after hydration the page needs no more than its inlined CSS; the first key press applies the full stylesheet`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(template.path, { waitUntil: "networkidle" });
      await waitForEagerHydration(page);
      const fullSheet = page.locator("link[data-deferred-href]");
      await expect.poll(() => fullSheet.evaluate((link: HTMLLinkElement) => Boolean(link.sheet))).toBe(true);
      await expect.poll(() => page.evaluate(() => document.fonts.check('700 20px "Barlow Condensed"'))).toBe(true);
      await expect(fullSheet).toHaveAttribute("media", "print");
      const hydrated = await computedStyles(page);

      // The same page with the full stylesheet applied by hand, before any interaction: the first
      // interaction also hydrates the frame and the page, and what those show comes with the sheet.
      await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>("link[data-deferred-href]")!;
        const copy = Object.assign(document.createElement("link"), {
          rel: "stylesheet",
          href: link.href,
          media: "all",
          id: "full-sheet-copy",
        });
        await new Promise((resolve) => {
          copy.onload = resolve;
          document.head.append(copy);
        });
      });
      const withFullSheet = await computedStyles(page);
      await page.evaluate(() => document.getElementById("full-sheet-copy")!.remove());
      await page.keyboard.press("Shift");
      await expect(fullSheet).toHaveAttribute("media", "all");
      expect(withFullSheet.length).toBe(hydrated.length);
      const differing = withFullSheet.flatMap((element, index) =>
        Object.keys(element)
          .filter((name) => hydrated[index]![name] !== element[name])
          .map(
            (name) => `${(element.element ?? "").slice(0, 60)} ${name}: ${element[name]} (inlined CSS alone: ${hydrated[index]![name]})`,
          ),
      );
      expect(differing.slice(0, 20)).toEqual([]);
      await context.close();
    });
  }

  test("a page reached by client-side navigation is styled as when it is loaded directly", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/contact");
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules)))
      .toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    // The URL changes before the new page has rendered: wait for its own heading, and for the contact page's to go.
    await expect(page.getByRole("heading", { level: 1, name: /Reviews|What Drivers/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const navigated = await mainStyles(page);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const direct = await context.newPage();
    await direct.goto("/reviews", { waitUntil: "networkidle" });
    expect(navigated).toEqual(await mainStyles(direct));
    await context.close();
  });
});
