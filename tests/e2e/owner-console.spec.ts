/**
 * The owner's console as one person on a phone at night uses it: a frame of its own, the next
 * step on the first screen of a new roadside request, a save that says what the driver was
 * texted, statuses in words, the board's rows, the list and the request side by side on a desk,
 * every driver action reaching the owner by text and e-mail with the request's link, the
 * channels chosen per kind, map links for typed locations, and history lines without provider ids.
 */
import type { Page } from "@playwright/test";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const owner = { email: "console-owner@example.com", password: "one person on a phone at night" };
const siteUrl = "https://www.example.com";
const ownerPhone = "+15195550112";
let sms: SmsDouble;
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port: testPort(4531),
    env: {
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      OWNER_ALERT_SMS_TO: ownerPhone,
      SMS_FOLD_SECONDS: "1",
      SWEEP_SECONDS: "1",
    },
  });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
  await sms?.close();
});

/** A mail's text as a person reads it: quoted-printable soft breaks joined and bytes decoded. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const mailsAbout = (id: number, words: string) =>
  sut.smtp.received.map((mail) => readable(mail.raw)).filter((text) => text.includes(`/owner/requests/${id}`) && text.includes(words));
const ownerTexts = () => sms.texts.filter((text) => text.to === ownerPhone);

/** A request's row on the board (the list of requests, not the waiting or messages sections). */
const boardRow = (page: Page, id: number) =>
  page.getByRole("list", { name: "Requests" }).getByRole("link", { name: new RegExp(`R-${id}\\b`) });

/** Whether the element's box lies inside the first screen, unscrolled. */
async function onFirstScreen(page: Page, name: string | RegExp, role: "button" | "link" | "combobox" | "textbox") {
  const box = await page.getByRole(role, { name }).first().boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test(
  "a new roadside request on a phone: the owner's frame, the next step on the first screen, a save that says what was texted, words not codes",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id } = await sut.postRoadside({
      name: "Console Driver",
      phone: "519-555-0133",
      textUpdates: true,
      fields: { road: "401", direction: "Eastbound", landmark: "exit 218" },
    });
    const maps = "https://www.google.com/maps/search/?api=1&query=Highway+401+Eastbound+exit+218+Ontario";
    // The owner hears of it by text with the map and the request's link, and by e-mail with both,
    // and no terminal command.
    await expect.poll(() => ownerTexts().filter((text) => text.body.includes(`R-${id}`)).length, { timeout: 10_000 }).toBe(1);
    const alert = ownerTexts().find((text) => text.body.includes(`R-${id}`))!;
    expect(alert.body).toContain(`Map: ${maps}`);
    expect(alert.body).toContain(`${siteUrl}/owner/requests/${id}`);
    await expect.poll(() => mailsAbout(id, "Console Driver").length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = mailsAbout(id, "Console Driver")[0]!;
    expect(mail).toContain(maps);
    expect(mail).not.toContain("npm run");

    const page = await sut.signedInPage(browser, owner);
    // The frame is the owner's: the back office's places and who is signed in, none of the public site's.
    await expect(page.locator("[data-owner-frame]")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Inbox" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Sign out ${owner.email}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Service Areas" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    // Not yet seen, it waits at the top with where it is and what is wrong.
    await expect(page.getByRole("region", { name: /Not yet seen/ })).toContainText("Hwy 401 Eastbound exit 218 · Flat or blown tire");
    await expectNoAxeViolations(page);

    await page.goto(`${sut.site}/owner/requests/${id}`);
    await waitForHydration(page);
    // At 2 a.m. on a phone: who, where with its map, the call button and the next step, unscrolled.
    expect(await onFirstScreen(page, /^Call Console Driver/, "link")).toBe(true);
    await expect(page.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", maps);
    expect(await onFirstScreen(page, "Open in Maps", "link")).toBe(true);
    expect(await onFirstScreen(page, "Assign", "link")).toBe(true);
    // Statuses read as the driver reads them.
    const statuses = await page.getByLabel("Status", { exact: true }).locator("option").allTextContents();
    expect(statuses).toEqual(expect.arrayContaining(["Received", "Technician assigned", "On the way", "Completed"]));
    expect(statuses.join(" ")).not.toMatch(/on-the-way|dispatched|\bdone\b|\bnew\b/);
    await expectNoAxeViolations(page);

    // Assign and give an arrival: the page stays where it is and says what the driver was told.
    await page.getByRole("link", { name: "Assign" }).click();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Technician assigned" });
    await page.getByLabel("Technician").selectOption("other");
    await page.getByLabel("Someone else: first name").fill("Mike");
    await page.getByText("45 min").click();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole("button", { name: "Save status and arrival" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /^Saved\. Texted the driver: .*Mike.*arriving about \d{1,2}:\d\d [AP]M/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
    await expect(page).toHaveURL(new RegExp(`/owner/requests/${id}`));

    // One tap for the next step: On the way.
    await page.getByRole("button", { name: "On the way" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved\. Texted the driver: .*on the way/i })).toBeVisible();

    // The history says what was sent in words; the provider's ids wait in a detail the owner opens.
    await expect.poll(async () => (await sut.events(id, "text-sent")).length, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.reload();
    const history = page.getByRole("region", { name: /History/ });
    await expect(history.getByText(/Texted to the driver/).first()).toBeVisible();
    const lines = await history.getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("details").forEach((detail) => detail.remove());
        return copy.textContent ?? "";
      }),
    );
    expect(lines.join("\n")).not.toMatch(/SM[0-9a-f]{32}|250 OK|queued as/);
    expect(await history.locator("details").count()).toBeGreaterThan(0);

    // Back on the board, the row says what, where, where it stands in words, who is on it and when.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Inbox" }).click();
    const row = boardRow(page, id);
    for (const words of ["On the way", "Roadside", "Hwy 401 Eastbound exit 218", "Flat or blown tire"])
      await expect(row).toContainText(words);
    await expect(row).toContainText(/Technician: Mike, arriving about \d{1,2}:\d\d [AP]M/);
    await page.context().close();
  },
);

test("a driver's message and an approval reach the owner by text and e-mail with the link within 10 s; a channel turned off stays quiet", async ({
  browser,
}) => {
  const { id, statusToken } = await sut.postRoadside({ name: "Approving Driver", phone: "519-555-0134" });
  const page = await sut.signedInPage(browser, owner);
  const driver = await sut.plainClient({ Origin: sut.site });
  const link = `${siteUrl}/owner/requests/${id}`;
  const textsAbout = (words: string) => ownerTexts().filter((text) => text.body.includes(words) && text.body.includes(link));

  const sent = Date.now();
  const words = "Pulled onto the shoulder 500 m past the exit 218 ramp";
  expect((await driver.post(`/request/${statusToken}/message`, { multipart: { message: words } })).status()).toBe(303);
  await expect.poll(() => textsAbout("Pulled onto the shoulder").length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => mailsAbout(id, "Pulled onto the shoulder").length, { timeout: 10_000 }).toBe(1);
  expect(Date.now() - sent).toBeLessThan(10_000);

  // An estimate, approved on the driver's phone: the owner hears of it the same ways.
  await page.goto(`${sut.site}/owner/requests/${id}`);
  await waitForHydration(page);
  await page.getByLabel("Call-out fee").fill("$175");
  await page.getByRole("button", { name: "Send estimate" }).click();
  await expect(page.getByText("Waiting for the customer's approval")).toBeVisible();
  const approved = Date.now();
  const approval = await driver.post(`/request/${statusToken}/estimate`, {
    form: { version: "1", decision: "approve", name: "Jane Roy", authority: "yes" },
  });
  expect(approval.status()).toBe(303);
  await expect.poll(() => textsAbout("Jane Roy").length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => mailsAbout(id, "Jane Roy").length, { timeout: 10_000 }).toBe(1);
  expect(Date.now() - approved).toBeLessThan(10_000);

  // The board names what came and where the estimate stands.
  await page.goto(`${sut.site}/owner`);
  await expect(page.getByRole("region", { name: /New messages/ })).toContainText("Estimate approved by Jane Roy");
  await expect(boardRow(page, id)).toContainText(/\$197\.75 approved/);

  // Texts off for drivers' messages: the next message is e-mailed, and never texted.
  await page.goto(`${sut.site}/owner/settings`);
  await page.locator("#message-text").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved: the next alerts go as chosen.")).toBeVisible();
  await expect(page.locator("#message-text")).not.toBeChecked();
  expect((await driver.post(`/request/${statusToken}/message`, { multipart: { message: "Still here, hazards on" } })).status()).toBe(303);
  await expect.poll(() => mailsAbout(id, "Still here, hazards on").length, { timeout: 10_000 }).toBe(1);
  await waitForSweeps(sut.log, "alerts", 2);
  expect(textsAbout("Still here, hazards on")).toHaveLength(0);
  await driver.dispose();
  await page.context().close();
});

test(
  "on a desk the list and the open request sit side by side, and every owner page passes axe at 390 and 1440 px",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id } = await sut.postRoadside({ name: "Desk Driver", phone: "519-555-0135" });
    const { id: next } = await sut.postRoadside({ name: "Next Desk Driver", phone: "519-555-0136" });
    const page = await sut.signedInPage(browser, owner);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Opened once (seen), they leave the waiting list for the board.
    for (const each of [id, next]) await page.goto(`${sut.site}/owner/requests/${each}`);
    await page.goto(`${sut.site}/owner`);
    await boardRow(page, id).click();
    await expect(page).toHaveURL(new RegExp(`/owner/requests/${id}$`));
    const request = page.locator("#request-heading");
    await expect(request).toHaveText(new RegExp(`R-${id}$`));
    // The list stays on the left, the current row marked; the request is on its right.
    const current = page.getByRole("list", { name: "Requests" }).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Desk Driver");
    const [listBox, requestBox] = [await current.boundingBox(), await request.boundingBox()];
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(requestBox!.x);
    // Another request opens beside the same list without going back.
    await boardRow(page, next).click();
    await expect(request).toHaveText(new RegExp(`R-${next}$`));
    await expect(boardRow(page, id)).toBeVisible();
    await expect(current).toContainText("Next Desk Driver");

    await expect(page.getByRole("banner").getByTitle(owner.email)).toBeVisible();
    const pages = ["/owner", `/owner/requests/${id}`, "/owner/reviews", "/owner/stats", "/owner/settings", "/owner/password"];
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of pages) {
        await page.goto(`${sut.site}${path}`);
        await expect(page.locator("[data-owner-frame]")).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
        // The place the page belongs to is the one marked (the inbox's for a request's page; none for the password).
        const marked = page.getByRole("navigation", { name: "Back office" }).locator('[aria-current="page"]');
        if (path === "/owner/password") await expect(marked).toHaveCount(0);
        else await expect(marked).toHaveAttribute("href", path.startsWith("/owner/requests/") ? "/owner" : path);
        await expectNoAxeViolations(page);
      }
    }
    await page.context().close();
  },
);

test("a flood of drivers' messages through many status links stops texting and e-mailing the owner, but not a request's first message; every message still reaches the inbox", async ({
  browser,
}) => {
  const links = await Promise.all(
    [0, 1, 2].map((index) => sut.postRoadside({ name: `Flooding Driver ${index}`, phone: `519-555-014${index}` })),
  );
  const driver = await sut.plainClient({ Origin: sut.site });
  // Fourteen messages over three links, each link well under its own limit of 20 in 10 minutes.
  const sent: { id: number; words: string }[] = [];
  for (let index = 0; index < 14; index++) {
    const { id, statusToken } = links[index % 3]!;
    const words = `Flood message number ${index + 1} of fourteen`;
    expect((await driver.post(`/request/${statusToken}/message`, { multipart: { message: words } })).status()).toBe(303);
    sent.push({ id, words });
    // The first, before the flood (this file's drivers wrote only a few before it), is e-mailed.
    if (index === 0) await expect.poll(() => mailsAbout(id, words).length, { timeout: 10_000 }).toBe(1);
  }
  await driver.dispose();
  // The last, past 12 in 10 minutes from every driver together, is not; its request's history says why.
  await waitForSweeps(sut.log, "alerts", 2);
  const last = sent.at(-1)!;
  expect(mailsAbout(last.id, last.words)).toHaveLength(0);
  expect(sent.filter((message) => mailsAbout(message.id, message.words).length > 0).length).toBeLessThanOrEqual(12);
  // A real driver's first message in the middle of that flood still reaches the owner.
  const real = await sut.postRoadside({ name: "Real Driver", phone: "519-555-0149" });
  const genuine = "Moved to the Husky at exit 109, call me";
  const realDriver = await sut.plainClient({ Origin: sut.site });
  expect((await realDriver.post(`/request/${real.statusToken}/message`, { multipart: { message: genuine } })).status()).toBe(303);
  await realDriver.dispose();
  await expect.poll(() => mailsAbout(real.id, genuine).length, { timeout: 10_000 }).toBe(1);

  const page = await sut.signedInPage(browser, owner);
  await page.goto(`${sut.site}/owner/requests/${last.id}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    /Text and e-mail held back.*messages from drivers in 10 minutes: this one is not texted or e-mailed \(it is in the inbox\)/,
  );
  // Nothing lost: every message of the flood is in its request's thread.
  for (const { id } of links) {
    await page.goto(`${sut.site}/owner/requests/${id}`);
    const thread = page.getByRole("region", { name: "Messages" });
    for (const message of sent.filter((each) => each.id === id)) await expect(thread).toContainText(message.words);
  }
  await page.context().close();
});
