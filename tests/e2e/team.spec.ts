/**
 * A team (technicians with their own sign-in) and the driver seeing them coming, end to end on
 * one server of this file's own: the owner command adds a technician; they see only their job
 * and are refused the owner's places (403, by page and by `.data`); an assignment alerts their
 * phone (the push double) and mobile (the Twilio double); their phone at 390 px, with its
 * location granted, taps On the way and its position reaches the driver's page as a distance;
 * a stale position says so; after Arrived nothing is shown and a post is refused; the history
 * names who did each step; the location endpoint refuses outsiders; axe on the new screens.
 */
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { startPushDouble, type PushDouble } from "../../test-support/push-service-double";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, signInTimeout, test } from "./fixtures";
import { startSiteUnderTest, type OwnerAccount, type SiteUnderTest } from "./site-under-test";

test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial", timeout: 90_000 });

const subject = "mailto:team-owner@example.com";
const owner = { email: "team-owner@example.com", password: "the whole shop answers at night" };
const mike = { email: "mike@example.com", password: "gloves on the steering wheel" };
const other = { email: "other-tech@example.com", password: "another truck another road" };
const mikesMobile = "+15195550188";
/** The driver's phone on the QEW in Hamilton; Mike about 12 km north-east of it. */
const driverSpot = { latitude: "43.2557", longitude: "-79.8711" };
const mikeSpot = { latitude: 43.33, longitude: -79.76, accuracy: 25 };

let push: PushDouble;
let sms: SmsDouble;
let sut: SiteUnderTest;
const port = testPort(4521);
const site = `http://127.0.0.1:${port}`;
const clients: APIRequestContext[] = [];

test.beforeAll(async () => {
  // A server and three accounts (scrypt at full cost each): on PostgreSQL beside other files, more than 30 s.
  test.setTimeout(120_000);
  push = await startPushDouble({ subject });
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port,
    env: {
      PUSH_ALLOW_LOCAL_ENDPOINTS: "1",
      NODE_EXTRA_CA_CERTS: push.certificateFile,
      VAPID_SUBJECT: subject,
      ESCALATE_AFTER_MINUTES: "1440",
      SWEEP_SECONDS: "1",
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      SMS_FOLD_SECONDS: "1",
    },
  });
  await sut.addOwner(owner);
  for (const [account, name, phone] of [
    [mike, "Mike Roy", mikesMobile],
    [other, "Olga Tran", null],
  ] as const) {
    const added = await sut.ownerCommand(
      ["add", account.email, "--role", "technician", "--name", name, ...(phone ? ["--phone", phone] : []), "--password-stdin"],
      `${account.password}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
  }
});

test.afterAll(async () => {
  for (const client of clients) await client.dispose();
  await sut?.stop();
  await push?.close();
  await sms?.close();
});

/** A member's signed-in session as an HTTP client (the sign-in form, as a browser posts it). */
async function signedIn(account: OwnerAccount): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({
    baseURL: site,
    extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress(), Origin: site },
  });
  clients.push(client);
  const answer = await client.post("/owner/sign-in", { form: { email: account.email, password: account.password, next: "/owner" } });
  expect(answer.ok()).toBe(true);
  return client;
}

async function memberId(email: string): Promise<number> {
  const db = sut.database();
  try {
    return Number((await db.execute({ sql: "SELECT id FROM owners WHERE email = ?", args: [email] })).rows[0]!.id);
  } finally {
    await db.close();
  }
}

const dispatch = (client: APIRequestContext, id: number, fields: Record<string, string>) =>
  client.post(`/owner/requests/${id}`, { form: { intent: "status", arrival: "keep", ...fields }, maxRedirects: 0 });

const postPosition = (client: APIRequestContext, id: number, body: unknown, headers: Record<string, string> = {}) =>
  client.post(`/owner/requests/${id}/location`, {
    data: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
    maxRedirects: 0,
  });

let mikesJob = 0;
let someoneElses = 0;
let mikesToken = "";

test("a technician added by the command is alerted of their job, sees only it, and is refused the owner's places by page and .data", async () => {
  const list = await sut.ownerCommand(["list"]);
  expect(list.stdout).toMatch(/mike@example\.com {2}technician {2}Mike Roy {2}\+15195550188/);
  expect(list.stdout).toMatch(/team-owner@example\.com {2}owner/);

  const ownerClient = await signedIn(owner);
  const mikeClient = await signedIn(mike);
  // Mike's phone turns alerts on (from My jobs) before anything is assigned.
  const subscribed = await mikeClient.post("/owner/push-subscriptions", {
    data: JSON.stringify({ ...push.subscribe("mike-phone"), expirationTime: null }),
    headers: { "Content-Type": "application/json" },
  });
  expect(subscribed.status()).toBe(201);

  const job = await sut.postRoadside({ name: "Team Driver", phone: "519-555-0402", fields: driverSpot });
  const elsewhere = await sut.postRoadside({ name: "Nobody's Driver", phone: "519-555-0403" });
  [mikesJob, someoneElses, mikesToken] = [job.id, elsewhere.id, job.statusToken];

  expect((await dispatch(ownerClient, mikesJob, { status: "dispatched", assignee: String(await memberId(mike.email)) })).status()).toBe(
    303,
  );
  // Alerted at once, on his phone and his mobile, with the job's link: once for the assignment.
  await expect.poll(() => push.received.filter((entry) => entry.device === "mike-phone").length, { timeout: 10_000 }).toBe(1);
  const alert = push.received.find((entry) => entry.device === "mike-phone")!;
  expect(alert.payload).toMatchObject({ url: `/owner/requests/${mikesJob}` });
  expect(String(alert.payload.title)).toContain("Assigned to you");
  await expect.poll(() => sms.texts.filter((text) => text.to === mikesMobile).length, { timeout: 10_000 }).toBe(1);
  // SITE_URL/owner/requests/ID (the build's SITE_URL: the test server keeps the one it was built for).
  expect(sms.texts.find((text) => text.to === mikesMobile)!.body).toMatch(new RegExp(`https?://\\S+/owner/requests/${mikesJob}$`));
  // The new requests themselves alerted no technician's phone.
  expect(push.received.filter((entry) => entry.device === "mike-phone" && entry.payload.url !== `/owner/requests/${mikesJob}`)).toEqual([]);

  const jobs = await mikeClient.get("/owner");
  expect(jobs.status()).toBe(200);
  const jobsPage = await jobs.text();
  expect(jobsPage).toContain("My jobs");
  expect(jobsPage).toContain(`R-${mikesJob}`);
  expect(jobsPage).not.toContain(`R-${someoneElses}`);
  expect((await mikeClient.get(`/owner/requests/${mikesJob}`)).status()).toBe(200);

  for (const path of [
    "/owner/stats",
    "/owner/reviews",
    "/owner/export.csv",
    "/owner/stats.csv",
    "/owner/team",
    "/owner/settings",
    `/owner/requests/${someoneElses}`,
  ]) {
    const page = await mikeClient.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(403);
    const body = await page.text();
    expect(body, path).not.toContain(`R-${someoneElses}`);
    expect(body, path).not.toContain("Team Driver");
    if (path.endsWith(".csv")) continue;
    const data = await mikeClient.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(403);
    expect(await data.text(), `${path}.data`).not.toContain(`R-${someoneElses}`);
  }
  // The owner-only changes are refused too: no spam, no forgetting, no posts on another's job.
  expect((await mikeClient.post(`/owner/requests/${mikesJob}`, { form: { intent: "spam" }, maxRedirects: 0 })).status()).toBe(403);
  expect((await dispatch(mikeClient, someoneElses, { status: "on-the-way" })).status()).toBe(403);
  expect((await mikeClient.post(`/owner/requests/${someoneElses}/reply`, { form: { reply: "hi" }, maxRedirects: 0 })).status()).toBe(403);
});

test("a technician never gets the driver's status link (page, .data, alerts) nor the invoice form, and cannot count requests by number", async () => {
  const ownerClient = await signedIn(owner);
  const mikeClient = await signedIn(mike);
  const job = await sut.postRoadside({ name: "Link Driver", phone: "519-555-0405", fields: driverSpot });
  expect((await dispatch(ownerClient, job.id, { status: "dispatched", assignee: String(await memberId(mike.email)) })).status()).toBe(303);
  // Estimated, approved from the driver's own page, completed: the owner's page now makes the invoice.
  const estimate = { callOut: "175", labourHours: "1", labourRate: "129.99" };
  expect((await ownerClient.post(`/owner/requests/${job.id}/estimate`, { form: estimate, maxRedirects: 0 })).status()).toBe(303);
  const driver = await sut.plainClient({ Origin: site });
  clients.push(driver);
  const approval = { version: "1", decision: "approve", name: "Link Driver", authority: "yes" };
  expect((await driver.post(`/request/${job.statusToken}/estimate`, { form: approval })).status()).toBe(303);
  expect((await dispatch(ownerClient, job.id, { status: "done" })).status()).toBe(303);

  const ownersPage = await (await ownerClient.get(`/owner/requests/${job.id}`)).text();
  expect(ownersPage).toContain(`/request/${job.statusToken}`);
  expect(ownersPage).toContain("Make the invoice");
  const mikesPage = await mikeClient.get(`/owner/requests/${job.id}`);
  expect(mikesPage.status()).toBe(200);
  const mikesData = await mikeClient.get(`/owner/requests/${job.id}.data`);
  expect(mikesData.status()).toBe(200);
  for (const body of [await mikesPage.text(), await mikesData.text()]) {
    // With the link he could approve an estimate or write as the driver, even after the job was taken from him.
    expect(body).not.toContain(job.statusToken);
    expect(body).not.toContain("Make the invoice");
    expect(body).not.toContain("approvedVersion");
  }
  // Nor in his alert of the assignment, on his phone or his mobile.
  await expect.poll(() => sms.texts.filter((text) => text.to === mikesMobile && text.body.includes(`/requests/${job.id}`)).length).toBe(1);
  await expect.poll(() => push.received.filter((entry) => entry.payload.url === `/owner/requests/${job.id}`).length).toBe(1);
  expect(JSON.stringify([...push.received, ...sms.texts])).not.toContain(job.statusToken);

  // Another's job and one that does not exist are refused alike, by page and .data: the numbers cannot be counted.
  for (const suffix of ["", ".data"]) {
    const [taken, missing] = [
      await mikeClient.get(`/owner/requests/${someoneElses}${suffix}`),
      await mikeClient.get(`/owner/requests/99999${suffix}`),
    ];
    expect([taken.status(), missing.status()], suffix).toEqual([403, 403]);
    expect(await missing.text(), suffix).toContain("This page is not open to your account");
  }
  expect((await ownerClient.get("/owner/requests/99999")).status()).toBe(404);
});

/** Mike's phone: 390 px, its location granted and set, signed in through the form. */
async function mikesPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() },
    geolocation: mikeSpot,
    permissions: ["geolocation"],
  });
  await context.grantPermissions(["geolocation"], { origin: site });
  const page = await context.newPage();
  await page.goto(`${site}/owner`);
  await page.getByLabel("Email").fill(mike.email);
  await page.getByLabel("Password").fill(mike.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My jobs" })).toBeVisible({ timeout: signInTimeout });
  return page;
}

test("the technician's phone sets On the way and the driver sees the distance; stale says so; after Arrived nothing is shown or taken", async ({
  browser,
}) => {
  const phone = await mikesPhone(browser);
  await expectNoAxeViolations(phone);
  // A technician's phones ring for their own jobs, and the page says so (not "every new request").
  await expect(phone.locator("#phone-alerts")).toContainText(/ring(s)? for each job assigned to you/);
  await phone.screenshot({ path: "/tmp/team-my-jobs-390.png", fullPage: true });
  await phone.getByRole("link", { name: new RegExp(`R-${mikesJob}`) }).click();
  await expect(phone.getByRole("heading", { level: 1, name: new RegExp(`R-${mikesJob}`) })).toBeVisible();
  await expect(phone.locator("[data-owner-frame]")).toHaveAttribute("data-hydrated", "true");
  // Owner-only places are not on his screen.
  await expect(phone.getByRole("button", { name: "Mark as spam" })).toHaveCount(0);
  await expect(phone.getByText("Forget this request…")).toHaveCount(0);
  const onTheWay = phone.getByRole("button", { name: "On the way" });
  expect((await onTheWay.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await onTheWay.click();
  await expect(phone.getByText(/Sharing your position with the driver/)).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: "/tmp/team-job-390.png", fullPage: true });

  const driver = await sut.driverPage(browser, mikesToken);
  await expect(driver.getByText(/Mike is about 1\d km away \(straight line\) · updated \d+ s ago/)).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(driver);
  await driver.screenshot({ path: "/tmp/team-driver-390.png", fullPage: true });

  // Six minutes old (the test's own connection to the server's database): shown as last seen.
  const db = sut.database();
  await db.execute({ sql: "UPDATE technician_positions SET at = at - 360000 WHERE request = ?", args: [mikesJob] });
  await db.close();
  await expect(driver.getByText(/Mike was about 1\d km away \(straight line\) · last seen 6 min ago/)).toBeVisible({ timeout: 10_000 });

  await phone.getByRole("button", { name: "Arrived" }).click();
  await expect(phone.getByText("Sharing your position", { exact: false })).toHaveCount(0);
  await expect(driver.getByRole("heading", { level: 1, name: "Arrived" })).toBeVisible({ timeout: 10_000 });
  await expect(driver.getByText(/km away|last seen/)).toHaveCount(0);
  expect((await postPosition(await signedIn(mike), mikesJob, mikeSpot)).status()).toBe(409);
  const db2 = sut.database();
  const kept = (await db2.execute({ sql: "SELECT count(*) AS n FROM technician_positions WHERE request = ?", args: [mikesJob] })).rows[0]!
    .n;
  await db2.close();
  expect(Number(kept)).toBe(0);

  await phone.getByRole("button", { name: "Completed" }).click();
  const history = phone.getByRole("region", { name: "History" });
  await expect(history.getByText(/On the way: Mike$/)).toBeVisible();
  await expect(history.getByText(/Arrived: Mike$/)).toBeVisible();
  await expect(history.getByText(/Completed: Mike$/)).toBeVisible();
  await phone.context().close();
  await driver.context().close();
});

test(
  "the location endpoint refuses another technician, the signed out, another origin, bad numbers and a huge body",
  { tag: "@engine-free" },
  async () => {
    const ownerClient = await signedIn(owner);
    const job = await sut.postRoadside({ name: "Attack Driver", phone: "519-555-0404", fields: driverSpot });
    await dispatch(ownerClient, job.id, { status: "on-the-way", assignee: String(await memberId(mike.email)) });
    const mikeClient = await signedIn(mike);
    const olga = await signedIn(other);
    const stranger = await sut.plainClient({ Origin: site });
    clients.push(stranger);

    expect((await postPosition(olga, job.id, mikeSpot)).status()).toBe(403);
    expect((await postPosition(stranger, job.id, mikeSpot)).status()).toBe(403);
    expect((await postPosition(mikeClient, job.id, mikeSpot, { Origin: "https://evil.example" })).status()).toBe(403);
    for (const bad of [
      { latitude: "43.3", longitude: -79.8 },
      { latitude: 43.3 },
      { latitude: 51.5, longitude: -0.12 },
      { latitude: 43.3, longitude: -79.8, accuracy: -1 },
      "{not json",
      "1e400",
    ]) {
      expect((await postPosition(mikeClient, job.id, bad)).status(), JSON.stringify(bad)).toBe(400);
    }
    const huge = await postPosition(mikeClient, job.id, JSON.stringify({ latitude: 43.3, longitude: -79.8, pad: "x".repeat(200_000) }));
    expect([413, 400]).toContain(huge.status());
    // The assigned technician and an owner are taken: one row, the latest.
    expect((await postPosition(mikeClient, job.id, mikeSpot)).status()).toBe(204);
    expect((await postPosition(ownerClient, job.id, { ...mikeSpot, latitude: 43.34 })).status()).toBe(204);
    const db = sut.database();
    const rows = (await db.execute({ sql: "SELECT latitude FROM technician_positions WHERE request = ?", args: [job.id] })).rows;
    await db.close();
    expect(rows.map((row) => Number(row.latitude))).toEqual([43.34]);
    // Never in the exports or the history.
    const csv = await (await ownerClient.get("/owner/export.csv")).text();
    expect(csv).not.toContain("43.34");
    expect((await sut.events(job.id, "status")).join(" ")).not.toContain("43.3");
  },
);

test("the owner's Team page adds a member with a sign-in link and removes one; axe at 1440 and 390 px", async ({ browser }) => {
  const page = await sut.signedInPage(browser, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site}/owner/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByText("Mike Roy")).toBeVisible();
  await page.getByLabel("Name").fill("Jean-Marc Roy");
  await page.getByLabel("E-mail").fill("jm@example.com");
  await page.getByLabel("Mobile").fill("519-555-0199");
  await page.getByRole("button", { name: "Add and send a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Added jm@example.com");
  await expect.poll(() => sut.smtp.received.filter((mail) => mail.to.includes("jm@example.com")).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => sms.texts.filter((text) => text.to === "+15195550199").length, { timeout: 10_000 }).toBe(1);
  // Invited, no password yet: the command says so (it said "password set" with the day of the invitation).
  const listed = (await sut.ownerCommand(["list"])).stdout.split("\n");
  expect(listed.find((line) => line.startsWith("jm@example.com"))).toMatch(/no password set \(invited\)\)$/);
  expect(listed.find((line) => line.startsWith("mike@example.com"))).toMatch(/password set \d{4}-\d\d-\d\d\)$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/team-page-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/team-page-390.png", fullPage: true });
  await page.getByRole("button", { name: "Remove Jean-Marc Roy" }).click();
  await expect(page.getByRole("status")).toContainText("Removed jm@example.com");
  await expect(page.getByRole("button", { name: `Remove ${owner.email}` })).toHaveCount(0);
  await page.context().close();
});
