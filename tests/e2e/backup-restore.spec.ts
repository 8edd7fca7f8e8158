/**
 * The restore drill, on the pass's engine: requests with photos, statuses, notes, texts to the
 * driver, messages, an approved estimate and a text opt-out → a backup taken while the site runs
 * → the database wiped → npm run restore → every row of every table and every photo byte as it
 * was, and the drivers' status pages and the owner's photos answer as before.
 */
import { bundledCommand } from "../../scripts/bundle-commands";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { e2eEngine, testPort } from "../../test-support/environment";
import { expect, test, waitForSweeps } from "./fixtures";
import type { RawDatabase } from "./e2e-database";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = testPort(4391);
const owner = { email: "drill@example.com", password: "practice for the bad day 7" };
// The provider signs the address it was told (SITE_URL's default); the post comes to this test's server.
const siteUrl = "https://www.example.com";
let sms: SmsDouble;
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sms = await startSmsDouble();
  sut = await startSiteUnderTest({
    port,
    env: {
      // The server makes no backups of its own here: the drill takes one by hand.
      BACKUP_EVERY_HOURS: "0",
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: "+15195550100",
      TWILIO_API_URL: sms.url,
      // Each text goes at once: none is still waiting to go when the backup is taken.
      SMS_FOLD_SECONDS: "0",
      // The senders pass every second (and log each pass): the drill waits for passes, not for seconds.
      SWEEP_SECONDS: "1",
    },
  });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
  await sms?.close();
});

/** An owner command (`npm run <script>`) against the site's database. */
function command(script: "backup" | "restore", ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [bundledCommand(script), ...args],
      { env: { ...process.env, ...sut.databaseEnv } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every table of the schema, as the database lists them: a table added later is in the drill without a word here. */
async function tableNames(db: RawDatabase): Promise<string[]> {
  const { rows } = await db.execute(
    e2eEngine === "postgres"
      ? "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
      : "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  return rows.map((row) => String(row.name));
}

/** A row as comparable text: photo bytes as hex, numbers and times as strings. */
const comparable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof ArrayBuffer || Buffer.isBuffer(value)
        ? Buffer.from(value as ArrayBuffer).toString("hex")
        : value == null
          ? null
          : String(value),
    ]),
  );

/**
 * Every row of every table (SQLite's own sqlite_sequence included), and on PostgreSQL where each
 * id sequence stands: what "identical" means. Rows are sorted by their contents, so no table needs
 * an order of its own.
 */
async function snapshot(): Promise<Record<string, Record<string, string | null>[]>> {
  const db = sut.database();
  try {
    const result: Record<string, Record<string, string | null>[]> = {};
    for (const table of await tableNames(db)) {
      const { rows } = await db.execute(`SELECT * FROM "${table}"`);
      result[table] = rows
        .map(comparable)
        .map((row) => ({ row, key: JSON.stringify(row) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ row }) => row);
    }
    if (e2eEngine === "postgres") {
      const { rows } = await db.execute(
        "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
      );
      result["(id sequences)"] = rows.map(comparable);
    }
    return result;
  } finally {
    await db.close();
  }
}

/** Work the site does after answering (e-mails, texts, alerts) has all been done: nothing is left to change a row. */
async function settled() {
  const pending = async () => {
    const db = sut.database();
    try {
      const count = async (query: string) => Number((await db.execute(query)).rows[0]!.n);
      return (
        (await count("SELECT count(*) AS n FROM requests WHERE notified_at IS NULL AND spam = 0")) +
        (await count("SELECT count(*) AS n FROM driver_texts WHERE sent_at IS NULL AND cancelled_at IS NULL")) +
        (await count("SELECT count(*) AS n FROM alert_deliveries WHERE sent_at IS NULL"))
      );
    } finally {
      await db.close();
    }
  };
  await expect.poll(pending, { timeout: 20_000 }).toBe(0);
  // And a look before and after the senders' next passes agree: whatever they still had to do is done.
  let previous = await snapshot();
  await expect
    .poll(
      async () => {
        await Promise.all([waitForSweeps(sut.log, "alerts", 1), waitForSweeps(sut.log, "texts", 1)]);
        const next = await snapshot();
        const same = JSON.stringify(next) === JSON.stringify(previous);
        previous = next;
        return same;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return previous;
}

/** What a driver's status page says: its heading and the request's status and details. */
async function statusPage(token: string) {
  const client = await sut.plainClient();
  const response = await client.get(`/request/${token}`);
  const html = await response.text();
  await client.dispose();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return {
    status: response.status(),
    text: main
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  };
}

// Tables the drill cannot fill without machinery of their own: each is proven elsewhere.
const leftEmpty = [
  // A phone subscribed to alerts needs a push service (phone-alerts.spec.ts).
  "push_subscriptions",
  // An invoice needs a completed job with an approved estimate, a card payment Stripe's double
  // (invoices.spec.ts); the backup is the whole database either way (VACUUM INTO, pg_dump).
  "invoice_counters",
  "invoices",
  "stripe_events",
  // A technician's position lives while a job is on the way, and backups leave it out (team.spec.ts).
  "technician_positions",
].sort();

/**
 * Page counts: a view and a call tapped today (raw events, the day's salt and visitor hash), and
 * yesterday's folded totals and visitors, which only the 10-minute fold writes (counts.spec.ts
 * proves it), put in as it would have left them.
 */
async function countVisits() {
  const visitor = await sut.plainClient({
    Origin: sut.site,
    "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  });
  expect((await visitor.get("/roadside", { headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } })).status()).toBe(200);
  const tap = JSON.stringify({ kind: "call", page: "/roadside", ref: "www.google.ca", utm_source: "drill" });
  expect((await visitor.post("/count", { data: tap, headers: { "Content-Type": "text/plain" } })).status()).toBe(204);
  await visitor.dispose();
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
  const db = sut.database();
  await db.execute({
    sql: `INSERT INTO count_totals (day, page, source, utm_source, utm_campaign, views, calls, texts, forms)
          VALUES (?, '/roadside', 'www.google.ca', '', '', 12, 3, 1, 2)`,
    args: [yesterday],
  });
  await db.execute({ sql: "INSERT INTO count_days (day, visitors) VALUES (?, 9)", args: [yesterday] });
  // Today's view and tap are written within a batch (2 s).
  await expect
    .poll(async () => Number((await db.execute("SELECT count(*) AS n FROM count_events")).rows[0]!.n), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  await db.close();
}

test("restore drill: backup while running, wipe, restore: every row of every table and photo byte identical, status pages as before", async ({
  browser,
}) => {
  const driver = await sut.plainClient({ Origin: sut.site });
  for (const [index, colour] of [
    [1, { r: 200, g: 40, b: 40 }],
    [2, { r: 20, g: 160, b: 60 }],
  ] as const) {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const answer = await driver.post("/roadside", {
      multipart: {
        name: `Drill Driver ${index}`,
        phone: `519-555-04${index}0`,
        road: "401",
        direction: "Eastbound",
        landmark: `Exit ${40 + index}, Tilbury`,
        problems: "Air leak or brakes",
        details: `Drill truck ${index}: glad hand blown.`,
        textUpdates: "on",
        photos: { name: `truck-${index}.jpg`, mimeType: "image/jpeg", buffer: photo },
      },
    });
    expect(answer.status()).toBe(200);
  }
  expect(
    (
      await driver.post("/contact", {
        form: { name: "Drill Fleet", email: "fleet@example.com", phone: "519-555-0499", message: "PM service for 6 units." },
      })
    ).status(),
  ).toBe(200);

  // The owner moves one along, writes a note and an estimate on another.
  const page = await sut.signedInPage(browser, owner);
  const db = sut.database();
  const requests = (await db.execute("SELECT id, kind, status_token FROM requests ORDER BY id")).rows;
  const photoRows = (await db.execute("SELECT id, request FROM request_photos ORDER BY id")).rows;
  await db.close();
  expect(requests).toHaveLength(3);
  expect(photoRows).toHaveLength(2);
  const [first, second, quote] = requests.map((row) => ({ id: Number(row.id), token: String(row.status_token) }));
  const post = (id: number, form: Record<string, string>, address = `/owner/requests/${id}`) =>
    page.request.post(`${sut.site}${address}`, { form, headers: { Origin: sut.site }, maxRedirects: 0 });
  expect((await post(first!.id, { intent: "status", status: "on-the-way" })).status()).toBe(303);
  expect((await post(second!.id, { intent: "note", note: "Tech says: bring a 7-way plug too." })).status()).toBe(303);
  expect((await post(quote!.id, { intent: "status", status: "scheduled" })).status()).toBe(303);
  const estimate = {
    callOut: "175",
    labourHours: "1.5",
    labourRate: "129.99",
    partDescription: "Glad hand seal kit",
    partQuantity: "2",
    partPrice: "12.50",
    note: "Parts on the truck.",
  };
  expect((await post(second!.id, estimate, `/owner/requests/${second!.id}/estimate`)).status()).toBe(303);

  // The second driver approves it and writes; then texts STOP. The first writes from the status page too.
  const decision = await driver.post(`/request/${second!.token}/estimate`, {
    form: { version: "1", decision: "approve", name: "Dana Roy", authority: "yes" },
  });
  expect(decision.status()).toBe(303);
  for (const [request, message] of [
    [second!, "Approved, the yard gate code is 4411."],
    [first!, "I'm on the shoulder past the overpass."],
  ] as const) {
    expect((await driver.post(`/request/${request.token}/message`, { multipart: { message } })).status()).toBe(303);
  }
  // The fleet's job is done, and it says how it went; the owner publishes it.
  expect((await post(quote!.id, { intent: "status", status: "done" })).status()).toBe(303);
  const review = await driver.post(`/request/${quote!.token}/review`, {
    form: {
      rating: "5",
      body: "All six units serviced in our yard on a Saturday.",
      nameStyle: "area",
      company: "",
      area: "Windsor",
      service: "",
    },
  });
  expect(review.status()).toBe(303);
  const stop = await sms.deliverInbound(
    `${siteUrl}/sms/inbound`,
    { from: "+15195550420", body: "STOP" },
    { postTo: `${sut.site}/sms/inbound` },
  );
  expect(stop.status).toBe(200);
  await driver.dispose();

  // A wrong password, and a sign-in link asked for.
  const stranger = await sut.plainClient({ Origin: sut.site });
  expect(
    (await stranger.post("/owner/sign-in", { form: { email: owner.email, password: "not the password", next: "/owner" } })).status(),
  ).toBe(401);
  expect((await stranger.post("/owner/sign-in-link", { form: { email: owner.email, next: "/owner" } })).status()).toBe(200);
  await stranger.dispose();

  await countVisits();

  const pagesBefore = await Promise.all([first!, second!].map((request) => statusPage(request.token)));
  expect(pagesBefore.map((answer) => answer.status)).toEqual([200, 200]);
  expect(pagesBefore[0]!.text).toContain("On the way");
  expect(pagesBefore[1]!.text).toContain("Approved by Dana Roy");

  const before = await settled();
  expect(Object.keys(before)).toEqual(
    expect.arrayContaining(["requests", "request_messages", "estimates", "sms_opt_outs", "driver_texts"]),
  );
  // A table left empty would be "identical" without proving anything.
  expect(
    Object.entries(before)
      .filter(([, rows]) => rows.length === 0)
      .map(([table]) => table)
      .sort(),
  ).toEqual(leftEmpty);
  expect(before.sms_opt_outs!.map((row) => row.phone)).toEqual(["+15195550420"]);

  // The backup is taken while the site runs.
  const backup = await command("backup");
  expect(backup.code, backup.stderr).toBe(0);
  const file = /^Backup written: (.+) \([\d.]+ MB in [\d.]+ s\)\.$/m.exec(backup.stdout)?.[1];
  expect(file).toBeTruthy();
  expect(path.basename(file!)).toMatch(e2eEngine === "sqlite" ? /^leads-.*Z\.db$/ : /^leads-.*Z\.pgdump$/);
  // Nothing changed while it was taken: the backup holds `before`.
  expect(await snapshot()).toEqual(before);

  // A restore while the site runs is refused, and touches nothing.
  const refused = await command("restore", file!);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^Nothing was restored\. .*(The site is running|other connection).*stop/m);

  // The disaster: the site stops and its database is gone.
  await sut.stopServer();
  const wipe = sut.database();
  if (e2eEngine === "postgres") await wipe.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
  await wipe.close();
  if (e2eEngine === "sqlite")
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(path.join(sut.dataDir, `leads.db${suffix}`), { force: true });

  const restored = await command("restore", file!);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/^Restored .+: 3 requests, 2 photos, 1 owner accounts\.$/m);
  expect(restored.stdout).toMatch(/^Start the site again: npm start/m);
  expect(await snapshot()).toEqual(before);

  // The site starts on the restored database: the drivers' pages and the owner's photos are as they were.
  await sut.startServer();
  expect(await Promise.all([first!, second!].map((request) => statusPage(request.token)))).toEqual(pagesBefore);
  const ownerPage = await sut.signedInPage(browser, owner);
  for (const row of photoRows) {
    const answer = await ownerPage.request.get(`${sut.site}/owner/requests/${Number(row.request)}/photos/${Number(row.id)}`);
    expect(answer.status()).toBe(200);
    const stored = before.request_photos!.find((photo) => photo.id === String(row.id))!.body!;
    expect(Buffer.from(await answer.body()).equals(Buffer.from(stored, "hex"))).toBe(true);
  }
  // New requests go on from the highest id.
  const after = await sut.plainClient({ Origin: sut.site });
  expect(
    (
      await after.post("/contact", { form: { name: "After Drill", email: "after@example.com", phone: "519-555-0498", message: "Brakes." } })
    ).status(),
  ).toBe(200);
  await after.dispose();
  const check = sut.database();
  expect(Number((await check.execute({ sql: "SELECT id FROM requests WHERE name = ?", args: ["After Drill"] })).rows[0]?.id)).toBe(
    quote!.id + 1,
  );
  await check.close();
  await page.context().close();
  await ownerPage.context().close();
});
