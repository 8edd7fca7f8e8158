/**
 * The owner's phone alerts, end to end: a driver's post → the site's push, signed with VAPID and
 * encrypted to the device → a push service double on loopback (HTTPS, trusted through
 * NODE_EXTRA_CA_CERTS) that verifies the JWT and decrypts the payload; then the service worker's
 * push handler in Chromium (DevTools' ServiceWorker.deliverPushMessage) shows the notification.
 */
import { bundledCommand } from "../../scripts/bundle-commands";
import { execFile } from "node:child_process";
import type { APIRequestContext, Browser, Page, Worker } from "@playwright/test";
import { startPushDouble, type PushDouble } from "../../test-support/push-service-double";
import { testPort } from "../../test-support/environment";
import { expect, expectVisibleAfterReload, fullChromium, signInTimeout, test, waitForSweeps } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

// The service worker is part of what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test.describe.configure({ mode: "serial", timeout: 120_000 });

const subject = "mailto:alerts-owner@example.com";
const owner = { email: "alerts-owner@example.com", password: "ring my phone at three in the morning" };
let push: PushDouble;
let sut: SiteUnderTest;

test.beforeAll(async () => {
  push = await startPushDouble({ subject });
  sut = await startSiteUnderTest({
    port: testPort(4421),
    // The requests posted here stay unseen: no escalation round may add pushes to the counts
    // (escalation.spec.ts tests the rounds).
    env: {
      PUSH_ALLOW_LOCAL_ENDPOINTS: "1",
      NODE_EXTRA_CA_CERTS: push.certificateFile,
      VAPID_SUBJECT: subject,
      ESCALATE_AFTER_MINUTES: "1440",
      // Retries swept every second, and each sweep said, so "nothing more" is two sweeps, not seconds.
      SWEEP_SECONDS: "1",
      LOG_SWEEPS: "1",
    },
  });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
  await push?.close();
});

// Each phone here signs in itself ({ fresh: true }), as a phone that takes alerts does: its own
// device cookie, its service worker installed from the sign-in page on the way to the inbox.

/** The owner's signed-in session, as an API client: what the inbox's "Alert this phone" posts from. */
async function ownerClient(browser: Browser): Promise<APIRequestContext> {
  const page = await sut.signedInPage(browser, owner, { fresh: true });
  return page.request;
}

const subscribe = async (client: APIRequestContext, subscription: unknown) =>
  client.post(`${sut.site}/owner/push-subscriptions`, {
    data: JSON.stringify(subscription),
    headers: { "Content-Type": "application/json", Origin: sut.site },
  });

/** A roadside request from the Belle River exit, as the alert's words are checked against. */
const roadside = async (name: string) =>
  (
    await sut.postRoadside({
      name,
      phone: "519-555-0451",
      fields: { direction: "Eastbound", landmark: "Exit 109, Belle River", problems: "Air leak or brakes", load: "Reefer running" },
    })
  ).id;

/** Alerts of a request still owed (not yet sent, not given up): what a later sweep would send. */
async function unsentAlerts(id: number): Promise<number> {
  const db = sut.database();
  try {
    return Number(
      (await db.execute({ sql: "SELECT COUNT(*) AS n FROM alert_deliveries WHERE request = ? AND sent_at IS NULL", args: [id] })).rows[0]!
        .n,
    );
  } finally {
    await db.close();
  }
}

async function history(id: number) {
  const db = sut.database();
  const rows = (await db.execute({ sql: "SELECT type, detail FROM request_events WHERE request = ? ORDER BY id", args: [id] })).rows;
  await db.close();
  return rows.map((row) => ({ type: String(row.type), detail: String(row.detail ?? "") }));
}

/**
 * How long a pushed notification may take to appear. showNotification waits for the icon and
 * badge to be fetched from a busy test server and for the notification store's write; in a new
 * context it is also that store's first use. In three of about twenty full runs on the loaded
 * two-core machine a notification showed nothing within the 7 s default: twice the first push to a
 * new context, once the second push to one (after a tap had closed the first). Never more than
 * that one notification in a run, and never when the test ran alone.
 */
const notificationShown = { timeout: 20_000 };

/** The site's service worker in the page's browser, once the page has registered it. */
async function serviceWorkerOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  // The page registers the worker a few seconds after it loads.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => registrations.get(`${sut.site}/`)).toBeTruthy();
  const worker: Worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
  // The permission is granted after the worker started (the page registered it): a push that
  // reaches the worker before the grant does is refused a notification, as on a phone that said
  // no. Wait until the worker itself sees it (once, under load, the first push showed nothing).
  await expect.poll(() => worker.evaluate(() => Notification.permission)).toBe("granted");
  return {
    /** A push message, as the browser's push service hands it to the worker (DevTools' deliverPushMessage). */
    push: (payload: unknown) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: sut.site,
        registrationId: registrations.get(`${sut.site}/`)!,
        data: JSON.stringify(payload),
      }),
    /** How many notifications with this tag are on screen. */
    shown: (tag: string) =>
      worker.evaluate(
        async (tag) => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag })).length,
        tag,
      ),
    tap: (tag: string, action = "") => tapNotification(worker, tag, action),
  };
}

/**
 * A tap on a notification on screen (its body, or the action named), as the browser hands it to
 * the worker: a notificationclick with the real notification. Chromium lets a worker raise or open
 * a window only within a tap the platform itself reports, which no automation interface can make;
 * so here raising a window is refused (the handler must do without), and the window the worker
 * opens is recorded instead of opened: the test opens it, as the browser would.
 */
async function tapNotification(worker: Worker, tag: string, action: string) {
  return worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification ${tag} on screen`);
      const opened: string[] = [];
      Object.defineProperty(scope.clients, "openWindow", {
        configurable: true,
        value: async (url: string) => {
          opened.push(url);
          return null;
        },
      });
      try {
        const pending: Promise<unknown>[] = [];
        const event = new NotificationEvent("notificationclick", { notification, action });
        // A script-made event may not extend its own life: what the handler waits for is awaited here.
        Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => pending.push(promise) });
        scope.dispatchEvent(event);
        await Promise.all(pending);
      } finally {
        delete (scope.clients as { openWindow?: unknown }).openWindow;
      }
      return { opened, stillShown: (await scope.registration.getNotifications({ tag })).length };
    },
    { tag, action },
  );
}

/** `npm run doctor -- --send-test` against the site's database, as the owner runs it. */
function doctorSendTest(env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      [bundledCommand("doctor"), "--send-test"],
      { env: { ...process.env, ...sut.databaseEnv, NODE_EXTRA_CA_CERTS: push.certificateFile, VAPID_SUBJECT: subject, ...env } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

test("a roadside request reaches the owner's phone within 5 seconds: VAPID-signed, encrypted, saying where, what and whom to call", async ({
  browser,
}) => {
  const client = await ownerClient(browser);
  const added = await subscribe(client, { ...push.subscribe("owner-phone"), expirationTime: null });
  expect(added.status()).toBe(201);
  expect(await added.json()).toMatchObject({ device: expect.stringMatching(/, /) });

  const posted = Date.now();
  const id = await roadside("Alert Driver One");
  await expect.poll(() => push.received.filter((entry) => entry.device === "owner-phone").length, { timeout: 5_000 }).toBe(1);
  const [alert] = push.received;
  expect(alert!.at - posted).toBeLessThan(5_000);
  expect(push.refused).toEqual([]);
  expect(alert!.claims).toMatchObject({ aud: push.origin, sub: subject });
  expect(alert!.headers.urgency).toBe("high");
  expect(alert!.payload).toEqual({
    title: `ROADSIDE R-${id} · Hwy 401 EB near Exit 109, Belle River`,
    body: "Air leak or brakes · Reefer running · 519-555-0451",
    tag: `request-${id}`,
    url: `/owner/requests/${id}`,
    tel: "tel:+15195550451",
    requireInteraction: true,
    round: 0,
  });
  await expect.poll(async () => (await history(id)).map((event) => event.type)).toContain("alert-sent");

  // A quote: its own title, and it does not stay on screen.
  const driver = await sut.plainClient({ Origin: sut.site });
  await driver.post("/contact", {
    form: { name: "Alert Quote Person", email: "q@example.com", phone: "519-555-0452", message: "PM service for 4 units." },
  });
  // A bot's post (the honeypot filled) is kept as spam and never rings the phone.
  await driver.post("/contact", {
    form: { name: "Bot", email: "b@example.com", phone: "519-555-0453", message: "hi", company_website: "http://spam.example" },
  });
  await driver.dispose();
  await expect.poll(() => push.received.length, { timeout: 5_000 }).toBe(2);
  expect(push.received[1]!.payload).toMatchObject({
    title: expect.stringMatching(/^QUOTE Q-\d+ · Alert Quote Person$/),
    body: "PM service for 4 units. · 519-555-0452",
    requireInteraction: false,
  });
  await waitForSweeps(sut.log, "alerts", 2);
  expect(push.received).toHaveLength(2);
});

test("from post to push: the median and the worst of 50 roadside requests", { tag: "@engine-free" }, async () => {
  const before = push.received.length;
  const delays: number[] = [];
  for (let i = 0; i < 50; i++) {
    const posted = Date.now();
    await roadside(`Timed Driver ${i}`);
    await expect.poll(() => push.received.length, { timeout: 5_000, intervals: [20] }).toBe(before + i + 1);
    delays.push(push.received.at(-1)!.at - posted);
  }
  delays.sort((a, b) => a - b);
  const median = delays[25]!;
  const worst = delays.at(-1)!;
  test.info().annotations.push({ type: "post to push", description: `median ${median} ms, worst ${worst} ms of 50` });
  console.log(`post to push: median ${median} ms, worst ${worst} ms of 50`);
  expect(worst).toBeLessThan(5_000);
});

test("a device the push service no longer knows (410) is removed; a failing one is retried and recorded", async ({ browser }) => {
  const client = await ownerClient(browser);
  expect((await subscribe(client, push.subscribe("old-tablet"))).status()).toBe(201);
  expect((await subscribe(client, push.subscribe("flaky-phone"))).status()).toBe(201);
  push.answerWith("old-tablet", 410);
  push.answerWith("flaky-phone", 503);
  const id = await roadside("Alert Driver Gone");
  await expect
    .poll(async () => (await history(id)).map((event) => event.type), { timeout: 5_000 })
    .toEqual(expect.arrayContaining(["alert-device-gone", "alert-failed", "alert-sent"]));
  const db = sut.database();
  const devices = (await db.execute("SELECT endpoint FROM push_subscriptions")).rows.map((row) => String(row.endpoint));
  await db.close();
  expect(devices.some((endpoint) => endpoint.endsWith("/old-tablet"))).toBe(false);
  // The flaky phone comes back: the retry (after a 5 s back-off) gets through, once.
  push.answerWith("flaky-phone", 201);
  await expect.poll(() => push.received.filter((entry) => entry.device === "flaky-phone").length, { timeout: 20_000 }).toBe(1);
  // Sent, so nothing of this request is owed any more, and the sweeps that follow send nothing twice.
  expect(await unsentAlerts(id)).toBe(0);
  await waitForSweeps(sut.log, "alerts", 2);
  expect(push.received.filter((entry) => entry.device === "flaky-phone")).toHaveLength(1);
});

test("a device the push service answers 404 for (a subscription it never knew) is removed too, and never tried again", async ({
  browser,
}) => {
  const client = await ownerClient(browser);
  expect((await subscribe(client, push.subscribe("lost-phone"))).status()).toBe(201);
  push.answerWith("lost-phone", 404);
  const id = await roadside("Alert Driver Lost Phone");
  await expect
    .poll(async () => (await history(id)).filter((event) => event.type === "alert-device-gone").map((event) => event.detail), {
      timeout: 5_000,
    })
    .toEqual([expect.stringMatching(/\(push service answered 404\)$/)]);
  const db = sut.database();
  const devices = (await db.execute("SELECT endpoint FROM push_subscriptions")).rows.map((row) => String(row.endpoint));
  await db.close();
  expect(devices.some((endpoint) => endpoint.endsWith("/lost-phone"))).toBe(false);
  // Nothing is retried for it (the 503 device's back-off is 5 s), and the next request does not try it.
  const next = await roadside("Alert Driver After Lost Phone");
  await expect.poll(async () => (await history(next)).map((event) => event.type), { timeout: 5_000 }).toContain("alert-sent");
  // The sweeps that follow drop what was still owed to the removed phone, and send it nothing.
  await waitForSweeps(sut.log, "alerts", 2);
  expect(await unsentAlerts(id)).toBe(0);
  expect(await unsentAlerts(next)).toBe(0);
  expect(push.attempted.filter((device) => device === "lost-phone")).toHaveLength(1);
});

test(
  "only the signed-in owner, from the site itself, adds a device; hostile subscriptions store nothing",
  { tag: "@engine-free" },
  async ({ browser }) => {
    // A site without PUSH_ALLOW_LOCAL_ENDPOINTS, as in production.
    const production = await startSiteUnderTest({ port: testPort(4422) });
    try {
      await production.addOwner(owner);
      const page = await production.signedInPage(browser, owner, { fresh: true });
      const post = (body: string, headers: Record<string, string> = {}) =>
        page.request.post(`${production.site}/owner/push-subscriptions`, {
          data: body,
          headers: { "Content-Type": "application/json", Origin: production.site, ...headers },
        });
      const keys = push.subscribe("attacker").keys;
      for (const [endpoint, reason] of [
        ["http://fcm.googleapis.com/fcm/send/x", /https/],
        [`${push.origin}/push/attacker`, /private network/],
        ["https://localhost/push/x", /this machine/],
        ["https://169.254.169.254/latest/meta-data", /private network/],
        ["https://10.1.2.3/push", /private network/],
        // From an outside attack on the first version: NAT64 and 6to4 forms, rewritten URLs, other ports.
        ["https://[64:ff9b::a9fe:a9fe]/x", /private network/],
        ["https://[2002:7f00:1::]/x", /private network/],
        ["https:8.8.8.8/noslash", /not a plain/],
        ["https://8.8.8.8:22/x", /port/],
      ] as const) {
        const answer = await post(JSON.stringify({ endpoint, keys }));
        expect(answer.status(), endpoint).toBe(400);
        expect((await answer.json()) as { error: string }, endpoint).toMatchObject({ error: expect.stringMatching(reason) });
      }
      // Keys no payload can be encrypted to: a p256dh off the P-256 curve, an auth secret that is not 16 bytes.
      const offCurve = Buffer.from(keys.p256dh, "base64url");
      offCurve[64]! ^= 1;
      for (const [badKeys, reason] of [
        [{ ...keys, p256dh: offCurve.toString("base64url") }, /not a point on P-256/],
        [{ ...keys, auth: Buffer.alloc(15, 7).toString("base64url") }, /16 bytes/],
      ] as const) {
        const answer = await post(JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/bad-keys", keys: badKeys }));
        expect(answer.status()).toBe(400);
        expect((await answer.json()) as { error: string }).toMatchObject({ error: expect.stringMatching(reason) });
      }
      expect((await post("{not json")).status()).toBe(400);
      expect((await post(JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x" }))).status()).toBe(400);
      expect(
        (await post(JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys, pad: "x".repeat(100_000) }))).status(),
      ).toBe(413);
      expect(
        (await post(JSON.stringify({ endpoint: "https://fcm.googleapis.com/x", keys }), { Origin: "https://evil.example" })).status(),
      ).toBe(403);
      const stranger = await production.plainClient({ Origin: production.site });
      const signedOut = await stranger.post("/owner/push-subscriptions", {
        data: JSON.stringify({ endpoint: "https://fcm.googleapis.com/x", keys }),
        headers: { "Content-Type": "application/json" },
      });
      expect(signedOut.status()).toBe(403);
      await stranger.dispose();
      const db = production.database();
      expect(Number((await db.execute("SELECT COUNT(*) AS n FROM push_subscriptions")).rows[0]!.n)).toBe(0);
      await db.close();
      await page.context().close();
    } finally {
      await production.stop();
    }
  },
);

test(
  "the service worker shows a pushed alert with 'Call driver' and 'Open', kept on screen, one per request",
  { tag: "@engine-free" },
  async () => {
    // A full browser's start and notifications that may take 20 s each (notificationShown).
    test.setTimeout(90_000);
    const browser = await fullChromium();
    try {
      const page = await sut.signedInPage(browser, owner, { fresh: true });
      await page.context().grantPermissions(["notifications"], { origin: sut.site });
      const worker = await serviceWorkerOf(page);
      const payload = {
        title: "ROADSIDE R-77 · Hwy 402 WB near Exit 25, Sarnia",
        body: "Won't start / dead batteries · Loaded trailer · 519-555-0477",
        tag: "request-77",
        url: "/owner/requests/77",
        tel: "tel:+15195550477",
        requireInteraction: true,
        round: 0,
      };
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            requireInteraction: notification.requireInteraction,
            data: notification.data as unknown,
            actions: (notification as unknown as { actions: { action: string; title: string }[] }).actions.map(({ action, title }) => ({
              action,
              title,
            })),
          })),
        );
      // An escalation round comes minutes after the first alert: the second push goes once the
      // first is on screen. (Two pushed within milliseconds were once shown out of order under
      // load, the first replacing the second; a phone never gets two rounds that close.)
      await worker.push(payload);
      await expect.poll(async () => (await shown()).map((notification) => notification.title), notificationShown).toEqual([payload.title]);
      await worker.push({ ...payload, round: 1, title: `STILL WAITING · ${payload.title}` });
      // The second push for the request replaced the first (one tag), rather than stacking.
      await expect
        .poll(async () => (await shown()).map((notification) => notification.title), notificationShown)
        .toEqual([`STILL WAITING · ${payload.title}`]);
      expect((await shown())[0]).toEqual({
        title: `STILL WAITING · ${payload.title}`,
        body: payload.body,
        tag: "request-77",
        requireInteraction: true,
        data: { url: "/owner/requests/77", tel: "tel:+15195550477" },
        actions: [
          { action: "call", title: "Call driver" },
          { action: "open", title: "Open" },
        ],
      });
      // A payload cannot point a tap outside the inbox.
      await worker.push({ ...payload, tag: "request-78", url: "https://evil.example/", tel: "javascript:alert(1)" });
      await expect
        .poll(async () => (await shown()).find((notification) => notification.tag === "request-78")?.data, notificationShown)
        .toEqual({
          url: "/owner",
          tel: null,
        });
    } finally {
      await browser.close();
    }
  },
);

test(
  "a tap on the alert opens the request: the open inbox goes to it; signed out, a window opens on the sign-in and then the request",
  { tag: "@engine-free" },
  async () => {
    // A full browser's start and notifications that may take 20 s each (notificationShown).
    test.setTimeout(90_000);
    const browser = await fullChromium();
    try {
      const id = await roadside("Alert Driver Tapped");
      const path = `/owner/requests/${id}`;
      const alert = {
        title: `ROADSIDE R-${id} · Hwy 401 EB near Exit 109, Belle River`,
        body: "Air leak or brakes · Reefer running · 519-555-0451",
        tag: `request-${id}`,
        url: path,
        tel: "tel:+15195550451",
        requireInteraction: true,
        round: 0,
      };

      // Signed in, the inbox open (and run by the worker).
      const inbox = await sut.signedInPage(browser, owner, { fresh: true });
      await inbox.context().grantPermissions(["notifications"], { origin: sut.site });
      const signedIn = await serviceWorkerOf(inbox);
      await expect.poll(() => inbox.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // "Call driver" hands the driver's number to the phone's dialer.
      await signedIn.push(alert);
      await expect.poll(() => signedIn.shown(alert.tag), notificationShown).toBe(1);
      expect(await signedIn.tap(alert.tag, "call")).toEqual({ opened: ["tel:+15195550451"], stillShown: 0 });
      // "Open" takes the open inbox window to the request.
      await signedIn.push(alert);
      await expect.poll(() => signedIn.shown(alert.tag), notificationShown).toBe(1);
      expect(await signedIn.tap(alert.tag, "open")).toEqual({ opened: [], stillShown: 0 });
      await expect(inbox).toHaveURL(`${sut.site}${path}`);
      await expect(inbox.getByRole("heading", { level: 1, name: `Roadside R-${id}` })).toBeVisible();
      await inbox.context().close();

      // Signed out, no inbox open: a tap on the alert opens the request, which asks for the sign-in first.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() },
      });
      await context.grantPermissions(["notifications"], { origin: sut.site });
      const publicPage = await context.newPage();
      await publicPage.goto(`${sut.site}/roadside`);
      const signedOut = await serviceWorkerOf(publicPage);
      await signedOut.push(alert);
      await expect.poll(() => signedOut.shown(alert.tag), notificationShown).toBe(1);
      const tapped = await signedOut.tap(alert.tag);
      expect(tapped).toEqual({ opened: [`${sut.site}${path}`], stillShown: 0 });
      const opened = await context.newPage();
      await opened.goto(tapped.opened[0]!);
      await expect(opened).toHaveURL(`${sut.site}/owner/sign-in?next=${encodeURIComponent(path)}`);
      await opened.getByLabel("Email").fill(owner.email);
      await opened.getByLabel("Password").fill(owner.password);
      await opened.getByRole("button", { name: "Sign in" }).click();
      await expect(opened).toHaveURL(`${sut.site}${path}`, { timeout: signInTimeout });
      await expect(opened.getByRole("heading", { level: 1, name: `Roadside R-${id}` })).toBeVisible();
      await context.close();
    } finally {
      await browser.close();
    }
  },
);

test("npm run doctor lists the devices, and with --send-test sends each a test alert and reports its answer", async () => {
  const before = push.received.length;
  const doctor = await doctorSendTest({ PUSH_ALLOW_LOCAL_ENDPOINTS: "1" });
  expect(doctor.stdout).toMatch(
    /^✓ Phone alerts: 2 devices ring for a new request: .*\(added \d{4}-\d\d-\d\d, last alerted \d{4}-\d\d-\d\d\)/m,
  );
  expect(doctor.stdout).toMatch(
    /^✓ Test alert: .*: delivered \(push service answered 201\); .*: delivered \(push service answered 201\)$/m,
  );
  await expect.poll(() => push.received.length).toBe(before + 2);
  expect(push.received.slice(before).map((entry) => entry.payload.title)).toEqual([
    "Test alert from the go-live check",
    "Test alert from the go-live check",
  ]);
});

test("npm run doctor -- --send-test: a device whose push fails is a launch blocker; a device on this machine is never posted to", async () => {
  push.answerWith("flaky-phone", 503);
  try {
    const failing = await doctorSendTest({ PUSH_ALLOW_LOCAL_ENDPOINTS: "1" });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(
      /^✗ Test alert: .*: delivered \(push service answered 201\); .*: not delivered \(push service answered 503\)\. Remove a device that no longer answers in the inbox, and add it again from the phone\. \[launch blocker\]$/m,
    );
    expect(failing.stdout).toMatch(/^Not ready to launch: /m);
  } finally {
    push.answerWith("flaky-phone", 201);
  }
  // Without the tests' setting the doctor checks each endpoint as the server does at every send: the double is on loopback.
  const before = push.attempted.length;
  const refused = await doctorSendTest({ PUSH_ALLOW_LOCAL_ENDPOINTS: "0" });
  expect(refused.code).toBe(1);
  expect(refused.stdout).toMatch(
    /^✗ Test alert: .*: not delivered \(not sent: The endpoint points into a private network\.\); .*: not delivered \(not sent: The endpoint points into a private network\.\)\. .*\[launch blocker\]$/m,
  );
  expect(push.attempted.length).toBe(before);
});

test(
  "the inbox installs as an app of its own: its manifest is scoped to /owner, opens on the inbox, with its own name and icon",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const page = await sut.signedInPage(browser, owner, { fresh: true });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/inbox.webmanifest");
    const manifest = (await (await page.request.get(`${sut.site}/inbox.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      scope: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "Inbox", scope: "/owner", start_url: "/owner", name: expect.stringMatching(/ Inbox$/) });
    for (const icon of manifest.icons) {
      const answer = await page.request.get(`${sut.site}${icon.src}`);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/png");
    }
    const site = (await (await page.request.get(`${sut.site}/site.webmanifest`)).json()) as { icons: { src: string }[] };
    expect(site.icons.map((icon) => icon.src)).not.toContain(manifest.icons[0]!.src);
    // The public pages keep the site's own.
    await page.goto(`${sut.site}/roadside`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await page.context().close();
  },
);

test("Phone alerts in the inbox: 'Alert this phone' subscribes this browser, each device is listed with when it was added and last alerted, and Remove works without JavaScript", async ({
  browser,
}) => {
  const page = await sut.signedInPage(browser, owner, { fresh: true });
  await page.context().grantPermissions(["notifications"], { origin: sut.site });
  const subscription = push.subscribe("browser-phone");
  // Chromium registers a subscription with its maker's push service, out of reach of this closed
  // network: this stands in for that registration only, handing out the double's subscription.
  await page.context().addInitScript((given) => {
    let current: PushSubscription | null = null;
    const keysAsked: string[] = [];
    (window as unknown as { keysAsked: string[] }).keysAsked = keysAsked;
    PushManager.prototype.subscribe = async function (options) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      keysAsked.push(
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, ""),
      );
      current = {
        endpoint: given.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
        unsubscribe: async () => ((current = null), true),
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
  await page.reload();
  const alerts = page.getByRole("region", { name: "Phone alerts" });
  await alerts.getByRole("button", { name: "Alert this phone" }).click();
  await expect(alerts.getByRole("status")).toHaveText("This phone will now ring for every new request.");
  // The subscription is bound to the server's VAPID key, the one every push is signed with.
  const db = sut.database();
  const vapid = JSON.parse(String((await db.execute("SELECT value FROM owner_settings WHERE name = 'vapid-keys'")).rows[0]!.value)) as {
    publicKey: string;
  };
  expect(await page.evaluate(() => (window as unknown as { keysAsked: string[] }).keysAsked)).toEqual([vapid.publicKey]);
  const row = (
    await db.execute({ sql: "SELECT id, device, created_at FROM push_subscriptions WHERE endpoint = ?", args: [subscription.endpoint] })
  ).rows[0]!;
  const added = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Toronto",
  })
    .format(new Date(String(row.created_at)))
    .replace(/\u202f/g, " ");
  const thisPhone = alerts.getByRole("listitem").filter({ hasText: "(this one)" });
  await expect(thisPhone).toContainText(`${String(row.device)} (this one)`);
  await expect(thisPhone).toContainText(`Added ${added} · not alerted yet`);
  await expect(alerts.getByRole("button", { name: "Stop alerts on this phone" })).toBeVisible();

  // A request rings it; the list then says when.
  await roadside("Alert Driver For The Browser");
  await expect.poll(() => push.received.filter((entry) => entry.device === "browser-phone").length, { timeout: 5_000 }).toBe(1);
  // The time is stored after the push service answered.
  // This device's row (its Remove form names its id: other devices added in the same minute read the same).
  const listed = alerts
    .getByRole("listitem")
    .filter({ has: page.locator(`input[name="id"][value="${String(row.id)}"]`) })
    .filter({ hasText: `Added ${added}` })
    .filter({ hasText: String(row.device) })
    .filter({ hasText: / · last alerted \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M/ });
  await expectVisibleAfterReload(page, listed);
  await page.context().close();

  // Without JavaScript: sign in, and remove this device with its form (intent=remove).
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() } });
  const plain = await context.newPage();
  await plain.goto(`${sut.site}/owner`);
  await plain.getByLabel("Email").fill(owner.email);
  await plain.getByLabel("Password").fill(owner.password);
  await plain.getByRole("button", { name: "Sign in" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible({ timeout: signInTimeout });
  const plainList = plain.getByRole("region", { name: "Phone alerts" });
  await expect(plainList).toContainText("Adding this phone needs JavaScript.");
  const count = await plainList.getByRole("listitem").count();
  await plainList
    .locator(`form:has(input[name="id"][value="${String(row.id)}"])`)
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(plain).toHaveURL(`${sut.site}/owner#phone-alerts`);
  await expect(plainList.getByRole("listitem")).toHaveCount(count - 1);
  const left = await db.execute({ sql: "SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?", args: [subscription.endpoint] });
  expect(Number(left.rows[0]!.n)).toBe(0);
  await db.close();
  await context.close();
});

test("at most 10 devices alert one owner; Stop alerts removes this phone's; a page load of the address goes to the inbox", async ({
  browser,
}) => {
  const client = await ownerClient(browser);
  const db = sut.database();
  const count = async () => Number((await db.execute("SELECT COUNT(*) AS n FROM push_subscriptions")).rows[0]!.n);
  const already = await count();
  const extra = Array.from({ length: 10 - already }, (_, i) => push.subscribe(`extra-${i}`));
  for (const device of extra) expect((await subscribe(client, device)).status()).toBe(201);
  const refused = await subscribe(client, push.subscribe("one-too-many"));
  expect(refused.status()).toBe(409);
  expect(await count()).toBe(10);
  const stop = await client.post(`${sut.site}/owner/push-subscriptions`, {
    data: JSON.stringify({ unsubscribe: extra[0]!.endpoint }),
    headers: { "Content-Type": "application/json", Origin: sut.site },
  });
  expect(stop.status()).toBe(204);
  expect(await count()).toBe(9);
  const page = await client.get(`${sut.site}/owner/push-subscriptions`, { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers()["location"]).toBe("/owner#phone-alerts");
  await db.close();
});
