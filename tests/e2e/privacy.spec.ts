/**
 * A privacy page true to the code, and the owner able to honour it: /privacy states
 * the running site's own retention settings, every form links to it, no address or browser name
 * is kept anywhere in the database, and a request can be forgotten from its page or the command
 * line, leaving no personal field.
 */
import { execFile } from "node:child_process";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";
import { bundledCommand } from "../../scripts/bundle-commands";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const owner = { email: "privacy-owner@example.com", password: "what we keep and for how long" };
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sut = await startSiteUnderTest({ port: testPort(4471), env: { REQUESTS_KEEP_DAYS: "365", SPAM_KEEP_DAYS: "21" } });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

/** Every value of every row of every table, as text. */
async function wholeDatabase(): Promise<string> {
  const db = sut.database();
  const tables = (
    await db.execute({
      sql:
        process.env.E2E_DATABASE === "postgres"
          ? "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"
          : "SELECT name FROM sqlite_master WHERE type = 'table'",
      args: [],
    })
  ).rows.map((row) => String(row.name));
  const texts: string[] = [];
  for (const table of tables) {
    const rows = (await db.execute({ sql: `SELECT * FROM "${table}"`, args: [] })).rows;
    texts.push(...rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? "<bytes>" : value))));
  }
  await db.close();
  return texts.join("\n");
}

test("/privacy says what each form keeps, who sees it and the running site's own retention, and every form links to it", async ({
  page,
}) => {
  await page.goto(`${sut.site}/contact`);
  await page.getByRole("main").getByRole("link", { name: "Privacy", exact: true }).first().click();
  await expect(page).toHaveURL(`${sut.site}/privacy`);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const main = page.getByRole("main");
  // The numbers are the settings this server runs with.
  await expect(main).toContainText("Requests: 1 year.");
  await expect(main).toContainText("Messages the site took for spam: 21 days.");
  await expect(main).toContainText("a removed request is gone from all of them within 14 days");
  await expect(main).toContainText("sent only if you press Use my location");
  await expect(main).toContainText("through our e-mail provider");
  // What reading a page counts, and what the tab remembers for a request's source.
  await expect(main).toContainText("Our own server counts which pages are read");
  await expect(main).toContainText("the totals are kept for 90 days");
  await expect(main).toContainText("While a tab is open, it remembers the website that brought you here");
  await expect(main).toContainText("Page counts: daily totals, 90 days.");
  // Texts are not set up on this server: no text provider is named.
  await expect(main).not.toContainText("text-message provider");
  await expect(main.getByRole("link", { name: "service@example.com" })).toHaveAttribute("href", "mailto:service@example.com");
  await expectNoAxeViolations(page);
  await page.goto(`${sut.site}/roadside`);
  await expect(page.getByRole("main").getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  const sitemap = await (await page.request.get(`${sut.site}/sitemap.xml`)).text();
  expect(sitemap).toContain("https://www.example.com/privacy</loc>");
});

test("no address and no browser name is kept anywhere in the database", async () => {
  const address = "198.51.100.231";
  const agent = "Mozilla/5.0 (PrivacyProbe 7.3; a browser name nobody else sends)";
  const client = await sut.plainClient({ Origin: sut.site, "X-Forwarded-For": address, "User-Agent": agent });
  expect(
    (
      await client.post("/roadside", {
        multipart: {
          name: "Address Probe",
          phone: "519-555-0456",
          road: "401",
          direction: "Eastbound",
          landmark: "Exit 109",
          problems: "Electrical",
        },
      })
    ).status(),
  ).toBe(200);
  // A wrong password from the same address: the sign-in throttle counts it too.
  await client.post("/owner/sign-in", { form: { email: owner.email, password: "not the password at all" } });
  // A page read and a call tapped from the same address are counted, as a hash of the day only.
  expect((await client.get("/roadside")).status()).toBe(200);
  const tap = JSON.stringify({ kind: "call", page: "/roadside", ref: "www.google.ca" });
  expect((await client.post("/count", { data: tap, headers: { "Content-Type": "text/plain" } })).status()).toBe(204);
  await client.dispose();
  // The counts are written in a batch every 2 s (and may be folded into the day's totals at once).
  await expect.poll(wholeDatabase, { timeout: 10_000 }).toMatch(/"kind":"call","page":"\/roadside"|"page":"\/roadside"[^}]*"calls":1/);
  const stored = await wholeDatabase();
  expect(stored).toContain("Address Probe");
  expect(stored).not.toContain(address);
  expect(stored).not.toContain("PrivacyProbe");
});

test("the owner forgets a request from its page: nothing personal stays, the status link dies, the history says who", async ({
  browser,
}) => {
  const { id, statusToken } = await sut.postRoadside({
    name: "Forget Me Driver",
    phone: "519-555-0987",
    fields: { plate: "FORGET 1", details: "Parked at the Forget-Me-Not truck stop" },
  });
  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await ownerPage.getByText("Forget this request…").click();
  await expectNoAxeViolations(ownerPage);
  // Without the box ticked the browser refuses it; a post without it is refused by the server too.
  const unticked = await ownerPage.request.post(`${sut.site}/owner/requests/${id}`, {
    form: { intent: "forget" },
    headers: { Origin: sut.site },
  });
  expect(unticked.status()).toBe(400);
  await ownerPage.getByLabel(`Remove R-${id}'s personal data for good`).check();
  await ownerPage.getByRole("button", { name: `Forget R-${id}` }).click();
  await expect(ownerPage.getByRole("status")).toContainText("its personal data was removed");
  await expect(ownerPage.getByRole("region", { name: "History" })).toContainText(`Forgotten: personal data removed (${owner.email})`);
  const stored = await wholeDatabase();
  for (const personal of ["Forget Me Driver", "519-555-0987", "15195550987", "FORGET 1", "Forget-Me-Not"])
    expect(stored).not.toContain(personal);
  const status = await (await browser.newContext()).newPage();
  expect((await status.goto(`${sut.site}/request/${statusToken}`))!.status()).toBe(404);
});

test("npm run leads -- --forget ID does the same from the command line", async () => {
  const { id } = await sut.postRoadside({ name: "Command Line Forget", phone: "519-555-0876" });
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [bundledCommand("leads"), ...args], { env: { ...process.env, ...sut.databaseEnv } }, (error, stdout) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
      );
    });
  const forgotten = await run(["--forget", String(id)]);
  expect(forgotten.code).toBe(0);
  expect(forgotten.stdout).toContain(`Request #${id} forgotten:`);
  expect((await run(["--forget", String(id)])).stdout).toContain(`Request #${id} was already forgotten.`);
  expect((await run(["--forget", "999999"])).code).toBe(1);
  const shown = await run(["--show", String(id)]);
  expect(shown.stdout).not.toContain("Command Line Forget");
  expect(shown.stdout).toContain("forgotten");
  expect(await wholeDatabase()).not.toContain("519-555-0876");
});
