/**
 * The restore drill, on the pass's engine: requests with photos, statuses and notes → a backup
 * taken while the site runs → the database wiped → npm run restore → every row and every photo
 * byte as it was, and the drivers' status pages and the owner's photos answer as before.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { e2eEngine, testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = testPort(4391);
const owner = { email: "drill@example.com", password: "practice for the bad day 7" };
let sut: SiteUnderTest;

test.beforeAll(async () => {
  // The server makes no backups of its own here: the drill takes one by hand.
  sut = await startSiteUnderTest({ port, env: { BACKUP_EVERY_HOURS: "0" } });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

/** An owner command (`npm run <script>`) against the site's database. */
function command(script: "backup" | "restore", ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${script}.ts`, ...args],
      { env: { ...process.env, ...sut.databaseEnv } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const tables = [
  "requests",
  "request_events",
  "request_photos",
  "owners",
  "owner_sessions",
  "sign_in_failures",
  "owner_settings",
  "owner_sign_in_links",
  "schema_migrations",
  "scheduled_runs",
  "push_subscriptions",
  "alert_deliveries",
];

/** Every row of every table, photo bytes as hex: what "identical" means. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = sut.database();
  try {
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      const order = { owner_settings: "name", schema_migrations: "name", scheduled_runs: "job", sign_in_failures: "key" }[table] ?? "1";
      const { rows } = await db.execute(`SELECT * FROM ${table} ORDER BY ${order}`);
      result[table] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [
            column,
            value instanceof ArrayBuffer || Buffer.isBuffer(value)
              ? Buffer.from(value as ArrayBuffer).toString("hex")
              : value == null
                ? null
                : String(value),
          ]),
        ),
      );
    }
    return result;
  } finally {
    await db.close();
  }
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

test("restore drill: backup while running, wipe, restore: every row and photo byte identical, status pages as before", async ({
  browser,
}) => {
  const driver = await sut.plainClient({ Origin: sut.site });
  const photos: Buffer[] = [];
  for (const [index, colour] of [
    [1, { r: 200, g: 40, b: 40 }],
    [2, { r: 20, g: 160, b: 60 }],
  ] as const) {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    photos.push(photo);
    const answer = await driver.post("/roadside", {
      multipart: {
        name: `Drill Driver ${index}`,
        phone: `519-555-04${index}0`,
        road: "401",
        direction: "Eastbound",
        landmark: `Exit ${40 + index}, Tilbury`,
        problems: "Air leak or brakes",
        details: `Drill truck ${index}: glad hand blown.`,
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
  await driver.dispose();

  // The owner moves one along and writes a note on another.
  const page = await sut.signedInPage(browser, owner);
  const db = sut.database();
  const requests = (await db.execute("SELECT id, kind, status_token FROM requests ORDER BY id")).rows;
  const photoRows = (await db.execute("SELECT id, request FROM request_photos ORDER BY id")).rows;
  await db.close();
  expect(requests).toHaveLength(3);
  expect(photoRows).toHaveLength(2);
  const [first, second, quote] = requests.map((row) => ({ id: Number(row.id), token: String(row.status_token) }));
  const post = (id: number, form: Record<string, string>) =>
    page.request.post(`${sut.site}/owner/requests/${id}`, { form, headers: { Origin: sut.site }, maxRedirects: 0 });
  expect((await post(first!.id, { intent: "status", status: "on-the-way" })).status()).toBe(303);
  expect((await post(second!.id, { intent: "note", note: "Tech says: bring a 7-way plug too." })).status()).toBe(303);
  expect((await post(quote!.id, { intent: "status", status: "scheduled" })).status()).toBe(303);

  const before = await snapshot();
  const pagesBefore = await Promise.all([first!, second!].map((request) => statusPage(request.token)));
  expect(pagesBefore.map((answer) => answer.status)).toEqual([200, 200]);
  expect(pagesBefore[0]!.text).toContain("On the way");

  // The backup is taken while the site runs.
  const backup = await command("backup");
  expect(backup.code, backup.stderr).toBe(0);
  const file = /^Backup written: (.+) \([\d.]+ MB in [\d.]+ s\)\.$/m.exec(backup.stdout)?.[1];
  expect(file).toBeTruthy();
  expect(path.basename(file!)).toMatch(e2eEngine === "sqlite" ? /^leads-.*Z\.db$/ : /^leads-.*Z\.pgdump$/);

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
  for (const [index, row] of photoRows.entries()) {
    const answer = await ownerPage.request.get(`${sut.site}/owner/requests/${Number(row.request)}/photos/${Number(row.id)}`);
    expect(answer.status()).toBe(200);
    const stored = Buffer.from(before.request_photos!.map((photo) => (photo as { body: string }).body)[index]!, "hex");
    expect(Buffer.from(await answer.body()).equals(stored)).toBe(true);
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
