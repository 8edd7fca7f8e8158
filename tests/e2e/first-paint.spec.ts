import type { Page } from "@playwright/test";
import { pageTemplates } from "../../scripts/page-templates";
import { expect, test, waitForEagerHydration, waitForHydration } from "./fixtures";

// The first paint needs the HTML alone (decision 005). These check what the postbuild transform
// (scripts/optimize-pages.ts) promises, in the browser, on one page of every template.
const templates = pageTemplates.filter((template) => template.path !== "/roadside");

/**
 * Every element's computed style, in document order (sizes and custom properties left out: they
 * follow from the rest), as one line per element: its tag and classes, then every property.
 * Worked out in the page and sent as a hash per element; `only` asks for the whole lines of some
 * elements (the ones that differ), so a page's 250,000 values never cross to the test.
 */
async function computedStyles(page: Page, only?: readonly number[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const elements = [...document.querySelectorAll("body, body *")];
    // Every element's computed style lists the same properties (custom ones aside): the names
    // are read once. Walking each element's list instead took eight times as long (1.8 s
    // against 0.22 s for a service page's 435 elements), most of this file's run.
    const names = [...getComputedStyle(document.body)].filter(
      (name) => !name.startsWith("--") && !/^(width|height|inline-size|block-size|.*-origin|d|r|cx|cy|x|y)$/.test(name),
    );
    const lineOf = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        `${element.tagName}.${element.getAttribute("class") ?? ""}`,
        ...names.map((name) => `${name}: ${style.getPropertyValue(name)}`),
      ].join("\n");
    };
    if (wanted) return wanted.map((index) => lineOf(elements[index]!));
    // FNV-1a, 32 bits twice over (two seeds): enough to tell two elements' styles apart.
    const hash = (text: string, seed: number) => {
      let h = seed;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
      return h.toString(36);
    };
    return elements.map((element) => {
      const line = lineOf(element);
      return `${hash(line, 2166136261)}${hash(line, 374761393)}`;
    });
  }, only ?? null);
}

/** Where two pages' computed styles differ: up to 20 properties, by element, with both values. */
async function styleDifferences(expected: Page, actual: Page, label: string): Promise<string[]> {
  const [want, have] = [await computedStyles(expected), await computedStyles(actual)];
  expect(have.length).toBe(want.length);
  const differing = want.flatMap((hash, index) => (hash === have[index] ? [] : [index])).slice(0, 20);
  if (differing.length === 0) return [];
  const [wantLines, haveLines] = [await computedStyles(expected, differing), await computedStyles(actual, differing)];
  return differing.flatMap((_, n) => {
    const [element, ...wanted] = wantLines[n]!.split("\n");
    const had = new Set(haveLines[n]!.split("\n"));
    return wanted.filter((value) => !had.has(value)).map((value) => `${element!.slice(0, 60)} ${value} (${label}: differs)`);
  });
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
      const pages: Page[] = [];
      for (const blockStylesheet of [false, true]) {
        // Without JavaScript the <noscript> link is the only way the full sheet could arrive; blocking it leaves the critical CSS.
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.route("**/*.woff2", (route) => route.abort());
        if (blockStylesheet) await page.route("**/*.css", (route) => route.abort());
        // Without JavaScript nothing arrives after the load event: the <noscript> sheet blocks it.
        await page.goto(template.path, { waitUntil: "load" });
        pages.push(page);
      }
      const [full, criticalOnly] = pages;
      expect(await styleDifferences(full!, criticalOnly!, "critical CSS alone")).toEqual([]);
      for (const page of pages) await page.context().close();
    });
  }

  // One test per template (they spread over the workers), each loading its page twice, with the
  // font blocked and with it, and reading the first screen at both widths from each load.
  for (const template of templates) {
    test(`${template.name}: the heading face swaps in without moving anything on the first screen at 390 and 1440 px`, async ({
      browser,
    }) => {
      const widths = [390, 1440] as const;
      const boxes: Record<"fallback" | "web font", string[][]> = { fallback: [], "web font": [] };
      for (const blockFont of [true, false]) {
        const context = await browser.newContext({ viewport: { width: widths[0], height: 844 } });
        const page = await context.newPage();
        if (blockFont) await page.route("**/*.woff2", (route) => route.abort());
        // Loaded: with the font blocked the fallback lays the page out; otherwise wait for the face below.
        await page.goto(template.path, { waitUntil: "load" });
        // The stylesheet (and with it the font) arrives after the first paint, which a busy machine
        // can push past "network idle": wait for the face itself, not for a quiet network.
        if (!blockFont)
          await expect.poll(() => page.evaluate(() => document.fonts.check('700 20px "Barlow Condensed"')), { timeout: 15_000 }).toBe(true);
        await page.evaluate(() => document.fonts.ready);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 844 });
          boxes[blockFont ? "fallback" : "web font"].push(await firstScreenTextBoxes(page));
        }
        await context.close();
      }
      widths.forEach((width, index) =>
        expect(boxes["fallback"][index], `${template.path} at ${width} px with the fallback vs the web font`).toEqual(
          boxes["web font"][index],
        ),
      );
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
      await page.goto(template.path, { waitUntil: "load" });
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
      expect(withFullSheet.length).toBe(hydrated.length);
      const differing = withFullSheet.flatMap((hash, index) => (hash === hydrated[index] ? [] : [index])).slice(0, 20);
      const sheetLines = await computedStyles(page, differing);
      await page.evaluate(() => document.getElementById("full-sheet-copy")!.remove());
      const inlinedLines = await computedStyles(page, differing);
      const differences = differing.flatMap((_, n) => {
        const [element, ...withSheet] = sheetLines[n]!.split("\n");
        const inlined = new Set(inlinedLines[n]!.split("\n"));
        return withSheet
          .filter((value) => !inlined.has(value))
          .map((value) => `${element!.slice(0, 60)} ${value} (inlined CSS alone: differs)`);
      });
      expect(differences).toEqual([]);
      await page.keyboard.press("Shift");
      await expect(fullSheet).toHaveAttribute("media", "all");
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
