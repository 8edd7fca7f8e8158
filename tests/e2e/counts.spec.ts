/**
 * Counts without personal data: page views counted by the server as it serves pages
 * (prerendered ones included, robots left out), taps on call links and forms sent counted by the
 * page's beacon, each request carrying the page and the visit's source, and the owner's
 * /owner/stats showing exactly that. No address and no user agent in any counts table; the salt
 * of the visitor hashes changes with the day; a flood of beacons is capped.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { e2eEngine, testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, test, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const owner = { email: "counts-owner@example.com", password: "which pages bring work" };
/** A phone's browser, marked so a stored copy of it would be found anywhere in the database. */
const phoneAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 CountsE2E/28";
const navigation = { "User-Agent": phoneAgent, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", Accept: "text/html" };
/** Every address a visitor of this file came from. */
const addresses: string[] = [];
const cityPage = "/service-areas/diesel-mechanic-hamilton";
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sut = await startSiteUnderTest({ port: testPort(4487), env: { COUNTS_VISITOR_DAILY_LIMIT: "20" } });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

/** A visitor's own address (behind the test's "proxy"). */
function visitorAddress(): string {
  const address = sut.nextAddress();
  addresses.push(address);
  return address;
}

/** A phone with JavaScript, from an address of its own. */
async function phone(browser: Browser, { serviceWorkers = "block" as "block" | "allow" } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: phoneAgent,
    serviceWorkers,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
}

/** What the database holds for a page, folded or not yet: views, calls, texts and forms. */
async function countsOf(page: string) {
  const db = sut.database();
  const sum = async (kind: string, column: string) => {
    const { rows } = await db.execute({
      sql: `SELECT (SELECT COUNT(*) FROM count_events WHERE page = ? AND kind = ?)
        + (SELECT COALESCE(SUM(${column}), 0) FROM count_totals WHERE page = ?) AS n`,
      args: [page, kind, page],
    });
    return Number(rows[0]!.n);
  };
  const counts = {
    views: await sum("view", "views"),
    calls: await sum("call", "calls"),
    texts: await sum("text", "texts"),
    forms: await sum("form", "forms"),
  };
  await db.close();
  return counts;
}

/** The quote form's code is running (it sets the request id): a send then stays on the page and shows the toast. */
async function quoteFormIsLive(page: Page) {
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('form[aria-label="Request a quote"] input[name="requestId"]')?.value !== "",
  );
}

/** The counts are written every 2 s: poll until they show. */
const eventually = (page: string) => expect.poll(() => countsOf(page), { timeout: 15_000 });

test("the stats page shows what visitors did: views, a call tapped, a request sent, by page and by source", async ({ browser }) => {
  // A driver finds the Hamilton page on Google, sends a quote, then taps the call button.
  const driverContext = await phone(browser);
  const driver = await driverContext.newPage();
  await driver.goto(`${sut.site}${cityPage}`, { referer: "https://www.google.ca/" });
  const form = driver.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill("Hamilton Driver");
  await form.getByLabel("Email").fill("driver@example.com");
  await form.getByLabel("Phone").fill("905-555-0147");
  await form.getByLabel("How can we help?").fill("Brake chamber leaking on the 403 near Aberdeen.");
  await quoteFormIsLive(driver);
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(driver.getByText("Quote Request Received!").first()).toBeVisible();
  // (Headless Chromium has no dialer: after a tel: link the page takes no more input, so the tap comes last.)
  const beacon = driver.waitForRequest((request) => request.url().endsWith("/count") && request.method() === "POST");
  await driver.locator('a[href^="tel:"]:visible').first().click();
  const sent = await beacon;
  expect(JSON.parse(sent.postData() ?? "{}")).toEqual({ kind: "call", page: cityPage, ref: "www.google.ca" });
  // The beacon is on its way, not yet taken: closing the test's browser context drops what it has in
  // flight (a phone keeps sending after the dialer opens), so wait until the site has answered it.
  expect((await sent.response())?.ok()).toBe(true);
  await driverContext.close();

  // Someone opens the home page without JavaScript, typed in; a search engine's robot reads the Hamilton page.
  const reader = await sut.plainClient({ ...navigation, "X-Forwarded-For": visitorAddress() });
  expect((await reader.get("/")).status()).toBe(200);
  await reader.dispose();
  const robot = await sut.plainClient({
    ...navigation,
    "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  expect((await robot.get(cityPage)).status()).toBe(200);
  await robot.dispose();

  await eventually(cityPage).toEqual({ views: 1, calls: 1, texts: 0, forms: 1 });
  await eventually("/").toEqual({ views: 1, calls: 0, texts: 0, forms: 0 });

  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.getByRole("link", { name: "Stats" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Stats" })).toBeVisible();
  await ownerPage.getByRole("link", { name: "Last 7 days" }).click();
  await expect(ownerPage.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  const figure = (label: string | RegExp) =>
    ownerPage
      .locator("dl > div")
      .filter({ has: ownerPage.locator("dt", { hasText: label }) })
      .locator("dd");
  await expect(figure("Page views")).toHaveText("2");
  await expect(figure(/^Visitors/)).toHaveText("2");
  await expect(figure("Calls tapped")).toHaveText("1");
  await expect(figure("Texts tapped")).toHaveText("0");
  await expect(figure(/^Requests \(1 quote, 0 roadside\)/)).toHaveText("1");
  await expect(figure("Requests per 100 views")).toHaveText("50.0");

  const row = (section: string, name: string) =>
    ownerPage
      .getByRole("region", { name: section })
      .getByRole("table")
      .first()
      .getByRole("row")
      .filter({ has: ownerPage.getByRole("rowheader", { name, exact: true }) })
      .getByRole("cell");
  // Views, calls, texts, requests, requests per 100 views.
  await expect(row("By page", "City pages (1)")).toHaveText(["1", "1", "0", "1", "100.0"]);
  await expect(row("By page", "Home")).toHaveText(["1", "0", "0", "0", "0.0"]);
  await ownerPage.getByText("City pages, one by one").click();
  await expect(
    ownerPage.getByRole("table", { name: "City pages" }).getByRole("row").filter({ hasText: "Hamilton" }).getByRole("cell"),
  ).toHaveText(["1", "1", "0", "1", "100.0"]);
  await expect(row("By source", "Search: Google")).toHaveText(["1", "1", "0", "1", "100.0"]);
  await expect(row("By source", "Direct")).toHaveText(["1", "0", "0", "0", "0.0"]);
  // The chart is drawn on the server, and says what it shows.
  await expect(ownerPage.getByRole("img", { name: "Page views per day" })).toBeVisible();
  await expect(ownerPage.getByRole("img", { name: "Calls, texts and requests per day" })).toHaveAccessibleDescription(/^2 from /);

  // The same table as CSV, one row per page.
  const csv = await ownerPage.request.get(`${sut.site}/owner/stats.csv?days=7`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("page,views,calls,texts,requests");
  expect(lines).toContain(`${cityPage},1,1,0,1`);
  expect(lines).toContain("/,1,0,0,0");
  expect((await ownerPage.request.get(`${sut.site}/owner/stats.csv?days=8`)).status()).toBe(400);
  expect((await ownerPage.request.get(`${sut.site}/owner/stats.csv`)).status()).toBe(400);
  await ownerPage.context().close();
});

test("a request carries the page it was sent from and the visit's utm_source, with JavaScript and without", async ({ browser }) => {
  // With JavaScript: the visit began on a tagged link, the request went from another page.
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto(`${sut.site}/?utm_source=flyer&utm_campaign=spring`);
  await page.goto(`${sut.site}/contact`);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill("Flyer Reader");
  await form.getByLabel("Email").fill("flyer@example.com");
  await form.getByLabel("Phone").fill("519-555-0148");
  await form.getByLabel("How can we help?").fill("Saw your flyer at the truck stop.");
  await quoteFormIsLive(page);
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.getByText("Quote Request Received!").first()).toBeVisible();
  await context.close();

  // Without JavaScript: the Referer of the post names the page and its tags.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: phoneAgent,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const plain = await noJs.newPage();
  await plain.goto(`${sut.site}/service-areas/diesel-mechanic-windsor?utm_source=newsletter`);
  const plainForm = plain.getByRole("form", { name: "Request a quote" });
  await plainForm.getByLabel("Name").fill("Newsletter Reader");
  await plainForm.getByLabel("Email").fill("news@example.com");
  await plainForm.getByLabel("Phone").fill("519-555-0149");
  await plainForm.getByLabel("How can we help?").fill("Brakes grinding.");
  await plainForm.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: "Quote Request Received!" })).toBeVisible();
  await noJs.close();

  const db = sut.database();
  const { rows } = await db.execute(
    "SELECT name, source_page, source_referrer, utm_source, utm_campaign FROM requests WHERE name IN ('Flyer Reader', 'Newsletter Reader') ORDER BY id",
  );
  await db.close();
  expect(rows).toEqual([
    { name: "Flyer Reader", source_page: "/contact", source_referrer: "", utm_source: "flyer", utm_campaign: "spring" },
    {
      name: "Newsletter Reader",
      source_page: "/service-areas/diesel-mechanic-windsor",
      source_referrer: null,
      utm_source: "newsletter",
      utm_campaign: null,
    },
  ]);

  // The owner reads it on the request's page.
  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.getByRole("link", { name: /Flyer Reader/ }).click();
  await expect(
    ownerPage.getByText(
      "Sent from /contact · visit with no referring site (typed, bookmarked or an app) · utm_source flyer, utm_campaign spring",
    ),
  ).toBeVisible();
  await ownerPage.context().close();
});

test("a page the service worker answers from its cache is counted once; filling the cache is not", async ({ browser }) => {
  const before = await countsOf("/roadside");
  const context = await phone(browser, { serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto(`${sut.site}/about-us`);
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true);
  // The precache holds /roadside now: fetched with the worker's "prefetch", not a view.
  await eventually("/about-us").toMatchObject({ views: 1 });
  expect(await countsOf("/roadside")).toEqual(before);
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === "/roadside");
  await page.goto(`${sut.site}/roadside`);
  expect((await served).fromServiceWorker()).toBe(true);
  await eventually("/roadside").toEqual({ ...before, views: before.views + 1 });
  await context.close();
});

test("a flood of beacons from one address counts up to the daily limit per visitor, and an oversized one is refused", async () => {
  const flooder = await sut.plainClient({ Origin: sut.site, "User-Agent": phoneAgent, "X-Forwarded-For": visitorAddress() });
  const body = JSON.stringify({ kind: "text", page: "/blog" });
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => flooder.post("/count", { data: body, headers: { "Content-Type": "text/plain" } })),
  );
  expect(answers.map((answer) => answer.status())).toEqual(Array(60).fill(204));
  // The limit of this site (COUNTS_VISITOR_DAILY_LIMIT=20), whatever arrives.
  await eventually("/blog").toMatchObject({ texts: 20 });
  expect((await flooder.post("/count", { data: JSON.stringify({ kind: "text", page: "/blog", ref: "x".repeat(3000) }) })).status()).toBe(
    413,
  );
  // Same origin only: a client that does not say where it posts from is refused.
  const stranger = await sut.plainClient({ "User-Agent": phoneAgent });
  expect((await stranger.post("/count", { data: body })).status()).toBe(403);
  await Promise.all([flooder.dispose(), stranger.dispose()]);
  // Two more writes of what was kept in memory: still the limit.
  await waitForSweeps(sut.log, "counts", 2);
  expect((await countsOf("/blog")).texts).toBe(20);
});

test("no counts table holds an address or a user agent, in any column", async () => {
  const db = sut.database();
  const tables =
    e2eEngine === "postgres"
      ? await db.execute(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'count%'",
        )
      : await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'count%'");
  const names = tables.rows.map((row) => String(row.name)).sort();
  expect(names).toEqual(["count_addresses", "count_days", "count_events", "count_salts", "count_totals", "count_visitors"]);
  let cells = 0;
  for (const table of names) {
    for (const row of (await db.execute(`SELECT * FROM ${table}`)).rows) {
      for (const [column, value] of Object.entries(row)) {
        cells += 1;
        const text = String(value);
        for (const address of addresses) expect(text, `${table}.${column}`).not.toContain(address);
        expect(text, `${table}.${column}`).not.toContain("CountsE2E");
        expect(text, `${table}.${column}`).not.toContain("Android");
      }
    }
  }
  await db.close();
  expect(cells).toBeGreaterThan(20);
  expect(addresses.length).toBeGreaterThan(4);
});

test("the salt of the visitor hashes changes with the day, and the day that is over loses its own; a stop writes what is in memory", async () => {
  const db = sut.database();
  const [today] = (await db.execute("SELECT day, salt FROM count_salts")).rows;
  expect(today).toBeDefined();
  // As if the day just ended: the salt in use becomes yesterday's, and the fold is due at the next start.
  const yesterday = new Date(Date.parse(`${String(today!.day)}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.execute({ sql: "UPDATE count_salts SET day = ?", args: [yesterday] });
  await db.execute({ sql: "UPDATE count_visitors SET day = ?", args: [yesterday] });
  await db.execute("UPDATE scheduled_runs SET last_success_at = NULL WHERE job = 'counts'");
  // A view in memory when the server stops is written before it exits.
  const lastVisitor = await sut.plainClient({ ...navigation, "X-Forwarded-For": visitorAddress() });
  expect((await lastVisitor.get("/reviews")).status()).toBe(200);
  await lastVisitor.dispose();
  await sut.stopServer();
  expect(await countsOf("/reviews")).toMatchObject({ views: 1 });
  await sut.startServer();
  // Yesterday's salt is gone. (Only "today's" may be there: the view written at the stop has one
  // when the test runs across midnight, Toronto time, and the stop's day is already a new one.)
  await expect
    .poll(async () => (await db.execute({ sql: "SELECT day FROM count_salts WHERE day <= ?", args: [today!.day] })).rows, {
      timeout: 10_000,
    })
    .toEqual([]);
  expect((await db.execute({ sql: "SELECT visitors FROM count_days WHERE day = ?", args: [yesterday] })).rows[0]?.visitors).toBeGreaterThan(
    0,
  );
  // Today's first visitor brings a new salt.
  const visitor = await sut.plainClient({ ...navigation, "X-Forwarded-For": visitorAddress() });
  await visitor.get("/contact");
  await visitor.dispose();
  const now = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
  await expect
    .poll(async () => (await db.execute({ sql: "SELECT day, salt FROM count_salts WHERE day = ?", args: [now] })).rows, {
      timeout: 10_000,
    })
    .toEqual([{ day: now, salt: expect.not.stringMatching(String(today!.salt)) }]);
  await db.close();
});

test(
  "/owner/stats is the signed-in owner's alone, never stored or indexed, and passes axe at 390 px",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const stranger = await sut.plainClient();
    const page = await stranger.get("/owner/stats");
    expect(page.status()).toBe(302);
    expect(page.headers().location).toBe("/owner/sign-in?next=%2Fowner%2Fstats");
    const csv = await stranger.get("/owner/stats.csv?days=30");
    expect(csv.status()).toBe(302);
    expect(await csv.text()).not.toContain("page,views");
    await stranger.dispose();

    const ownerPage = await sut.signedInPage(browser, owner);
    const answer = await ownerPage.goto(`${sut.site}/owner/stats?days=90`);
    expect(answer?.headers()["cache-control"]).toBe("no-store");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(ownerPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(ownerPage.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    await ownerPage.getByText("The numbers, day by day").click();
    for (const summary of await ownerPage.getByText(/, one by one$/).all()) await summary.click();
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: test.info().outputPath("owner-stats-390.png"), fullPage: true });
    // Nothing runs off the side of a phone held upright.
    const wide = await ownerPage.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > 390.5)
        .map(
          (element) =>
            `${element.tagName} "${element.textContent?.trim().slice(0, 40)}": ${Math.round(element.getBoundingClientRect().right)} px`,
        )
        .slice(0, 8),
    );
    expect(wide).toEqual([]);
    // Nor past the page's margin: every table fits the column it is in.
    const overflowing = await ownerPage.evaluate(() =>
      [...document.querySelectorAll("table")]
        .filter((table) => table.offsetWidth > (table.parentElement?.clientWidth ?? 0))
        .map((table) => `${table.caption?.textContent?.trim()}: ${table.offsetWidth} px in ${table.parentElement?.clientWidth} px`),
    );
    expect(overflowing).toEqual([]);
    await ownerPage.context().close();
  },
);
