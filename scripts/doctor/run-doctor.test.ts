import { createECDH } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeBackup } from "../../app/.server/backups/make-backup";
import { databaseFile as leadsDatabaseFile, openDatabase } from "../../app/.server/db/database";
import { createAlertStore } from "../../app/.server/alerts/store";
import { createOwnerStore } from "../../app/.server/owners/store";
import { createScheduledRuns } from "../../app/.server/backups/scheduled-runs";
import { createRequestStore } from "../../app/.server/requests/store";
import { createReviewStore } from "../../app/.server/reviews/store";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { testDatabase } from "../../tests/test-database";
import { runDoctor, type DoctorInputs } from "./run-doctor";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctor-run-"));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A business ready to launch; each test spoils one thing. */
function readyInputs(overrides: Partial<DoctorInputs> = {}): DoctorInputs {
  const dataDir = tempDir();
  return {
    businessName: "Southern Ontario Mobile Diesel",
    phone: { display: "(519) 555-1234", e164: "+15195551234" },
    email: "service@somobilediesel.ca",
    invoicing: {
      legalName: "Southern Ontario Mobile Diesel Inc.",
      address: "2150 Industrial Drive, Windsor, ON N8W 5J6",
      hstNumber: "812345678 RT0001",
      eTransferEmail: "pay@somobilediesel.ca",
      paymentInstructions: ["E-transfer to pay@somobilediesel.ca."],
    },
    reviewsAreSamples: false,
    ownerClaims: { serviceTrucks: { text: "Fully equipped service trucks", confirmed: true } },
    env: {
      SITE_URL: "https://www.somobilediesel.ca",
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, "backups"),
      BACKUP_EVERY_HOURS: 24,
      BACKUP_KEEP: 14,
      TRUST_PROXY: true,
      SMTP_URL: "smtp://127.0.0.1:1",
      LEADS_NOTIFY_TO: "owner@x.ca",
      TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "t".repeat(32),
      TWILIO_FROM: "+15195551234",
      SMS_FOLD_SECONDS: 60,
      GOOGLE_REVIEW_URL: "https://g.page/r/somobilediesel/review",
      STRIPE_SECRET_KEY: "sk_live_somobilediesel0001",
      STRIPE_WEBHOOK_SECRET: "whsec_somobilediesel0001",
      REQUESTS_KEEP_DAYS: 730,
      SPAM_KEEP_DAYS: 30,
      PASSWORD_HASH_MIB: 128,
    },
    build: {
      info: { siteUrl: "https://www.somobilediesel.ca", builtAt: "2026-11-01T10:00:00.000Z", contentHash: "h" },
      currentContentHash: "h",
    },
    sendTest: false,
    now: new Date(),
    ...overrides,
  };
}

/** A database with one owner account and their phone subscribed to alerts, as a launched site has. */
async function withOwner(
  inputs: DoctorInputs,
  { phone = true, endpoint = "https://push.example.net/owner-phone" } = {},
): Promise<DoctorInputs> {
  const database = await openDatabase(inputs.env);
  const { owner } = await createOwnerStore(database).saveOwner("owner@somobilediesel.ca", "scrypt$not$a$real$hash$here");
  if (phone) {
    await createAlertStore(database.db).addDevice(
      owner.id,
      { endpoint, keys: { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: "a".repeat(22) } },
      "Android phone, Chrome",
    );
  }
  await database.close();
  return inputs;
}

/** A request stored as the site stores it; with `backedUp`, a backup made after it. */
async function withRequest(inputs: DoctorInputs, { backedUp }: { backedUp: boolean }): Promise<DoctorInputs> {
  const database = await openDatabase(inputs.env);
  await createRequestStore(database).save({
    requestId: `doctor-request-${Math.random().toString(36).slice(2)}`,
    kind: "quote",
    name: "Dave",
    email: "dave@x.ca",
    phone: "519-555-0100",
    message: "Flat steer tire on the 401.",
  });
  if (backedUp) await makeBackup(database, undefined, { dir: inputs.env.BACKUP_DIR, keep: 14 });
  await database.close();
  return inputs;
}

/** Reviews of completed jobs, `published` of them published by the owner. */
async function withReviews(inputs: DoctorInputs, { sent, published }: { sent: number; published: number }): Promise<DoctorInputs> {
  const database = await openDatabase(inputs.env);
  const requests = createRequestStore(database);
  const reviews = createReviewStore(database.db);
  for (let index = 0; index < sent; index++) {
    const { request } = await requests.save({
      requestId: `doctor-review-${index}-${Math.random().toString(36).slice(2)}`,
      kind: "roadside",
      name: "Dave Miller",
      email: "",
      phone: "519-555-0100",
      message: "Air leak.",
    });
    const { review } = await reviews.submit(request.id, {
      rating: 4,
      body: "Came out at night and fixed the air line.",
      nameStyle: "initial",
      shownName: "Dave M.",
      company: null,
      area: "Windsor",
      service: null,
    });
    if (index < published) await reviews.decide(review.id, "published", "owner@somobilediesel.ca");
  }
  await makeBackup(database, undefined, { dir: inputs.env.BACKUP_DIR, keep: 14 });
  await database.close();
  return inputs;
}

const findLine = (lines: string[], label: string) => lines.find((text) => text.slice(2).startsWith(`${label}:`));
/** The report's line for one check; a missing line fails the test with the whole report, which says why it is missing. */
function line(lines: string[], label: string): string {
  const found = findLine(lines, label);
  if (found === undefined) throw new Error(`The report has no "${label}" line:\n${lines.join("\n")}`);
  return found;
}

describe("npm run doctor", () => {
  it("passes a finished setup with exit 0, one ✓ line per check", async () => {
    const report = await runDoctor(await withOwner(readyInputs()));
    expect(report.exitCode).toBe(0);
    const checks = report.lines.filter((text) => /^[✓✗] /.test(text));
    expect(checks).toHaveLength(22);
    expect(checks.every((text) => text.startsWith("✓"))).toBe(true);
    expect(report.lines.at(-1)).toBe("Ready to launch: every check passed.");
    expect(line(report.lines, "Retention")).toBe(
      "✓ Retention: requests' personal data removed after 730 days (REQUESTS_KEEP_DAYS), spam after 30 days, page counts after 90 days, backups 14 × every 24 h; /privacy says the same",
    );
  });

  it("exits 1 when a blocker fails, and 0 when only warnings fail", async () => {
    expect((await runDoctor(readyInputs({ reviewsAreSamples: true }))).exitCode).toBe(1);
    const warned = await runDoctor(await withOwner(readyInputs({ env: { ...readyInputs().env, SMTP_URL: undefined } })));
    expect(warned.exitCode).toBe(0);
    expect(line(warned.lines, "Request e-mails")).toMatch(/^✗ .*\[warning\]$/);
    expect(warned.lines.at(-1)).toMatch(/^Ready to launch, with 1 warning/);
  });

  it("lets the sample reviews go once three real ones are published, and warns without Google's review link", async () => {
    const samples = { reviewsAreSamples: true };
    const twoPublished = await runDoctor(await withReviews(await withOwner(readyInputs(samples)), { sent: 3, published: 2 }));
    expect(line(twoPublished.lines, "Reviews")).toMatch(/^✗ .*2 real reviews are published, and 3 replace them.*\[launch blocker\]$/);
    expect(twoPublished.exitCode).toBe(1);
    const threePublished = await runDoctor(await withReviews(await withOwner(readyInputs(samples)), { sent: 3, published: 3 }));
    expect(line(threePublished.lines, "Reviews")).toBe("✓ Reviews: 3 real reviews published: /reviews shows only those");
    expect(threePublished.lines.filter((text) => text.startsWith("✗"))).toEqual([]);
    expect(threePublished.exitCode).toBe(0);
    const noGoogle = await runDoctor(await withOwner(readyInputs({ env: { ...readyInputs().env, GOOGLE_REVIEW_URL: undefined } })));
    expect(line(noGoogle.lines, "Google reviews")).toMatch(/^✗ Google reviews: GOOGLE_REVIEW_URL is not set.*\[warning\]$/);
    expect(noGoogle.exitCode).toBe(0);
  });

  it("blocks the launch when DATA_DIR cannot be written", async () => {
    const blocker = path.join(tempDir(), "a-file");
    fs.writeFileSync(blocker, "");
    const report = await runDoctor(readyInputs({ env: { ...readyInputs().env, DATA_DIR: path.join(blocker, "data") } }));
    expect(report.exitCode).toBe(1);
    expect(line(report.lines, "Data folder (DATA_DIR)")).toMatch(/^✗ .*cannot write to .*\[launch blocker\]$/);
  });

  it("blocks the launch when the request database fails SQLite's integrity check", async () => {
    const inputs = readyInputs();
    fs.writeFileSync(leadsDatabaseFile(inputs.env.DATA_DIR), "scrambled ".repeat(1000));
    const report = await runDoctor(inputs);
    expect(report.exitCode).toBe(1);
    expect(line(report.lines, "Request database")).toMatch(/^✗ .*integrity_check.*\[launch blocker\]$/);
  });

  it("warns about requests stored more than 10 minutes ago and never e-mailed", async () => {
    const inputs = await withRequest(readyInputs({ now: new Date(Date.now() + 15 * 60_000) }), { backedUp: true });
    const report = await runDoctor(inputs);
    expect(report.exitCode).toBe(0);
    expect(line(report.lines, "Requests not yet e-mailed")).toMatch(
      /^✗ Requests not yet e-mailed: 1 request stored more than 10 minutes ago .* has not been e-mailed.*\[warning\]$/,
    );
  });

  describe("phone alerts", () => {
    it("lists the devices that ring, and warns when none would for a roadside request", async () => {
      const ringing = await runDoctor(await withOwner(readyInputs()));
      expect(line(ringing.lines, "Phone alerts")).toMatch(
        /^✓ Phone alerts: 1 device ring for a new request: Android phone, Chrome \(added \d{4}-\d\d-\d\d, not alerted yet\)$/,
      );
      const silent = await runDoctor(await withOwner(readyInputs(), { phone: false }));
      expect(silent.exitCode).toBe(0);
      expect(line(silent.lines, "Phone alerts")).toMatch(
        /^✗ Phone alerts: no device is subscribed, so no phone will ring for a roadside request\..*\[warning\]$/,
      );
    });

    it("flags a push contact at example.com or localhost, which Apple's push service refuses", async () => {
      for (const subject of ["mailto:owner@example.com", "mailto:me@localhost", "https://shop.test/contact"]) {
        const base = readyInputs();
        const report = await runDoctor({ ...base, env: { ...base.env, VAPID_SUBJECT: subject } });
        expect(line(report.lines, "Push contact (VAPID_SUBJECT)"), subject).toMatch(/^✗ .*Apple's push service refuses.*\[warning\]$/);
      }
      // Unset, it is the business e-mail: fine once that is the business's own.
      expect(line((await runDoctor(readyInputs())).lines, "Push contact (VAPID_SUBJECT)")).toBe(
        "✓ Push contact (VAPID_SUBJECT): push services see mailto:service@somobilediesel.ca",
      );
    });
  });

  describe("--send-test", () => {
    it("sends a real message and prints the mail server's answer", async () => {
      const smtp = await startSmtpTestServer();
      cleanups.push(smtp.close);
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: smtp.url } });
      expect(report.exitCode).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/^✓ Test e-mail: sent to owner@x\.ca; the mail server answered "250 /);
    });

    it("blocks the launch when the server refuses, quoting its answer", async () => {
      const smtp = await startSmtpTestServer();
      cleanups.push(smtp.close);
      smtp.state.refuse = true;
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: smtp.url } });
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/^✗ .*answered ".*450.*Mailbox unavailable.*\[launch blocker\]$/);
    });

    it("blocks the launch when a device does not take the test alert, naming the device and what to do", async () => {
      const smtp = await startSmtpTestServer();
      cleanups.push(smtp.close);
      // A "push service" on this machine that hangs up (allowed here as in the tests, PUSH_ALLOW_LOCAL_ENDPOINTS).
      const hangUp = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
      cleanups.push(() => new Promise((resolve) => hangUp.close(resolve)));
      const base = readyInputs();
      const inputs = await withOwner(
        { ...base, sendTest: true, env: { ...base.env, SMTP_URL: smtp.url, PUSH_ALLOW_LOCAL_ENDPOINTS: true } },
        { endpoint: `https://127.0.0.1:${(hangUp.address() as net.AddressInfo).port}/push/owner-phone` },
      );
      const database = await openDatabase(inputs.env);
      await createAlertStore(database.db).vapidKeys();
      await database.close();
      const report = await runDoctor(inputs);
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Test alert")).toMatch(
        /^✗ Test alert: Android phone, Chrome: not delivered \(.+\)\. Remove a device that no longer answers in the inbox, and add it again from the phone\. \[launch blocker\]$/,
      );
      expect(report.lines.at(-1)).toMatch(/^Not ready to launch: 1 launch blocker/);
    });

    it("blocks the launch when e-mail is not configured at all", async () => {
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: undefined } });
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/not sent: set SMTP_URL and LEADS_NOTIFY_TO/);
    });
  });

  it("warns while no owner account can sign in to the inbox", async () => {
    const report = await runDoctor(readyInputs());
    expect(report.exitCode).toBe(0);
    expect(line(report.lines, "Owner sign-in")).toMatch(/^✗ Owner sign-in: no owner account yet.*npm run owner -- add.*\[warning\]$/);
    expect(line((await runDoctor(await withOwner(readyInputs()))).lines, "Owner sign-in")).toMatch(
      /^✓ Owner sign-in: 1 owner account can sign in/,
    );
  });

  describe("backups", () => {
    it("blocks the launch when a site with requests has never been backed up", async () => {
      const report = await runDoctor(await withRequest(readyInputs(), { backedUp: false }));
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Backups")).toMatch(
        /^✗ Backups: no backup in .*backups of 1 stored request\. Run npm run backup now; .*\[launch blocker\]$/,
      );
    });

    it("passes a fresh site with nothing to back up yet, and names the newest backup once there is one", async () => {
      expect(line((await runDoctor(readyInputs())).lines, "Backups")).toMatch(
        /^✓ Backups: none yet in .*; the server makes one every 24 hours and keeps 14$/,
      );
      const report = await runDoctor(await withRequest(readyInputs(), { backedUp: true }));
      expect(line(report.lines, "Backups")).toMatch(
        /^✓ Backups: the newest, leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db \([\d.]+ MB\), is 0 hours old; /,
      );
    });

    it("warns when the newest backup is more than 2 days old", async () => {
      const inputs = await withRequest(readyInputs(), { backedUp: true });
      const report = await runDoctor({ ...inputs, now: new Date(Date.now() + 3 * 86_400_000) });
      expect(report.exitCode).toBe(0);
      expect(line(report.lines, "Backups")).toMatch(/^✗ Backups: the newest, .* is 3 days old\. Run npm run backup now.*\[warning\]$/);
    });

    it("on PostgreSQL, 'npm run doctor on any machine reports the newest backup': one made on another machine counts, named", async () => {
      const shared = await testDatabase("postgres");
      cleanups.push(() => shared.remove());
      const base = readyInputs();
      const inputs = await withRequest({ ...base, env: { ...base.env, DATABASE_URL: shared.location.DATABASE_URL } }, { backedUp: false });
      /** What a server's schedule records in the database once it has written a backup (backup-schedule.ts). */
      const recordBackup = async (detail: string) => {
        const database = await openDatabase(inputs.env);
        const runs = createScheduledRuns(database.db);
        await runs.claim("backup", { everyMs: 0, retryMs: 0, leaseMs: 60_000 });
        await runs.succeeded("backup", detail);
        await database.close();
      };

      // This machine's BACKUP_DIR is empty; the server on depot-b made one into its own.
      await recordBackup("depot-b:/srv/diesel/backups/leads-2026-11-02T03-00-00Z.pgdump");
      const report = await runDoctor(inputs);
      expect(line(report.lines, "Backups")).toMatch(
        /^✓ Backups: the newest, leads-2026-11-02T03-00-00Z\.pgdump \(made by the server on depot-b into \/srv\/diesel\/backups\), is 0 hours old; /,
      );
      expect(report.exitCode).toBe(0);
      const later = await runDoctor({ ...inputs, now: new Date(Date.now() + 3 * 86_400_000) });
      expect(line(later.lines, "Backups")).toMatch(/^✗ Backups: the newest, .*on depot-b.*, is 3 days old\. .*\[warning\]$/);

      // One this machine made and no longer has is no backup.
      await recordBackup(`${os.hostname()}:${path.join(inputs.env.BACKUP_DIR, "leads-2026-11-02T04-00-00Z.pgdump")}`);
      const gone = await runDoctor(inputs);
      expect(line(gone.lines, "Backups")).toMatch(/^✗ Backups: no backup in .* of 1 stored request\. .*\[launch blocker\]$/);
    });

    it("blocks the launch when BACKUP_DIR cannot be written, naming it", async () => {
      const blocker = path.join(tempDir(), "a-file");
      fs.writeFileSync(blocker, "");
      const base = readyInputs();
      const report = await runDoctor({ ...base, env: { ...base.env, BACKUP_DIR: path.join(blocker, "backups") } });
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Backup folder (BACKUP_DIR)")).toMatch(
        /^✗ .*cannot write to .*a-file\/backups .*no backup can be made.*\[launch blocker\]$/,
      );
    });
  });

  it("blocks the launch when PostgreSQL cannot be reached, saying where and why, and asks it nothing more", async () => {
    const base = readyInputs();
    const report = await runDoctor({ ...base, env: { ...base.env, DATABASE_URL: "postgres://site:pw@127.0.0.1:1/leads" } });
    expect(report.exitCode).toBe(1);
    expect(line(report.lines, "Request database")).toMatch(
      /^✗ Request database: Cannot reach PostgreSQL at 127\.0\.0\.1:1\/leads: .*\[launch blocker\]$/,
    );
    expect(findLine(report.lines, "Owner sign-in")).toBeUndefined();
  });
});
