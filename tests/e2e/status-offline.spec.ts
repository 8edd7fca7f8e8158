/**
 * The driver's status page at the roadside, at 390 px, on a phone that loses its signal: a
 * message, an approval and a review typed with no signal are kept on the phone, said so at once,
 * and taken once when the signal returns (counted in the database); the page says it has no
 * signal and when it last heard from us; what waits on the driver (the approval, then the review)
 * is said at the top. The roadside form after an offline send shows the confirmation, its photo is
 * stored once and the references have no gap; Back after sending keeps the status link; the
 * owner's Send estimate tapped twice makes one version and one text; texts go in order with the
 * default fold.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, test, uniqueName, waitForHydration, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const owner = { email: "offline-owner@example.com", password: "one bar of signal at the roadside" };
const kept = "Saved on this phone: it will be sent when you have signal.";
const phone = { width: 390, height: 844 };
let sms: SmsDouble;
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port: testPort(4511),
    env: {
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      // SMS_FOLD_SECONDS is left at its default: the texts' order is proved with it.
      SWEEP_SECONDS: "1",
      NOTIFY_RETRY_SECONDS: "1",
    },
  });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
  await sms?.close();
});

/** One number from the site's database. */
async function count(sql: string, args: (string | number)[] = []): Promise<number> {
  const db = sut.database();
  const value = Number((await db.execute({ sql, args })).rows[0]!.n);
  await db.close();
  return value;
}

const textsTo = (number: string) => sms.texts.filter((text) => text.to === number);

/** A phone-sized browser with the site's service worker in charge, from an address of its own: what a driver who lost the signal has. */
async function phoneContext(browser: Browser, { javaScript = true } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: phone,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() },
  });
}

/** The status page, live (hydrated) before the signal goes. */
async function openStatus(context: BrowserContext, token: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${sut.site}/request/${token}`);
  await waitForHydration(page);
  return page;
}

/** The owner's page of a request, its estimate written (and sent) from the form as the owner types it. */
async function sendEstimate(ownerPage: Page, id: number, { tap = "click" }: { tap?: "click" | "dblclick" } = {}) {
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await waitForHydration(ownerPage);
  const form = ownerPage.locator("form", { has: ownerPage.getByRole("button", { name: "Send estimate" }) });
  await form.getByLabel("Call-out fee").fill("175");
  await form.getByLabel("Labour hours").fill("2");
  await form.getByLabel("Hourly rate").fill("130");
  await form.getByLabel("Part 1: what").fill("Air dryer cartridge");
  await form.getByLabel("Part 1: unit price").fill("83.95");
  // 175 + 260 + 83.95 = 518.95; HST 67.46 (67.4635 rounded half up); total 586.41.
  await expect(form.getByText("Subtotal $518.95 · HST 13 % $67.46 · Total $586.41")).toBeVisible();
  await form.getByRole("button", { name: "Send estimate" })[tap]();
}

test("a message and an approval typed with no signal are kept, said so at once, and taken once when the signal returns", async ({
  browser,
}) => {
  const { id, statusToken } = await sut.postRoadside({ name: uniqueName("Offline Status Driver"), phone: "519-555-0361" });
  const ownerPage = await sut.signedInPage(browser, owner);
  await sendEstimate(ownerPage, id);
  await expect(ownerPage.getByText(/Version 1 sent to the driver/)).toBeVisible();

  const context = await phoneContext(browser);
  const driver = await openStatus(context, statusToken);
  // What waits on the driver comes first: in the first screen, with the total and a link to the estimate.
  const top = driver.getByTestId("what-waits");
  await expect(top.getByRole("heading", { name: "Your approval is needed: $586.41" })).toBeVisible();
  expect((await top.boundingBox())!.y + (await top.boundingBox())!.height).toBeLessThan(phone.height);
  await expect(top.getByRole("link", { name: "See the estimate" })).toHaveAttribute("href", "#estimate");
  await expectNoAxeViolations(driver);
  await driver.screenshot({ path: "/tmp/status-estimate-waiting.png" });

  await context.setOffline(true);
  // It never claims to update itself while it cannot.
  await expect(driver.getByText(/^No signal · last updated \d{1,2}:\d\d [AP]M$/)).toBeVisible({ timeout: 10_000 });
  await expect(driver.getByText("This page updates itself every 5 seconds.")).toHaveCount(0);

  await driver.getByLabel("Message to the dispatcher").fill("I'm at the Husky, exit 109, east side of the lot");
  await driver.getByRole("button", { name: "Send message" }).click();
  const keptMessages = driver.getByRole("list", { name: "Messages kept on this phone" });
  await expect(keptMessages).toContainText("I'm at the Husky, exit 109, east side of the lot");
  await expect(keptMessages).toContainText(kept);
  await expect(driver.getByLabel("Message to the dispatcher")).toHaveValue("");

  await driver.getByLabel(/Your name/).fill("Jane Roy");
  await driver.getByLabel("I may approve this repair for this truck").check();
  await driver.getByRole("button", { name: "Approve $586.41" }).click();
  await expect(top.getByRole("heading", { name: "Your approval of $586.41" })).toBeVisible();
  await expect(top).toContainText(kept);
  await expect(driver.getByRole("button", { name: "Approve $586.41" })).toHaveCount(0);
  await expectNoAxeViolations(driver);
  await driver.screenshot({ path: "/tmp/status-offline-kept.png", fullPage: true });
  // Nothing reached the server.
  expect(await count("SELECT count(*) AS n FROM request_messages WHERE request = ?", [id])).toBe(0);

  await context.setOffline(false);
  await expect(driver.getByText(/^Your message was sent at \d{1,2}:\d\d [AP]M\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(top.getByRole("heading", { name: "You approved $586.41" })).toBeVisible({ timeout: 20_000 });
  await expect(top).toContainText("What happens next: the technician goes ahead with the repair.");
  await expect(driver.getByRole("list", { name: `Messages about R-${id}` })).toContainText("I'm at the Husky, exit 109");
  await expect(driver.getByText("This page updates itself every 5 seconds.")).toBeVisible();
  await driver.screenshot({ path: "/tmp/status-after-approval.png" });

  // Taken once: the message, the decision (its line in the thread), the approval's history line and e-mail.
  const driverMessages = () => count("SELECT count(*) AS n FROM request_messages WHERE request = ? AND via = 'page'", [id]);
  const decisions = () => count("SELECT count(*) AS n FROM request_messages WHERE request = ? AND via = 'decision'", [id]);
  const approvals = () => count("SELECT count(*) AS n FROM request_events WHERE request = ? AND type = 'estimate-approved'", [id]);
  expect([await driverMessages(), await decisions(), await approvals()]).toEqual([1, 1, 1]);
  // The service worker's Background Sync, a reload, another try: nothing goes twice.
  await driver.reload();
  await waitForHydration(driver);
  await waitForSweeps(sut.log, "e-mails", 2);
  expect([await driverMessages(), await decisions(), await approvals()]).toEqual([1, 1, 1]);
  const decisionMails = sut.smtp.received.filter((mail) => mail.raw.includes(`Subject: R-${id}: Approved estimate version 1`));
  expect(decisionMails).toHaveLength(1);
  await context.close();
  await ownerPage.context().close();
});

test(
  "a review typed with no signal once the job is done is named at the top, kept, and taken once",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id, statusToken } = await sut.postRoadside({ name: uniqueName("Review Driver") });
    const ownerPage = await sut.signedInPage(browser, owner);
    await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
    await ownerPage.getByLabel("Status", { exact: true }).selectOption("done");
    await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
    await expect(ownerPage.getByText(/Status set to: done/)).toBeVisible();
    await ownerPage.context().close();

    const context = await phoneContext(browser);
    const driver = await openStatus(context, statusToken);
    const top = driver.getByTestId("what-waits");
    await expect(top.getByRole("heading", { name: "The job is done: how did we do?" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Write a short review" })).toHaveAttribute("href", "#review");

    await context.setOffline(true);
    await driver.getByRole("radio", { name: "4 Good" }).check();
    await driver.getByLabel(/^Your review/).fill("Came out to the 401 at night and had the air leak fixed in an hour.");
    await driver.getByRole("button", { name: "Send my review" }).click();
    await expect(top.getByRole("heading", { name: "Your review" })).toBeVisible();
    await expect(top).toContainText(kept);
    const reviews = () => count("SELECT count(*) AS n FROM reviews WHERE request = ?", [id]);
    expect(await reviews()).toBe(0);

    await context.setOffline(false);
    await expect(driver.getByText(/^Your review was sent at \d{1,2}:\d\d [AP]M\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(driver.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
    await expect(top).toBeHidden();
    await driver.reload();
    await waitForHydration(driver);
    expect(await reviews()).toBe(1);
    expect(await count("SELECT count(*) AS n FROM request_events WHERE request = ? AND type LIKE 'review%'", [id])).toBe(1);
    await context.close();
  },
);

/** The requests' newest row id: the reference of the last request stored. */
const newestId = () => count("SELECT max(id) AS n FROM requests");

/** The roadside request kept in the browser's outbox (IndexedDB), as it waits. */
function keptRequest(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ requestId: string; fields: [string, string][]; photos: Blob[] } | undefined>((resolve, reject) => {
        const open = indexedDB.open("so-mobile-diesel-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("requests").objectStore("requests").getAll();
          all.onsuccess = () => resolve(all.result[0]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test("a roadside request sent with no signal: the confirmation once it goes, its photo stored once, no gap in references", async ({
  browser,
}) => {
  const name = uniqueName("Offline Roadside Photo Driver");
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${sut.site}/roadside`);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("519-555-0363");
  await page.getByLabel("Highway or road").selectOption("402");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 25, Wyoming");
  await page.getByLabel("Photos").setInputFiles({ name: "dash.jpg", mimeType: "image/jpeg", buffer: await photo() });
  const before = await newestId();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saved on this phone" })).toBeVisible();
  await expect.poll(async () => (await keptRequest(page))?.photos.length).toBe(1);
  const waiting = (await keptRequest(page))!;

  await context.setOffline(false);
  // Once it went, the same confirmation as a request sent with signal, in place of "Saved on this phone".
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Saved on this phone")).toHaveCount(0);
  await expect(page.getByTestId("reference")).toHaveText(`R-${before + 1}`);
  await expect(page.getByText(/^Kept on this phone with no signal, it went at \d{1,2}:\d\d [AP]M with its photo\.$/)).toBeVisible();
  const follow = page.getByRole("link", { name: "Follow your request" });
  await expect(follow).toHaveAttribute("href", /^\/request\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { name: "While you wait" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Request roadside help" })).toHaveCount(0);
  // The notice at the top of the page does not say it a second time.
  await expect(page.getByText(/^Your request was sent at/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/roadside-confirmation-after-offline.png", fullPage: true });

  // The page and the service worker both sending, a retry after a lost answer: the text and the
  // photo under their keys again. One request, one photo, one photo e-mail.
  const statusPath = (await follow.getAttribute("href"))!;
  const replay = await page.evaluate(
    async ({ fields, photoPath, requestId }) => {
      const text = await fetch("/outbox?kind=roadside", {
        method: "POST",
        body: new URLSearchParams([...fields, ["kind", "roadside"]]),
        headers: { Accept: "application/json" },
      });
      const photoBody = new FormData();
      photoBody.append("photos", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" }), "photo.jpg");
      const photoAnswer = await fetch(`${photoPath}?key=${requestId}-0`, {
        method: "POST",
        body: photoBody,
        headers: { Accept: "application/json" },
      });
      return {
        text: (await text.json()) as { alreadyReceived?: boolean; reference: string },
        photo: (await photoAnswer.json()) as unknown,
      };
    },
    { fields: waiting.fields, photoPath: `${statusPath}/photos`, requestId: waiting.requestId },
  );
  expect(replay.text).toMatchObject({ alreadyReceived: true, reference: `R-${before + 1}` });
  expect(replay.photo).toMatchObject({ ok: true, photos: [{ alreadyKept: true }] });
  expect(await count("SELECT count(*) AS n FROM requests WHERE name = ?", [name])).toBe(1);
  expect(await count("SELECT count(*) AS n FROM request_photos WHERE request = ?", [before + 1])).toBe(1);
  const photoMails = () =>
    sut.smtp.received.reduce(
      (sum, mail) => sum + (mail.raw.match(new RegExp(`filename="?R-${before + 1}-photo-\\d+\\.jpg`, "g"))?.length ?? 0),
      0,
    );
  await expect.poll(photoMails, { timeout: 15_000 }).toBe(1);
  await waitForSweeps(sut.log, "e-mails", 2);
  expect(photoMails()).toBe(1);

  // The next request takes the next number: no reference was skipped.
  const next = await sut.postRoadside({ name: uniqueName("Next Driver") });
  expect(next.id).toBe(before + 2);
  await context.close();
});

test(
  "Back after sending a roadside request keeps the status link: the form says what was sent, and links it",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sut.site}/`);
    await page.goto(`${sut.site}/roadside`);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
    await page.getByLabel("Phone").fill("519-555-0364");
    // A driver who wants no texts: the status link is all they have.
    await page.getByText("Text me updates").click();
    await page.getByLabel("Highway or road").selectOption("401");
    await page.getByLabel("Nearest exit, km marker or landmark").fill("km 109, Tilbury");
    await page.getByRole("button", { name: "Send Roadside Request" }).click();
    const reference = await page.getByTestId("reference").textContent();
    const statusPath = await page.getByRole("link", { name: "Follow your request" }).getAttribute("href");
    expect(reference).toMatch(/^R-\d+$/);

    await page.goBack();
    await expect(page).toHaveURL(`${sut.site}/`);
    await page.goForward();
    await expect(page).toHaveURL(`${sut.site}/roadside`);
    const sent = page.getByRole("status").filter({ hasText: `You sent ${reference} at` });
    await expect(sent).toHaveText(new RegExp(`^You sent ${reference} at \\d{1,2}:\\d\\d [AP]M: follow it$`));
    await expect(sent.getByRole("link", { name: "follow it" })).toHaveAttribute("href", statusPath!);
    // Coming to the form again in this tab says it too; the form itself is empty, for another request.
    await page.goto(`${sut.site}/roadside`);
    await expect(page.getByRole("link", { name: "follow it" })).toHaveAttribute("href", statusPath!);
    await expect(page.getByLabel("Phone")).toHaveValue("");
    await context.close();
  },
);

test("the owner's Send estimate tapped twice makes one version and one text; after a send the form shows the version and 'Write a new version'", async ({
  browser,
}) => {
  const number = "+15195550365";
  const { id, statusToken } = await sut.postRoadside({ name: uniqueName("Double Tap Driver"), phone: "519-555-0365", textUpdates: true });
  await expect.poll(() => textsTo(number).length, { timeout: 10_000 }).toBe(1);
  const ownerPage = await sut.signedInPage(browser, owner);
  await sendEstimate(ownerPage, id, { tap: "dblclick" });
  await expect(ownerPage.getByText(/^Version 1 sent to the driver .*: waiting for their answer\.$/)).toBeVisible();
  const write = ownerPage.getByText("Write a new version");
  await expect(write).toBeVisible();
  await expect(ownerPage.getByRole("button", { name: "Send estimate" })).toBeHidden();
  await write.click();
  // The form starts from the version sent, every line readable: its totals, not "once every line can be read".
  await expect(ownerPage.getByText("Subtotal $518.95 · HST 13 % $67.46 · Total $586.41")).toBeVisible();
  await expect(ownerPage.getByText("Totals show once every line can be read.")).toHaveCount(0);
  await expect(ownerPage.getByText("Version 2", { exact: true })).toBeVisible();
  await ownerPage.getByLabel("Part 1: unit price").fill("8x");
  await expect(ownerPage.getByText("Totals show once every line can be read.")).toBeVisible();
  await ownerPage.getByLabel("Part 1: unit price").fill("83.95");
  // The very lines of version 1 again: no version 2.
  await ownerPage.getByRole("button", { name: "Send estimate" }).click();
  await expect(ownerPage.getByText("Version 1 already has these lines, so nothing new was sent.").first()).toBeVisible();
  await expectNoAxeViolations(ownerPage);

  // Without JavaScript the same post twice (the browser re-posting): one version still.
  const client = await sut.plainClient({ Origin: sut.site });
  const cookies = await ownerPage.context().cookies();
  const post = {
    headers: {
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    data: new URLSearchParams([
      ["after", "1"],
      ["callOut", "175"],
      ["labourHours", "2"],
      ["labourRate", "130"],
      ["partDescription", "Air dryer cartridge"],
      ["partQuantity", "1"],
      ["partPrice", "83.95"],
      ["partDescription", "Fitting"],
      ["partQuantity", "1"],
      ["partPrice", "15"],
    ]).toString(),
  };
  const answers = [await client.post(`/owner/requests/${id}/estimate`, post), await client.post(`/owner/requests/${id}/estimate`, post)];
  expect(answers.map((answer) => answer.status())).toEqual([303, 303]);
  await client.dispose();
  expect(await count("SELECT count(*) AS n FROM estimates WHERE request = ?", [id])).toBe(2);

  await expect.poll(() => textsTo(number).length, { timeout: 15_000 }).toBe(3);
  await waitForSweeps(sut.log, "texts", 2);
  const ready = textsTo(number).filter((text) => text.body.includes("your estimate for"));
  expect(ready.map((text) => text.body.match(/\$[\d,.]+ with HST/)?.[0])).toEqual(["$586.41 with HST", "$603.36 with HST"]);
  // The driver's page shows version 2 with what changed, never "changed" with nothing changed.
  const driver = await sut.driverPage(browser, statusToken);
  await expect(driver.getByText("Changed since version 1 ($586.41):")).toBeVisible();
  await expect(driver.getByText("Added: Fitting: 1 × $15.00 = $15.00")).toBeVisible();
  await driver.context().close();
  await ownerPage.context().close();
});

test("texts go in the order things happened with the default fold: received, assigned, the reply, the estimate", async ({ browser }) => {
  const number = "+15195550366";
  const { id } = await sut.postRoadside({ name: uniqueName("Ordered Texts Driver"), phone: "519-555-0366", textUpdates: true });
  await expect.poll(() => textsTo(number).length, { timeout: 10_000 }).toBe(1);
  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await waitForHydration(ownerPage);
  await ownerPage.getByLabel("Status", { exact: true }).selectOption("dispatched");
  await ownerPage.getByLabel("Technician").selectOption("other");
  await ownerPage.getByLabel("Someone else: first name").fill("Mike");
  await ownerPage.getByText("30 min").click();
  await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
  await expect(ownerPage.getByText(/Status and arrival set to: dispatched: Mike, arriving about/)).toBeVisible();
  // At once, as a dispatcher does: the reply, then the estimate.
  await ownerPage.getByLabel(/Reply to the driver/).fill("Mike has the air dryer with him.");
  await ownerPage.getByRole("button", { name: "Send reply" }).click();
  await expect(ownerPage.getByRole("list", { name: `Messages about R-${id}` })).toContainText("Mike has the air dryer with him.");
  await sendEstimate(ownerPage, id);
  await expect(ownerPage.getByText(/Version 1 sent to the driver/)).toBeVisible();

  await expect.poll(() => textsTo(number).length, { timeout: 20_000 }).toBe(4);
  await waitForSweeps(sut.log, "texts", 2);
  expect(textsTo(number).map((text) => text.body.split(": ").slice(1, 2)[0])).toEqual([
    expect.stringMatching(/^we got your roadside request/),
    expect.stringMatching(/^Mike is assigned to R-\d+, arriving about/),
    expect.stringMatching(/^dispatcher, about R-\d+/),
    expect.stringMatching(/^your estimate for R-\d+ is ready/),
  ]);
  await ownerPage.context().close();
});

test(
  "with JavaScript off the status page says what waits on the driver, and its forms post as before",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id, statusToken } = await sut.postRoadside({ name: uniqueName("No Script Driver") });
    const ownerPage = await sut.signedInPage(browser, owner);
    await sendEstimate(ownerPage, id);
    await expect(ownerPage.getByText(/Version 1 sent to the driver/)).toBeVisible();
    await ownerPage.context().close();

    const context = await phoneContext(browser, { javaScript: false });
    const driver = await context.newPage();
    await driver.goto(`${sut.site}/request/${statusToken}`);
    const top = driver.getByTestId("what-waits");
    await expect(top.getByRole("heading", { name: "Your approval is needed: $586.41" })).toBeVisible();
    await expect(driver.getByRole("link", { name: "Check for updates" })).toBeVisible();
    await driver.screenshot({ path: "/tmp/status-no-javascript.png" });
    await driver.getByLabel("Message to the dispatcher").fill("Blue Freightliner, north lot");
    await driver.getByRole("button", { name: "Send message" }).click();
    await expect(driver.getByRole("list", { name: `Messages about R-${id}` })).toContainText("Blue Freightliner, north lot");
    // A browser sending the same post again (a reload that re-posts) from its address: one message
    // more, not two (the page's own post above came from another address, so it is another message).
    const client = await sut.plainClient({ Origin: sut.site });
    const again = { multipart: { message: "Blue Freightliner, north lot", after: "0" } };
    await client.post(`/request/${statusToken}/message`, again);
    await client.post(`/request/${statusToken}/message`, again);
    await client.dispose();
    expect(
      await count("SELECT count(*) AS n FROM request_messages WHERE request = ? AND body = ?", [id, "Blue Freightliner, north lot"]),
    ).toBe(2);

    await driver.getByLabel(/Your name/).fill("Jane Roy");
    await driver.getByLabel("I may approve this repair for this truck").check();
    await driver.getByRole("button", { name: "Approve $586.41" }).click();
    await expect(top.getByRole("heading", { name: "You approved $586.41" })).toBeVisible();
    // No axe here: it runs as a script, and this page has none (the same screens are checked with it above).
    await context.close();
  },
);

/** A small camera-like photo, made the way the server will read it. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 160, b: 30 } } })
    .jpeg()
    .toBuffer();
