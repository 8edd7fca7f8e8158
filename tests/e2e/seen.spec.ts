/**
 * "Seen": the first time a signed-in owner opens a roadside request (or taps "Got it" in the
 * inbox), the driver's status page says so within 10 seconds, without a reload, naming no one;
 * the inbox puts roadside requests nobody has seen first, with how long they have waited.
 */
import type { Browser } from "@playwright/test";
import { testPort } from "../../test-support/environment";
import { expect, test, waitForHydration } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const port = testPort(4411);
const owner = { email: "dispatch-owner@example.com", password: "seen it at three in the morning" };
let sut: SiteUnderTest;

test.beforeAll(async () => {
  // A server in another zone: the driver's page must still say Toronto time.
  sut = await startSiteUnderTest({ port, env: { TZ: "Asia/Tokyo" } });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

/** A roadside request as a driver sends it; answers its row id, reference and status page. */
async function roadsideRequest(name: string, phone: string) {
  const driver = await sut.plainClient({ Origin: sut.site });
  const answer = await driver.post("/roadside", {
    multipart: { name, phone, road: "401", direction: "Eastbound", landmark: "Exit 109, Belle River", problems: "Air leak or brakes" },
  });
  expect(answer.status()).toBe(200);
  await driver.dispose();
  const db = sut.database();
  const row = (await db.execute({ sql: "SELECT id, status_token FROM requests WHERE name = ?", args: [name] })).rows[0]!;
  await db.close();
  return { id: Number(row.id), reference: `R-${Number(row.id)}`, statusPath: `/request/${String(row.status_token)}` };
}

async function driverPage(browser: Browser, statusPath: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${sut.site}${statusPath}`);
  await waitForHydration(page);
  return page;
}

test("the driver's page says 'Seen by our dispatcher' within 10 s of the owner opening the request, without a reload", async ({
  browser,
}) => {
  const request = await roadsideRequest("Seen Driver One", "519-555-0441");
  const driver = await driverPage(browser, request.statusPath);
  await expect(driver.getByText("Not yet seen by our dispatcher")).toBeVisible();
  // A mark that a reload would wipe.
  await driver.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const ownerPage = await sut.signedInPage(browser, owner);
  const waiting = ownerPage.getByRole("region", { name: /Not yet seen: 1 roadside/ });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(`${request.reference} · waiting under a minute`);
  await waiting.getByRole("link", { name: new RegExp(request.reference) }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: `Roadside ${request.reference}` })).toBeVisible();
  // The owner's history says who saw it and when.
  await expect(ownerPage.getByRole("region", { name: "History" })).toContainText(`Seen (${owner.email})`);

  const seen = driver.getByText(/^Seen by our dispatcher at \d{1,2}:\d\d (AM|PM)$/);
  await expect(seen).toBeVisible({ timeout: 10_000 });
  // The moment recorded, as a clock in Toronto reads it.
  const recorded = sut.database();
  const acknowledgedAt = String(
    (await recorded.execute({ sql: "SELECT acknowledged_at FROM requests WHERE id = ?", args: [request.id] })).rows[0]!.acknowledged_at,
  );
  await recorded.close();
  const torontoClock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Toronto" })
    .format(new Date(acknowledgedAt))
    .replace(/\u202f/g, " ");
  await expect(seen).toHaveText(`Seen by our dispatcher at ${torontoClock}`);
  expect(await driver.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The driver learns that a person saw it, never who.
  const html = await (await driver.request.get(`${sut.site}${request.statusPath}`)).text();
  expect(html).toContain("Seen by our dispatcher at");
  expect(html).not.toContain(owner.email);
  expect(html).not.toContain("dispatch-owner");

  // Opening it again changes nothing: seen once.
  await ownerPage.reload();
  const db = sut.database();
  const events = (await db.execute({ sql: "SELECT type FROM request_events WHERE request = ?", args: [request.id] })).rows;
  await db.close();
  expect(events.filter((event) => event.type === "acknowledged")).toHaveLength(1);
  await driver.context().close();
  await ownerPage.context().close();
});

test("'Got it' in the inbox marks a waiting request seen without opening it; the longest waiting is listed first", async ({ browser }) => {
  const older = await roadsideRequest("Seen Driver Two", "519-555-0442");
  const newer = await roadsideRequest("Seen Driver Three", "519-555-0443");
  const ownerPage = await sut.signedInPage(browser, owner);
  const waiting = ownerPage.getByRole("region", { name: /Not yet seen: 2 roadside/ });
  await expect(waiting.getByRole("listitem")).toHaveText([new RegExp(older.reference), new RegExp(newer.reference)]);
  await waiting.getByRole("button", { name: `Got it: ${older.reference}` }).click();
  await expect(ownerPage.getByRole("region", { name: /Not yet seen: 1 roadside/ })).toBeVisible();
  await expect(ownerPage).toHaveURL(`${sut.site}/owner`);

  const driver = await driverPage(browser, older.statusPath);
  await expect(driver.getByText(/^Seen by our dispatcher at /)).toBeVisible();
  const still = await driverPage(browser, newer.statusPath);
  await expect(still.getByText("Not yet seen by our dispatcher")).toBeVisible();
  await driver.context().close();
  await still.context().close();
  await ownerPage.context().close();
});

test("'Got it' is the owner's alone: signed out or from another site, it is refused and nothing is marked", async ({ browser }) => {
  const request = await roadsideRequest("Seen Driver Four", "519-555-0444");
  const stranger = await sut.plainClient({ Origin: sut.site });
  const signedOut = await stranger.post(`/owner/requests/${request.id}`, { form: { intent: "acknowledge" } });
  expect(signedOut.status()).toBe(403);
  const crossSite = await sut.plainClient({ Origin: "https://evil.example" });
  expect((await crossSite.post(`/owner/requests/${request.id}`, { form: { intent: "acknowledge" } })).status()).toBe(403);
  await stranger.dispose();
  await crossSite.dispose();
  // Nor does a browser's guess by the owner's own browser: a prefetch.
  const ownerPage = await sut.signedInPage(browser, owner);
  const prefetched = await ownerPage.request.get(`${sut.site}/owner/requests/${request.id}`, { headers: { "Sec-Purpose": "prefetch" } });
  expect(prefetched.status()).toBe(200);
  const db = sut.database();
  const row = (await db.execute({ sql: "SELECT acknowledged_at FROM requests WHERE id = ?", args: [request.id] })).rows[0]!;
  await db.close();
  expect(row.acknowledged_at).toBeNull();
  // A post the page's own forms would never send is refused plainly, not with a 500.
  const unreadable = await ownerPage.request.post(`${sut.site}/owner/requests/${request.id}`, {
    data: "intent=acknowledge",
    headers: { "Content-Type": "text/plain", Origin: sut.site },
  });
  expect(unreadable.status()).toBe(400);
  await ownerPage.context().close();
});
