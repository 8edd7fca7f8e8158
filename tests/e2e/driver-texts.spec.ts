/**
 * The driver hears from us: a text at each step through Twilio's Messages API (a
 * double on loopback), who is coming and when on the open status page within 10 s of the
 * owner's change, and messages both ways: on the status page (JavaScript off) and by text
 * through the signed webhook, where STOP, START and HELP are honoured and a forged post is a 403.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, expectVisibleAfterReload, test, waitForHydration, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";
import { bundledCommand } from "../../scripts/bundle-commands";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const owner = { email: "texts-owner@example.com", password: "the driver hears from us" };
// SITE_URL stays the default: another value would make `npm start` rebuild the shared build. The
// provider signs the address it was told (SITE_URL's), and the post comes to this test's server.
const siteUrl = "https://www.example.com";
let sms: SmsDouble;
let sut: SiteUnderTest;

/** A text to the business number, as the provider's webhook delivers it to this server. */
const inbound = (text: { from: string; body: string }, options: Parameters<SmsDouble["deliverInbound"]>[2] = {}) =>
  sms.deliverInbound(`${siteUrl}/sms/inbound`, text, { postTo: `${sut.site}/sms/inbound`, ...options });

test.beforeAll(async () => {
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port: testPort(4441),
    env: {
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
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

const textsTo = (phone: string) => sms.texts.filter((text) => text.to === phone);

async function countMessages() {
  const db = sut.database();
  const count = Number((await db.execute("SELECT count(*) AS n FROM request_messages")).rows[0]!.n);
  await db.close();
  return count;
}

test("texts the driver at each step, and the open status page shows who is coming within 10 s", async ({ browser }) => {
  const { id, statusToken } = await sut.postRoadside({ name: "Texted Driver", phone: "519-555-0177", textUpdates: true });
  await expect.poll(() => textsTo("+15195550177").length, { timeout: 10_000 }).toBe(1);
  const [received] = textsTo("+15195550177");
  expect(received!.body).toContain(`roadside request R-${id}`);
  expect(received!.body).toContain(`${siteUrl}/request/${statusToken}`);
  expect(received!.body).toMatch(/^Southern Ontario Mobile Diesel: [\s\S]*Reply STOP to opt out\.$/);

  const driver = await sut.driverPage(browser, statusToken);
  await waitForHydration(driver);
  await expect(driver.getByText("This page updates itself every 5 seconds.")).toBeVisible();

  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await ownerPage.getByLabel("Status", { exact: true }).selectOption("on-the-way");
  await ownerPage.getByLabel("Technician").selectOption("other");
  await ownerPage.getByLabel("Someone else: first name").fill("Mike");
  await ownerPage.getByText("45 min").click();
  const changed = Date.now();
  await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
  await expect(ownerPage.getByText(/Status and arrival set to: on-the-way: Mike, arriving about/)).toBeVisible();

  await expect(driver.getByText(/^Mike is on the way · arriving about \d{1,2}:\d\d [AP]M$/)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - changed).toBeLessThan(10_000);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("On the way");
  await expectNoAxeViolations(driver);

  await expect.poll(() => textsTo("+15195550177").length, { timeout: 10_000 }).toBe(2);
  expect(textsTo("+15195550177")[1]!.body).toMatch(
    new RegExp(`Mike is on the way to you, arriving about \\d{1,2}:\\d\\d [AP]M \\(R-${id}\\)`),
  );
  // The history line is written after the SMS service answered.
  await expectVisibleAfterReload(
    ownerPage,
    ownerPage
      .getByRole("listitem")
      .filter({ hasText: /Texted to the driver: on the way: to 519-555-0177/ })
      .filter({ hasText: /SM[0-9a-f]{32}, queued/ }),
  );
  await ownerPage.context().close();
  await driver.context().close();
});

test("a driver who did not ask for texts gets none; the status page still shows every step", async ({ browser }) => {
  const { id } = await sut.postRoadside({ name: "Quiet Driver", phone: "519-555-0178" });
  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await expect(ownerPage.getByText("The driver did not ask for texts: updates show on the status page.")).toBeVisible();
  await ownerPage.getByLabel("Status", { exact: true }).selectOption("dispatched");
  await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
  await expect(ownerPage.getByText(/Status set to: dispatched/)).toBeVisible();
  // Nothing is owed (the status change wrote no text to send), and nothing went out.
  const db = sut.database();
  const owed = Number((await db.execute({ sql: "SELECT count(*) AS n FROM driver_texts WHERE request = ?", args: [id] })).rows[0]!.n);
  await db.close();
  expect(owed).toBe(0);
  await waitForSweeps(sut.log, "texts", 1);
  expect(textsTo("+15195550178")).toHaveLength(0);
  await ownerPage.context().close();
});

test("the driver writes with JavaScript off; the owner sees it first in the inbox and replies to the page and the phone", async ({
  browser,
}) => {
  const { id, statusToken } = await sut.postRoadside({ name: "Writing Driver", phone: "519-555-0179", textUpdates: true });
  await expect.poll(() => textsTo("+15195550179").length, { timeout: 10_000 }).toBe(1);

  const driver = await sut.driverPage(browser, statusToken, { javaScript: false });
  await driver.getByLabel("Message to the dispatcher").fill("I'm at the Husky, exit 109, east side of the lot");
  await driver.getByRole("button", { name: "Send message" }).click();
  const thread = driver.getByRole("list", { name: `Messages about R-${id}` });
  await expect(thread.getByText("I'm at the Husky, exit 109, east side of the lot")).toBeVisible();
  await expect(thread.getByText("You", { exact: true })).toBeVisible();

  // Nothing to send, and a photo that is not one: each says what is wrong; the words are kept.
  await driver.getByRole("button", { name: "Send message" }).click();
  await expect(driver.getByRole("alert")).toContainText("Write your message first.");
  await driver.getByLabel("Message to the dispatcher").fill("Here is the tire");
  await driver.getByLabel(/^Photos/).setInputFiles({ name: "tire.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await driver.getByRole("button", { name: "Send message" }).click();
  await expect(driver.getByRole("alert")).toContainText("Your message was sent; 1 photo was not kept.");
  await expect(driver.getByRole("alert")).toContainText("tire.jpg is not a photo we can open");

  const ownerPage = await sut.signedInPage(browser, owner);
  const newMessages = ownerPage.getByRole("region", { name: /New messages/ });
  await expect(newMessages).toContainText(`R-${id} · 2 new`);
  await expect(newMessages).toContainText("Here is the tire");
  await newMessages.getByRole("link", { name: new RegExp(`R-${id}`) }).click();
  const ownerThread = ownerPage.getByRole("list", { name: `Messages about R-${id}` });
  await expect(ownerThread.getByText("I'm at the Husky, exit 109, east side of the lot")).toBeVisible();
  await ownerPage.getByLabel(/Reply to the driver/).fill("Mike will be there in 10 minutes.");
  await ownerPage.getByRole("button", { name: "Send reply" }).click();
  await expect(ownerThread.getByText("Mike will be there in 10 minutes.")).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await expect.poll(() => textsTo("+15195550179").length, { timeout: 10_000 }).toBe(2);
  expect(textsTo("+15195550179")[1]!.body).toContain(`dispatcher, about R-${id}: Mike will be there in 10 minutes.`);

  // Read: it no longer waits in the inbox.
  await ownerPage.goto(`${sut.site}/owner`);
  await expect(ownerPage.getByRole("region", { name: /New messages/ })).toHaveCount(0);

  await driver.reload();
  await expect(thread.getByText("Dispatcher", { exact: true })).toBeVisible();
  await expect(thread.getByText("Mike will be there in 10 minutes.")).toBeVisible();
  await expect(driver.locator("body")).not.toContainText(owner.email);
  await ownerPage.context().close();
  await driver.context().close();
});

test(
  "with JavaScript the message form answers in place: refused, or sent with a photo not kept, said under the thread; sent, the form is empty again",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id, statusToken } = await sut.postRoadside({ name: "Scripted Driver", phone: "519-555-0184" });
    const driver = await sut.driverPage(browser, statusToken);
    await waitForHydration(driver);
    const box = driver.getByLabel("Message to the dispatcher");
    const thread = driver.getByRole("list", { name: `Messages about R-${id}` });
    await driver.getByRole("button", { name: "Send message" }).click();
    await expect(driver.getByRole("alert")).toContainText("Write your message first.");
    expect(new URL(driver.url()).pathname).toBe(`/request/${statusToken}`);
    await box.fill("Here is the tire");
    await driver
      .getByLabel(/^Photos/)
      .setInputFiles({ name: "tire.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
    await driver.getByRole("button", { name: "Send message" }).click();
    await expect(driver.getByRole("alert")).toContainText("Your message was sent; 1 photo was not kept.");
    await expect(driver.getByRole("alert")).toContainText("tire.jpg is not a photo we can open");
    await expect(thread.getByText("Here is the tire")).toBeVisible();
    await expect(box).toHaveValue("");
    await box.fill("Blue Freightliner, north lot");
    await driver.getByRole("button", { name: "Send message" }).click();
    await expect(thread.getByText("Blue Freightliner, north lot")).toBeVisible();
    await expect(driver.getByRole("alert")).toHaveCount(0);
    await expect(box).toHaveValue("");
    expect(new URL(driver.url()).pathname).toBe(`/request/${statusToken}`);
    await driver.context().close();
  },
);

test(
  "a message over 1,000 characters, to an unknown token, or from a flood is refused clearly and keeps what was stored",
  { tag: "@engine-free" },
  async () => {
    const { statusToken } = await sut.postRoadside({ name: "Long Driver", phone: "519-555-0180" });
    const client = await sut.plainClient({ Origin: sut.site });
    const before = await countMessages();
    const long = await client.post(`/request/${statusToken}/message`, { multipart: { message: "x".repeat(1001) } });
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain("Keep it under 1,000 characters (this one has 1,001)");
    const unknown = await client.post(`/request/${"A".repeat(22)}/message`, { multipart: { message: "hello" } });
    expect(unknown.status()).toBe(404);
    expect(await countMessages()).toBe(before);
    for (let i = 0; i < 20; i++) {
      expect((await client.post(`/request/${statusToken}/message`, { multipart: { message: `Update ${i}` } })).status()).toBe(303);
    }
    const flood = await client.post(`/request/${statusToken}/message`, { multipart: { message: "one more" } });
    expect(flood.status()).toBe(429);
    expect(flood.headers()["retry-after"]).toBe("600");
    expect(await flood.text()).toContain("please call us instead");
    expect(await countMessages()).toBe(before + 20);
    await client.dispose();
  },
);

test("a text back joins the thread; STOP stops the texts, START brings them back, HELP answers; a forged webhook stores nothing", async ({
  browser,
}) => {
  const phone = "+15195550181";
  const { id } = await sut.postRoadside({ name: "Replying Driver", phone: "(519) 555-0181", textUpdates: true });
  await expect.poll(() => textsTo(phone).length, { timeout: 10_000 }).toBe(1);

  const before = await countMessages();
  for (const forged of [
    inbound({ from: phone, body: "forged" }, { signWith: "not-the-auth-token" }),
    inbound({ from: phone, body: "unsigned" }, { signWith: null }),
    // Signed for another address than the one posted to.
    sms.deliverInbound(`${siteUrl}/sms/other`, { from: phone, body: "moved" }, { postTo: `${sut.site}/sms/inbound` }),
  ]) {
    expect((await forged).status).toBe(403);
  }
  expect(await countMessages()).toBe(before);

  const answer = await inbound({ from: phone, body: "Exit 109, by the Husky sign" });
  expect(answer.status).toBe(200);
  expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  const help = await inbound({ from: phone, body: "help" });
  expect(help.body).toContain("<Message>Southern Ontario Mobile Diesel: texts about your service request. Call");

  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await expect(ownerPage.getByRole("list", { name: `Messages about R-${id}` })).toContainText("Exit 109, by the Husky sign");
  await expect(ownerPage.getByRole("list", { name: `Messages about R-${id}` })).toContainText("by text");

  expect((await inbound({ from: phone, body: "STOP" })).status).toBe(200);
  await ownerPage.reload();
  await expect(ownerPage.getByText("The driver replied STOP: no texts go to this number until they reply START.")).toBeVisible();
  await ownerPage.getByLabel("Status", { exact: true }).selectOption("done");
  await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
  await expect(ownerPage.getByText(/Status set to: done/)).toBeVisible();
  // The sender took up the completed text and let it go: only then is "no text" an answer.
  await expect
    .poll(() => sut.events(id, "text-cancelled"), { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(/the driver replied STOP$/));
  expect(textsTo(phone)).toHaveLength(1);

  const start = await inbound({ from: phone, body: "Start" });
  expect(start.body).toContain("you will get texts about your request again");
  await ownerPage.reload();
  await expect(ownerPage.getByText(/The driver gets a text at each step/)).toBeVisible();
  await ownerPage.context().close();

  // A text from a number with no open request waits in the inbox, and a flood from one number is capped.
  const stranger = "+12265550999";
  for (let i = 0; i < 22; i++) await inbound({ from: stranger, body: `Is anyone there? ${i}` });
  const db = sut.database();
  const kept = Number(
    (await db.execute({ sql: "SELECT count(*) AS n FROM request_messages WHERE from_phone = ?", args: [stranger] })).rows[0]!.n,
  );
  await db.close();
  expect(kept).toBe(20);
});

test("a status set from the terminal (npm run leads -- --status) is texted by the running site", async () => {
  const phone = "+15195550182";
  const { id } = await sut.postRoadside({ name: "Terminal Driver", phone: "519-555-0182", textUpdates: true });
  await expect.poll(() => textsTo(phone).length, { timeout: 10_000 }).toBe(1);
  const { stdout } = await promisify(execFile)(process.execPath, [bundledCommand("leads"), "--status", String(id), "dispatched"], {
    env: {
      ...process.env,
      ...sut.databaseEnv,
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      SMS_FOLD_SECONDS: "0",
    },
  });
  expect(stdout).toContain(`Request #${id} is now dispatched. The driver will be texted by the running site.`);
  // The site's sweep (every 5 s) finds what another process owed.
  await expect.poll(() => textsTo(phone).length, { timeout: 15_000 }).toBe(2);
  expect(textsTo(phone)[1]!.body).toContain(`A technician is assigned to R-${id}.`);
});
