/**
 * The job ends paid: a completed, approved job gets an invoice with the year's next number (from
 * the request's page, or `npm run leads -- --invoice`), the driver sees it on the status page and
 * pays by card through Stripe Checkout (a double on loopback that checks the secret key and
 * answers as Stripe does), and the invoice is paid only when a correctly signed webhook says so.
 * Forged, stale, replayed and wrong-amount events change nothing; the owner marks invoices paid
 * on site or puts them on account; texts and the owner's alert go once; the accountant's page and
 * CSV match the invoices. At 390 px and 1440 px, with JavaScript and without. (Without Stripe
 * set up, the invoice panel is checked in app/flows/invoices/invoice-panel.test.tsx: one server here.)
 */
import { bundledCommand } from "../../scripts/bundle-commands";
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { startStripeDouble, type StripeDouble } from "../../test-support/stripe-api-double";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, fullChromium, test, waitForHydration, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const owner = { email: "invoices-owner@example.com", password: "the job ends paid, on the phone" };
// SITE_URL stays the default (another would make the test server rebuild the shared build): Stripe
// sends the driver back to it, and the browser is routed from there to this test's server.
const siteUrl = "https://www.example.com";
/** Where the screenshots of the new screens go (to look at them), besides the test's own output. */
const shots = process.env.INVOICE_SHOTS_DIR;
let stripe: StripeDouble;
let sms: SmsDouble;
let sut: SiteUnderTest;
const year = Number(new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone: "America/Toronto" }).format(new Date()));
const numbered = (sequence: number) => `${year}-${String(sequence).padStart(4, "0")}`;

test.beforeAll(async () => {
  stripe = await startStripeDouble();
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port: testPort(4547),
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      SMS_FOLD_SECONDS: "1",
      SWEEP_SECONDS: "1",
    },
  });
  stripe.deliverTo(`${sut.site}/stripe/webhook`);
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
  await stripe?.close();
  await sms?.close();
});

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    fs.copyFileSync(file, path.join(shots, `${name}.png`));
  }
}

/** The browser follows Stripe's return to SITE_URL into this test's server. */
async function routeSiteUrl(page: Page) {
  await page
    .context()
    .route(`${siteUrl}/**`, (route) =>
      route.fulfill({ status: 302, headers: { Location: route.request().url().replace(siteUrl, sut.site) } }),
    );
}

/** The number of sheets a page prints on (Letter), as Chromium lays it out for print. */
async function printedSheets(page: Page): Promise<number> {
  await page.emulateMedia({ media: "print" });
  const pdf = (await page.pdf({ format: "Letter", printBackground: true })).toString("latin1");
  await page.emulateMedia({ media: "screen" });
  return (pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/**
 * A roadside job done as the site does it: the driver's request (texts wanted), the owner's
 * estimate (call-out $175, 1.5 h × $129.99, a brake chamber $64.50: $490.97 with HST), the
 * driver's approval with PO-4411, and the status set to Completed.
 */
async function completedApprovedJob(ownerPage: Page, name: string, phone: string) {
  const { id, statusToken } = await sut.postRoadside({ name, phone, textUpdates: true, fields: { unit: "Unit 12" } });
  const asOwner = { headers: { Origin: sut.site } };
  const sent = await ownerPage.request.post(`${sut.site}/owner/requests/${id}/estimate`, {
    ...asOwner,
    form: {
      callOut: "175",
      labourHours: "1.5",
      labourRate: "129.99",
      partDescription: "Brake chamber",
      partQuantity: "1",
      partPrice: "64.50",
    },
  });
  expect(sent.ok()).toBe(true);
  const driver = await sut.plainClient({ Origin: sut.site });
  const approved = await driver.post(`/request/${statusToken}/estimate`, {
    form: { version: "1", decision: "approve", name, poNumber: "PO-4411", authority: "yes" },
  });
  expect(approved.status()).toBe(303);
  await driver.dispose();
  expect(
    (await ownerPage.request.post(`${sut.site}/owner/requests/${id}`, { ...asOwner, form: { intent: "status", status: "done" } })).ok(),
  ).toBe(true);
  return { id, statusToken };
}

const textsTo = (phone: string) => sms.texts.filter((text) => text.to === phone);
const mailsAbout = (id: number, words: string) => sut.smtp.received.filter((mail) => mail.raw.includes(`Subject: R-${id}: ${words}`));

async function invoiceRow(number: string) {
  const db = sut.database();
  const row = (await db.execute({ sql: "SELECT * FROM invoices WHERE number = ?", args: [number] })).rows[0];
  await db.close();
  return row;
}

/** A post that declares its length and sends only its start: the answer comes before the rest is read. */
function declaredPost(path: string, declared: number) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const request = http.request(
      `${sut.site}${path}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(declared), "Stripe-Signature": "t=1,v1=00" },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0 });
          request.destroy();
        });
      },
    );
    // The server may close the connection without reading the rest of a refused post.
    request.on("error", (error) => (request.writableFinished ? undefined : reject(error)));
    request.write(Buffer.alloc(1024, 0x20));
  });
}

function leads(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [bundledCommand("leads"), ...args],
      // The server's settings: the invoice's text is owed in the database for the running site to send.
      {
        env: {
          ...process.env,
          ...sut.databaseEnv,
          TWILIO_ACCOUNT_SID: sms.accountSid,
          TWILIO_AUTH_TOKEN: sms.authToken,
          TWILIO_FROM: "+15195550100",
          TWILIO_API_URL: sms.url,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function ownerAt(browser: Browser, width: number) {
  const page = await sut.signedInPage(browser, owner);
  await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
  return page;
}

test("a completed, approved job gets an invoice, the driver pays by card once, and it is paid when the signed webhook says so", async ({
  browser,
}) => {
  const ownerPage = await ownerAt(browser, 390);
  const phone = "519-555-0181";
  const { id, statusToken } = await completedApprovedJob(ownerPage, "Jane Roy", phone);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await waitForHydration(ownerPage);
  const section = ownerPage.getByRole("region", { name: "Invoice" });
  await expect(section.getByRole("heading", { name: "Make the invoice" })).toBeVisible();
  // Filled from the request and the approval.
  await expect(section.getByLabel("Customer's name")).toHaveValue("Jane Roy");
  await expect(section.getByLabel("Unit", { exact: true })).toHaveValue("Unit 12");
  await expect(section.getByLabel("PO number")).toHaveValue("PO-4411");
  await expect(section.getByLabel("Labour hours")).toHaveValue("1.5");
  await expect(section.getByLabel("Part 1: what")).toHaveValue("Brake chamber");
  // The approved lines' totals show at once, before any change.
  await expect(section.getByText(/^Subtotal \$\S+ · HST 13 % \$\S+ · Total \$\S+$/)).toBeVisible();
  // The job took longer and needed a part nobody approved.
  await section.getByLabel("Company").fill("Roy Haulage");
  await section.getByLabel("Labour hours").fill("2");
  await section.getByLabel("Part 2: what").fill("Air dryer cartridge");
  await section.getByLabel("Part 2: unit price").fill("89.99");
  // 175 + 259.98 + 64.50 + 89.99 = 589.47; HST 76.63 (76.6311); 666.10.
  await expect(section.getByText("Subtotal $589.47 · HST 13 % $76.63 · Total $666.10")).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-make-invoice-390");
  await section.getByRole("button", { name: "Make the invoice" }).click();
  const number = numbered(1);
  await expect(section.getByRole("link", { name: new RegExp(`Invoice ${number}.*\\$666\\.10.*Unpaid`) })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Make the invoice" })).toHaveCount(0);
  // A second post (a double tap, a page still showing the form) makes no second invoice.
  const again = await ownerPage.request.post(`${sut.site}/owner/requests/${id}/invoice`, {
    headers: { Origin: sut.site },
    form: { customerName: "Jane Roy", callOut: "175" },
  });
  expect(again.ok()).toBe(true);
  const db = sut.database();
  expect(Number((await db.execute({ sql: "SELECT count(*) AS n FROM invoices WHERE request = ?", args: [id] })).rows[0]!.n)).toBe(1);
  await db.close();

  // The owner's invoice page: the law's facts, each change from the approval.
  await section.getByRole("link", { name: new RegExp(`Invoice ${number}`) }).click();
  const invoice = ownerPage.getByRole("article", { name: `Invoice ${number}` });
  await expect(invoice).toContainText("HST registration no. 000000000 RT0001");
  await expect(invoice).toContainText("Example Mobile Diesel Inc.");
  await expect(invoice).toContainText("Jane Roy, Roy Haulage");
  await expect(
    invoice.getByRole("row", {
      name: /Labour: 2 h × \$129\.99.*Changed after approval \(approved: Labour: 1\.5 h × \$129\.99 = \$194\.99\)/,
    }),
  ).toBeVisible();
  await expect(invoice.getByRole("row", { name: /Air dryer cartridge: 1 × \$89\.99.*Added after approval/ })).toBeVisible();
  await expect(invoice.getByRole("row", { name: /Total \(CAD\) \$666\.10/ })).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-invoice-390");
  await ownerPage.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-invoice-1440");
  expect(await printedSheets(ownerPage)).toBe(1);

  // The driver is texted once: "Your invoice … is ready".
  const invoiceText = `Southern Ontario Mobile Diesel: Your invoice ${number} for $666.10 is ready: ${siteUrl}/request/${statusToken}#invoice\nReply STOP to opt out.`;
  await expect.poll(() => textsTo("+15195550181").filter((text) => text.body === invoiceText).length, { timeout: 10_000 }).toBe(1);

  const driver = await sut.driverPage(browser, statusToken);
  await routeSiteUrl(driver);
  const panel = driver.getByRole("region", { name: "Your invoice" });
  await expect(panel.getByRole("article", { name: `Invoice ${number}` })).toContainText("PO-4411");
  await expect(panel.getByText("Added after approval")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Or pay another way" })).toBeVisible();
  await expectNoAxeViolations(driver);
  await shoot(driver, "driver-invoice-390");

  // The return page opened before any card payment was begun has nothing to confirm.
  await driver.goto(`${sut.site}/request/${statusToken}/payment`);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("No card payment yet");
  await expect(driver.getByText(`No card payment of invoice ${number} ($666.10) has been started.`)).toBeVisible();
  await driver.goto(`${sut.site}/request/${statusToken}`);

  // A double tap: two posts at once make one Checkout Session, for the total in cents, CAD, the number in its metadata.
  const tap = await sut.plainClient({ Origin: sut.site });
  const [first, second] = await Promise.all([
    tap.post(`/request/${statusToken}/pay`, { form: { invoice: number } }),
    tap.post(`/request/${statusToken}/pay`, { form: { invoice: number } }),
  ]);
  await tap.dispose();
  expect([first.status(), second.status()]).toEqual([303, 303]);
  expect(first.headers().location).toBe(second.headers().location);
  const sessions = stripe.sessions.filter((session) => session.metadata.invoice === number);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({
    amount_total: 66610,
    currency: "cad",
    client_reference_id: number,
    success_url: `${siteUrl}/request/${statusToken}/payment`,
    cancel_url: `${siteUrl}/request/${statusToken}#invoice`,
  });
  expect(first.headers().location).toBe(sessions[0]!.url);
  expect(stripe.calls.every((call) => call.authorization === `Bearer ${stripe.secretKey}`)).toBe(true);

  // The button sends the browser to Stripe's page for that session.
  await waitForHydration(driver);
  await panel.getByRole("button", { name: "Pay $666.10 by card" }).click();
  await expect(driver.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  expect(driver.url()).toBe(sessions[0]!.url);
  expect(stripe.sessions.filter((session) => session.metadata.invoice === number)).toHaveLength(1);

  // Coming back proves nothing: until the webhook, the return page is still confirming.
  await driver.goto(`${sut.site}/request/${statusToken}/payment`);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("We're confirming your payment");
  await waitForHydration(driver);
  await expect(driver.getByText("This page checks again every 3 seconds.")).toBeVisible();
  await expectNoAxeViolations(driver);
  await shoot(driver, "driver-payment-confirming-390");
  const { webhook, event } = await stripe.complete(sessions[0]!.id);
  expect(webhook).toEqual({ status: 200, body: `Invoice ${number} paid.` });
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Payment received", { timeout: 10_000 });
  await expect(driver.getByText(`$666.10 received for invoice ${number}`)).toBeVisible();
  await expectNoAxeViolations(driver);
  await shoot(driver, "driver-payment-received-390");

  // The receipt, and the owner's alert (a message of the thread, e-mailed to the owner), once each.
  await expect.poll(() => textsTo("+15195550181").filter((text) => text.body.includes(`for invoice ${number} by card`)).length).toBe(1);
  await expect.poll(() => mailsAbout(id, `Paid invoice ${number}: $666.10 by card.`).length, { timeout: 10_000 }).toBe(1);
  // Stripe sends the event again (its retry, or someone replaying it within the 5 minutes): taken once.
  expect(await stripe.send(event)).toEqual({ status: 200, body: `Event ${event.id} was taken already: nothing changed.` });
  await waitForSweeps(sut.log, "texts");
  await waitForSweeps(sut.log, "alerts");
  expect(textsTo("+15195550181").filter((text) => text.body.includes("receipt"))).toHaveLength(1);
  expect(mailsAbout(id, "Paid invoice")).toHaveLength(1);
  expect(await invoiceRow(number)).toMatchObject({ status: "paid", paid_method: "card", paid_by: "stripe" });

  await driver.goto(`${sut.site}/request/${statusToken}`);
  const paid = driver.getByRole("region", { name: "Invoice" });
  await expect(paid.getByText(/^Paid: Card \(online\), /)).toBeVisible();
  await expect(paid.getByRole("button", { name: /Pay .* by card/ })).toHaveCount(0);
  await driver.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(driver);
  await shoot(driver, "driver-invoice-paid-1440");
  // The invoice alone prints on one sheet.
  await driver.goto(`${sut.site}/request/${statusToken}/invoice`);
  await expect(driver.getByRole("article", { name: `Invoice ${number}` })).toBeVisible();
  await expectNoAxeViolations(driver);
  expect(await printedSheets(driver)).toBe(1);
  await driver.emulateMedia({ media: "print" });
  await shoot(driver, "driver-invoice-print");
  await driver.emulateMedia({ media: "screen" });

  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await expect(ownerPage.getByRole("region", { name: "History" })).toContainText(`Invoice paid: ${number}: $666.10 by card (pi_`);
  await expect(ownerPage.getByRole("region", { name: "Messages", exact: true })).toContainText("Payment (recorded by the site)");
  await ownerPage.context().close();
  await driver.context().close();
});

test("forged, stale, replayed and wrong-amount events change nothing; an unknown invoice is logged and answered 200", async ({
  browser,
}) => {
  const ownerPage = await ownerAt(browser, 390);
  const { id } = await completedApprovedJob(ownerPage, "Webhook Driver", "519-555-0182");
  await ownerPage.context().close();
  // npm run leads -- --invoice ID makes it from the approved estimate, and prints its number.
  const number = numbered(2);
  const made = await leads(["--invoice", String(id)]);
  expect(made).toMatchObject({
    code: 0,
    stdout: `Invoice ${number} for request #${id}: $490.97 with HST. The driver will be texted by the running site.\n`,
  });
  expect((await leads(["--invoice", String(id)])).stdout).toBe(`Request #${id} already has invoice ${number} ($490.97, unpaid).\n`);
  expect((await leads(["--invoice", "999999"])).code).toBe(1);
  await expect
    .poll(() => textsTo("+15195550182").filter((text) => text.body.includes(`Your invoice ${number} for $490.97 is ready`)).length, {
      timeout: 15_000,
    })
    .toBe(1);

  const session = {
    id: "cs_test_webhook",
    object: "checkout.session",
    amount_total: 49097,
    currency: "cad",
    payment_status: "paid",
    metadata: { invoice: number },
    client_reference_id: number,
    payment_intent: "pi_webhook",
  };
  const events = async () => {
    const db = sut.database();
    const n = Number((await db.execute("SELECT count(*) AS n FROM stripe_events")).rows[0]!.n);
    await db.close();
    return n;
  };
  const before = await events();
  const forged = stripe.signedEvent("checkout.session.completed", session, { secret: "whsec_notthesiteswebhooksecret" });
  expect(await stripe.send(forged)).toMatchObject({ status: 400, body: expect.stringContaining("No signatures found") });
  const good = stripe.signedEvent("checkout.session.completed", session);
  expect((await stripe.send(good, { signature: null })).status).toBe(400);
  expect((await stripe.send({ ...good, payload: good.payload.replace("49097", "1") })).status).toBe(400);
  const stale = stripe.signedEvent("checkout.session.completed", session, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
  expect(await stripe.send(stale)).toMatchObject({ status: 400, body: "Refused: Timestamp outside the tolerance zone" });
  expect(await events()).toBe(before);
  const cheap = stripe.signedEvent("checkout.session.completed", { ...session, amount_total: 49096 });
  expect(await stripe.send(cheap)).toMatchObject({ status: 200, body: "The amount does not match the invoice: not counted." });
  const dollars = stripe.signedEvent("checkout.session.completed", { ...session, currency: "usd" });
  expect((await stripe.send(dollars)).status).toBe(200);
  const pending = stripe.signedEvent("checkout.session.completed", { ...session, payment_status: "unpaid" });
  expect((await stripe.send(pending)).body).toContain("Not paid yet");
  expect(await invoiceRow(number)).toMatchObject({ status: "issued", paid_at: null });
  const unknown = stripe.signedEvent("checkout.session.completed", {
    ...session,
    metadata: { invoice: "2099-9999" },
    client_reference_id: null,
  });
  expect(await stripe.send(unknown)).toMatchObject({ status: 200, body: "No such invoice: nothing changed." });
  await expect
    .poll(() => sut.log())
    .toContain(`Stripe event ${unknown.id} (checkout.session.completed) names no invoice of this site (2099-9999): ignored.`);
  expect(await sut.events(id, "invoice-payment-refused")).toEqual([
    expect.stringContaining(`${number}: a card payment of $490.96 CAD does not match the invoice's $490.97 CAD`),
    expect.stringContaining(`${number}: a card payment of $490.97 USD does not match`),
  ]);
  // A delayed payment that settles later pays it; the same event again changes nothing.
  const settled = stripe.signedEvent("checkout.session.async_payment_succeeded", session);
  expect(await stripe.send(settled)).toMatchObject({ status: 200, body: `Invoice ${number} paid.` });
  expect((await stripe.send(settled)).body).toContain("was taken already");
  const another = stripe.signedEvent("checkout.session.completed", session);
  expect((await stripe.send(another)).body).toContain("does not wait for a payment: not counted");
  expect(await sut.events(id, "invoice-paid")).toHaveLength(1);
  await expect.poll(() => textsTo("+15195550182").filter((text) => text.body.includes("this text is your receipt")).length).toBe(1);
});

test("the owner marks an invoice paid on site or puts it on account; the inbox lists what is unpaid and overdue", async ({ browser }) => {
  const ownerPage = await ownerAt(browser, 390);
  const { id } = await completedApprovedJob(ownerPage, "Fleet Account Driver", "519-555-0183");
  const number = numbered(3);
  expect((await leads(["--invoice", String(id)])).stdout).toContain(`Invoice ${number} `);
  const row = await invoiceRow(number);
  await ownerPage.goto(`${sut.site}/owner/invoices/${String(row!.id)}`);
  await ownerPage.getByLabel("Terms").selectOption("30");
  await ownerPage.getByRole("button", { name: "Put on account" }).click();
  await expect(ownerPage.getByText(/^On account: due .* \(net 30\)$/)).toBeVisible();
  // A month later and unpaid: overdue, first in the inbox.
  const db = sut.database();
  await db.execute({ sql: "UPDATE invoices SET due_on = ? WHERE number = ?", args: ["2020-01-31", number] });
  await db.close();
  await ownerPage.goto(`${sut.site}/owner`);
  const unpaid = ownerPage.getByRole("region", { name: /^Unpaid: / });
  await expect(unpaid).toContainText("1 overdue");
  await expect(unpaid.getByRole("link", { name: new RegExp(`${number}.*\\$490\\.97.*overdue since January 31, 2020`) })).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-inbox-unpaid-390", { fullPage: false });

  await unpaid.getByRole("link", { name: new RegExp(number) }).click();
  await expect(ownerPage.getByText(/^Overdue: was due January 31, 2020 \(net 30\)$/)).toBeVisible();
  await ownerPage.getByLabel("How").selectOption("cheque");
  await ownerPage.getByLabel(/Reference/).fill("Cheque 1042");
  await ownerPage.getByRole("button", { name: "Mark paid" }).click();
  await expect(ownerPage.getByText(/^Paid: Cheque \(Cheque 1042\), /)).toBeVisible();
  await expect(ownerPage.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
  await expect.poll(() => textsTo("+15195550183").filter((text) => text.body.includes(`for invoice ${number} by cheque`)).length).toBe(1);
  // Marked twice (a second tab): once.
  const twice = await ownerPage.request.post(ownerPage.url(), { headers: { Origin: sut.site }, form: { intent: "paid", method: "cash" } });
  expect(twice.ok()).toBe(true);
  expect(await sut.events(id, "invoice-paid")).toEqual([`${number}: $490.97 by cheque (Cheque 1042)`]);
  await ownerPage.goto(`${sut.site}/owner`);
  await expect(ownerPage.getByRole("region", { name: /^Unpaid: / })).toHaveCount(0);
  await ownerPage.context().close();
});

test("a credit note cancels an invoice and a new one takes the next number; the accountant's totals and CSV match the invoices", async ({
  browser,
}) => {
  const ownerPage = await ownerAt(browser, 1440);
  const { id } = await completedApprovedJob(ownerPage, "Corrected Driver", "519-555-0184");
  const [wrong, note, right] = [numbered(4), numbered(5), numbered(6)];
  await leads(["--invoice", String(id)]);
  await ownerPage.goto(`${sut.site}/owner/invoices/${String((await invoiceRow(wrong))!.id)}`);
  await ownerPage.getByText("Cancel with a credit note…").click();
  await ownerPage.getByLabel("Why").fill("Billed to the driver, not the fleet");
  await ownerPage.getByLabel(`Cancel ${wrong} with a credit note`).check();
  await ownerPage.getByRole("button", { name: "Make the credit note" }).click();
  const section = ownerPage.getByRole("region", { name: "Invoice" });
  await expect(section.getByRole("link", { name: new RegExp(`Invoice ${wrong}.*Cancelled by credit note ${note}`) })).toBeVisible();
  await expect(section.getByRole("link", { name: new RegExp(`Credit note ${note}.*-\\$490\\.97`) })).toBeVisible();
  await section.getByLabel("Company").fill("Lakeshore Freight");
  await section.getByRole("button", { name: "Make the invoice" }).click();
  await expect(section.getByRole("link", { name: new RegExp(`Invoice ${right}.*\\$490\\.97.*Unpaid`) })).toBeVisible();
  await section.getByRole("link", { name: new RegExp(`Invoice ${right}`) }).click();
  await expect(ownerPage.getByText(`Replaces invoice ${wrong}, cancelled by a credit note.`)).toBeVisible();

  await ownerPage.getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  // Six numbers so far: 1 and 2 paid by card, 3 by cheque, 4 cancelled by 5, 6 unpaid.
  const totals = ownerPage.getByRole("region", { name: /\d{4}$/ });
  const figure = (label: string) => totals.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(figure("Invoices and credit notes")).toHaveText("6");
  await expect(figure("Total")).toHaveText("$2,139.01"); // 666.10 + 490.97 × 4 − 490.97 (the credit note takes one back)
  await expect(figure("HST collected")).toHaveText("$246.07"); // 76.63 + 56.48 × 3
  await expect(figure("Paid")).toHaveText("$1,648.04");
  await expect(figure("Unpaid")).toHaveText("$490.97");
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-invoices-1440");
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(ownerPage);
  await shoot(ownerPage, "owner-invoices-390");

  const month = new URL(
    (await ownerPage
      .getByRole("link", { name: /^Export .* \(CSV\)$/ })
      .first()
      .getAttribute("href")) ?? "",
    sut.site,
  );
  const csv = await (await ownerPage.request.get(month.href)).text();
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header).toBe("number,date,customer,company,po,subtotal,hst,total,status,paid_at,method");
  expect(rows.map((line) => line.split(",")[0])).toEqual([1, 2, 3, 4, 5, 6].map(numbered));
  const column = (name: string) => rows.map((line) => line.split(",")[header!.split(",").indexOf(name)]!);
  const cents = (values: string[]) => values.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
  expect(cents(column("total"))).toBe(213901);
  expect(cents(column("hst"))).toBe(24607);
  expect(column("status")).toEqual(["paid", "paid", "paid", "credited", "credit note", "unpaid"]);
  expect(column("method")).toEqual(["Card (online)", "Card (online)", "Cheque", "", "", ""]);
  expect(rows[0]).toContain("Jane Roy,Roy Haulage,PO-4411,589.47,76.63,666.10,paid,");
  expect(rows[4]).toContain("-434.49,-56.48,-490.97,credit note");
  // The command line prints the same.
  const printed = await leads(["--invoices", "--csv", "--month", month.searchParams.get("month")!]);
  expect(printed.stdout).toBe(csv);
  expect((await leads(["--invoices", "--csv"])).stdout).toBe(csv);
  await ownerPage.context().close();
});

test(
  "without JavaScript the owner makes the invoice with the plain form, and the driver pays and comes back to 'Payment received'",
  { tag: "@engine-free" },
  async () => {
    const browser = await fullChromium();
    try {
      const ownerPage = await ownerAt(browser, 390);
      const { id, statusToken } = await completedApprovedJob(ownerPage, "Plain Driver", "519-555-0185");
      const noJs = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        storageState: await ownerPage.context().storageState(),
      });
      await ownerPage.context().close();
      const ownerNoJs = await noJs.newPage();
      await ownerNoJs.goto(`${sut.site}/owner/requests/${id}`);
      await ownerNoJs.getByLabel("Customer's name").fill("");
      await ownerNoJs.getByRole("button", { name: "Make the invoice" }).click();
      await expect(ownerNoJs.getByRole("alert")).toContainText("Write who the invoice is for: a name or a company.");
      await ownerNoJs.getByLabel("Company").fill("Plain Fleet Inc.");
      await ownerNoJs.getByRole("button", { name: "Make the invoice" }).click();
      const number = numbered(7);
      await expect(ownerNoJs.getByRole("link", { name: new RegExp(`Invoice ${number} .*\\$490\\.97.*Unpaid`) })).toBeVisible();
      await noJs.close();

      const driver = await sut.driverPage(browser, statusToken, { javaScript: false });
      await routeSiteUrl(driver);
      await expect(driver.getByRole("region", { name: "Your invoice" })).toContainText("Plain Fleet Inc.");
      await shoot(driver, "driver-invoice-nojs-390");
      await driver.getByRole("button", { name: "Pay $490.97 by card" }).click();
      await expect(driver.getByRole("heading", { name: "Test checkout" })).toBeVisible();
      // Stripe's page: paid there, its webhook comes, then the browser goes back to the site.
      await driver.getByRole("button", { name: "Pay" }).click();
      await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Payment received");
      expect(driver.url()).toBe(`${sut.site}/request/${statusToken}/payment`);
      // (axe runs in the page's JavaScript: the same screens were checked with it on, above.)
      expect(await invoiceRow(number)).toMatchObject({ status: "paid" });
    } finally {
      await browser.close();
    }
  },
);

test(
  "outside attack: another request's link, a GET, a cross-site or unsigned post, a huge event, a session for a paid invoice",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const ownerPage = await ownerAt(browser, 390);
    const mine = await completedApprovedJob(ownerPage, "Target Driver", "519-555-0186");
    const theirs = await completedApprovedJob(ownerPage, "Other Driver", "519-555-0187");
    await ownerPage.context().close();
    await leads(["--invoice", String(mine.id)]);
    const number = numbered(8);
    const sessionsBefore = stripe.sessions.length;
    const client = await sut.plainClient({ Origin: sut.site });
    // Another request's link pays nothing of this one (it has no invoice of that number).
    const other = await client.post(`/request/${theirs.statusToken}/pay`, { form: { invoice: number } });
    expect(other.status()).toBe(409);
    expect(await other.text()).toContain("This invoice was replaced");
    expect((await client.post(`/request/${"A".repeat(22)}/pay`, { form: { invoice: number } })).status()).toBe(404);
    expect((await client.post(`/request/${mine.statusToken}/pay`, { form: { invoice: "<script>" } })).status()).toBe(400);
    expect((await client.get(`/request/${mine.statusToken}/pay`)).status()).toBe(405);
    expect((await client.get("/stripe/webhook")).status()).toBe(405);
    const crossSite = await sut.plainClient({ Origin: "https://evil.example" });
    expect((await crossSite.post(`/request/${mine.statusToken}/pay`, { form: { invoice: number } })).status()).toBe(403);
    await crossSite.dispose();
    // A post that says nowhere where it comes from is no page's.
    const bare = await sut.plainClient();
    expect((await bare.post(`/request/${mine.statusToken}/pay`, { form: { invoice: number } })).status()).toBe(403);
    // The owner's pages and exports, signed out.
    expect((await bare.get("/owner/invoices.csv")).status()).toBe(302);
    expect((await bare.get("/owner/invoices/1")).status()).toBe(302);
    await bare.dispose();
    const signedOut = await sut.plainClient({ Origin: sut.site });
    expect((await signedOut.post("/owner/invoices/1", { form: { intent: "paid", method: "cash" } })).status()).toBe(403);
    expect((await signedOut.post(`/owner/requests/${mine.id}/invoice`, { form: { customerName: "x" } })).status()).toBe(403);
    await signedOut.dispose();
    expect(stripe.sessions.length).toBe(sessionsBefore);

    // A huge event is refused before it is read; a forged one changes nothing.
    expect((await declaredPost("/stripe/webhook", 400 * 1024)).status).toBe(413);
    const session = {
      id: "cs_test_attack",
      object: "checkout.session",
      amount_total: 49097,
      currency: "cad",
      payment_status: "paid",
      metadata: { invoice: number },
    };
    const forged = stripe.signedEvent("checkout.session.completed", session, { secret: `whsec_${"0".repeat(32)}` });
    expect((await stripe.send(forged)).status).toBe(400);
    expect(await invoiceRow(number)).toMatchObject({ status: "issued" });

    // Paid, the button is gone and a post for a new session is refused: nobody pays twice.
    expect((await stripe.send(stripe.signedEvent("checkout.session.completed", session))).status).toBe(200);
    const paidAgain = await client.post(`/request/${mine.statusToken}/pay`, { form: { invoice: number } });
    expect(paidAgain.status()).toBe(409);
    expect(await paidAgain.text()).toContain(`Invoice ${number} is paid.`);
    expect(stripe.sessions.length).toBe(sessionsBefore);
    await client.dispose();
  },
);

test("an invoice credited or paid on site expires its Checkout Session still open, which now ends within about an hour; a failed expiry keeps the credit note", async ({
  browser,
}) => {
  const ownerPage = await ownerAt(browser, 390);
  const asOwner = { headers: { Origin: sut.site }, maxRedirects: 0 };
  const driver = await sut.plainClient({ Origin: sut.site });
  /** A job invoiced, and its driver's Pay button tapped: the open session, as Stripe holds it. */
  async function openSession(name: string, phone: string) {
    const { id, statusToken } = await completedApprovedJob(ownerPage, name, phone);
    await leads(["--invoice", String(id)]);
    const db = sut.database();
    const row = (await db.execute({ sql: "SELECT id, number FROM invoices WHERE request = ?", args: [id] })).rows[0]!;
    await db.close();
    const tapped = Date.now();
    expect((await driver.post(`/request/${statusToken}/pay`, { form: { invoice: String(row.number) } })).status()).toBe(303);
    const session = stripe.sessions.find((each) => each.metadata.invoice === row.number)!;
    // Not Stripe's 24 hours: an hour, at most ten minutes more (the double tap's one idempotency key).
    expect(session.expires_at * 1000 - tapped).toBeGreaterThan(59 * 60_000);
    expect(session.expires_at * 1000 - tapped).toBeLessThan(71 * 60_000);
    return { invoiceId: Number(row.id), session };
  }
  const expiredAtStripe = (session: string) =>
    stripe.calls.filter((call) => call.method === "POST" && call.path === `/v1/checkout/sessions/${session}/expire`).length;
  const credit = (invoiceId: number) =>
    ownerPage.request.post(`${sut.site}/owner/invoices/${invoiceId}`, {
      ...asOwner,
      form: { intent: "credit", reason: "Wrong unit on the invoice", confirm: "yes" },
    });

  // The attack: the Pay button made a session, then a credit note; the driver could still pay through it.
  const credited = await openSession("Expiry Driver", "519-555-0191");
  expect((await credit(credited.invoiceId)).status()).toBe(303);
  expect(expiredAtStripe(credited.session.id)).toBe(1);
  expect(credited.session.status).toBe("expired");
  expect((await driver.get(credited.session.url)).status()).toBe(410);

  // Paid on site: the same.
  const onSite = await openSession("Cash Driver", "519-555-0192");
  const paid = await ownerPage.request.post(`${sut.site}/owner/invoices/${onSite.invoiceId}`, {
    ...asOwner,
    form: { intent: "paid", method: "cash" },
  });
  expect(paid.status()).toBe(303);
  expect(expiredAtStripe(onSite.session.id)).toBe(1);
  expect(onSite.session.status).toBe("expired");

  // Stripe down at that moment: the credit note is made all the same, and the log says what failed.
  const unlucky = await openSession("Unlucky Driver", "519-555-0193");
  stripe.failExpire = true;
  try {
    expect((await credit(unlucky.invoiceId)).status()).toBe(303);
  } finally {
    stripe.failExpire = false;
  }
  expect(expiredAtStripe(unlucky.session.id)).toBeGreaterThan(0);
  const db = sut.database();
  const notes = (await db.execute({ sql: "SELECT kind FROM invoices WHERE credits = ?", args: [unlucky.invoiceId] })).rows;
  await db.close();
  expect(notes.map((note) => note.kind)).toEqual(["credit-note"]);
  expect(sut.log()).toContain("could not be expired");
  await driver.dispose();
  await ownerPage.context().close();
});
