/**
 * Runs every go-live check in order and decides the exit code: 1 when a launch blocker
 * fails, else 0. Everything the checks look at comes in as arguments, so a test can run
 * the whole check against a placeholder config and against a finished one.
 */
import os from "node:os";
import type { BuildInfo } from "../build-info";
import {
  checkBuild,
  checkEmail,
  checkEmailConfigured,
  checkTrustProxy,
  checkPasswordHashing,
  checkOwnerClaims,
  checkPhone,
  checkGoogleReviewUrl,
  checkRetention,
  checkReviews,
  checkSiteUrl,
  formatResult,
  type CheckResult,
} from "./checks";
import { checkAlertDevices, checkVapidSubject, readAlertFacts, sendTestAlerts } from "./alert-checks";
import { checkBackupFolder, checkNewestBackup } from "./backup-checks";
import { checkWritableFolder } from "./folder-check";
import {
  checkDatabaseHealth,
  countOwners,
  countPublishedReviews,
  countRequests,
  findUnsentRequests,
  lastServerBackup,
} from "./database-checks";
import { sendTestEmail } from "./send-test-email";
import { checkDriverTexts } from "./text-checks";
import { checkCardPayments, checkInvoiceFacts, type InvoiceFacts } from "./invoice-checks";

export interface DoctorInputs {
  businessName: string;
  phone: { display: string; e164: string };
  email: string;
  /** What every invoice shows: the legal name, address, HST number and how to pay (app/config/site.ts). */
  invoicing: InvoiceFacts;
  reviewsAreSamples: boolean;
  ownerClaims: Record<string, { text: string; confirmed: boolean }>;
  env: {
    SITE_URL: string;
    DATA_DIR: string;
    DATABASE_URL?: string;
    BACKUP_DIR: string;
    BACKUP_EVERY_HOURS: number;
    BACKUP_KEEP: number;
    TRUST_PROXY: boolean;
    SMTP_URL?: string;
    LEADS_NOTIFY_TO?: string;
    LEADS_NOTIFY_FROM?: string;
    VAPID_SUBJECT?: string;
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    /** Tests only: the test alert may go to the loopback push double. */
    PUSH_ALLOW_LOCAL_ENDPOINTS?: boolean;
    TWILIO_ACCOUNT_SID?: string;
    TWILIO_AUTH_TOKEN?: string;
    TWILIO_FROM?: string;
    SMS_FOLD_SECONDS: number;
    GOOGLE_REVIEW_URL?: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    REQUESTS_KEEP_DAYS: number;
    SPAM_KEEP_DAYS: number;
    PASSWORD_HASH_MIB: number;
  };
  build: { info: BuildInfo | null; currentContentHash: string };
  /** --send-test: send a real message through SMTP_URL to LEADS_NOTIFY_TO, and a test alert to every phone. */
  sendTest: boolean;
  now: Date;
}

export interface DoctorReport {
  results: CheckResult[];
  lines: string[];
  exitCode: 0 | 1;
}

/** Requests older than this and still not e-mailed are reported. */
const unsentAfterMinutes = 10;

export async function runDoctor(inputs: DoctorInputs): Promise<DoctorReport> {
  const { env } = inputs;
  const results: CheckResult[] = [
    checkPhone(inputs.phone),
    checkEmail(inputs.email),
    checkSiteUrl(env.SITE_URL),
    checkInvoiceFacts(inputs.invoicing),
  ];
  results.push(await checkDataDir(env.DATA_DIR));
  const database = await checkDatabase(env);
  results.push(database);
  results.push(checkReviews(inputs.reviewsAreSamples, database.ok ? await countPublishedReviews(env) : 0));
  results.push(checkGoogleReviewUrl(env.GOOGLE_REVIEW_URL));
  results.push(checkRetention(env));
  results.push(checkTrustProxy(env));
  results.push(checkPasswordHashing(env));
  const emailConfigured = checkEmailConfigured(env);
  results.push(emailConfigured);
  if (inputs.sendTest) results.push(await checkSendTest(inputs));
  // The questions to the database are asked only of one that answers (an unreachable one is said once, above).
  const reachable = database.ok;
  if (reachable) results.push(await checkUnsentRequests(env, inputs.now, emailConfigured.ok));
  if (reachable) results.push(await checkOwnerAccounts(env));
  // Phone alerts: which devices ring, and (--send-test) a test alert to each.
  const subject = env.VAPID_SUBJECT ?? `mailto:${inputs.email}`;
  if (reachable) {
    const alertFacts = await readAlertFacts(env);
    results.push(checkAlertDevices(alertFacts));
    if (inputs.sendTest) {
      results.push(
        await sendTestAlerts(alertFacts, {
          subject,
          configuredKeys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
          allowLocal: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
        }),
      );
    }
  }
  results.push(checkVapidSubject(subject));
  results.push(checkDriverTexts(env));
  results.push(checkCardPayments(env));
  results.push(await checkBackupFolder(env.BACKUP_DIR));
  if (reachable) {
    results.push(
      checkNewestBackup({
        backupDir: env.BACKUP_DIR,
        everyHours: env.BACKUP_EVERY_HOURS,
        keep: env.BACKUP_KEEP,
        requests: await countRequests(env),
        lastServerBackup: await lastServerBackup(env),
        sharedDatabase: Boolean(env.DATABASE_URL),
        hostname: os.hostname(),
        now: inputs.now,
      }),
    );
  }
  results.push(checkBuild({ ...inputs.build, siteUrl: env.SITE_URL }));
  results.push(checkOwnerClaims(inputs.ownerClaims));

  const blockers = results.filter((result) => !result.ok && result.severity === "blocker").length;
  const warnings = results.filter((result) => !result.ok && result.severity === "warning").length;
  const summary =
    blockers > 0
      ? `Not ready to launch: ${plural(blockers, "launch blocker")}${warnings ? ` and ${plural(warnings, "warning")}` : ""} above.`
      : warnings > 0
        ? `Ready to launch, with ${plural(warnings, "warning")} worth fixing.`
        : "Ready to launch: every check passed.";
  return { results, lines: [...results.map(formatResult), "", summary], exitCode: blockers > 0 ? 1 : 0 };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** The server must be able to create files in DATA_DIR: the request database lives there. */
const checkDataDir = (dataDir: string) =>
  checkWritableFolder(
    "Data folder (DATA_DIR)",
    dataDir,
    "so no request could be stored. Point DATA_DIR at a folder the server's user can write to, on storage that survives a restart.",
  );

async function checkDatabase(location: DoctorInputs["env"]): Promise<CheckResult> {
  const label = "Request database";
  const result = await checkDatabaseHealth(location);
  switch (result.state) {
    case "no-database":
      return { ok: true, severity: "blocker", label, detail: `none yet in ${result.where}; it is created with the first request` };
    case "ok":
      return { ok: true, severity: "blocker", label, detail: result.detail };
    case "unreachable":
      return { ok: false, severity: "blocker", label, detail: result.problem };
    case "damaged":
      return {
        ok: false,
        severity: "blocker",
        label,
        detail: `${result.where} fails SQLite's integrity_check (${result.problem}). Stop the server, keep a copy of the file, and restore the last good backup: npm run restore -- FILE (see "Deploying" in the README).`,
      };
  }
}

async function checkSendTest(inputs: DoctorInputs): Promise<CheckResult> {
  const label = "Test e-mail";
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: to, LEADS_NOTIFY_FROM: from } = inputs.env;
  if (!smtpUrl || !to) {
    return { ok: false, severity: "blocker", label, detail: "not sent: set SMTP_URL and LEADS_NOTIFY_TO in .env first." };
  }
  const sent = await sendTestEmail({ smtpUrl, to, from: from ?? inputs.email, businessName: inputs.businessName, now: inputs.now });
  if (sent.ok) return { ok: true, severity: "blocker", label, detail: `sent to ${to}; the mail server answered "${sent.serverAnswer}"` };
  return {
    ok: false,
    severity: "blocker",
    label,
    detail: `not sent to ${to}; the mail server answered "${sent.serverAnswer}". Check SMTP_URL (host, port, user, password) and that the server accepts mail from ${from ?? inputs.email}.`,
  };
}

async function checkUnsentRequests(location: DoctorInputs["env"], now: Date, emailConfigured: boolean): Promise<CheckResult> {
  const label = "Requests not yet e-mailed";
  try {
    const unsent = await findUnsentRequests(location, now, unsentAfterMinutes);
    if (unsent.count === 0) {
      return { ok: true, severity: "warning", label, detail: `none stored more than ${unsentAfterMinutes} minutes ago` };
    }
    const cause = emailConfigured
      ? "the mail server may be refusing them: run npm run doctor -- --send-test"
      : "e-mail is not configured (SMTP_URL and LEADS_NOTIFY_TO)";
    return {
      ok: false,
      severity: "warning",
      label,
      detail: `${plural(unsent.count, "request")} stored more than ${unsentAfterMinutes} minutes ago (oldest ${unsent.oldest}) ${unsent.count === 1 ? "has" : "have"} not been e-mailed; ${cause}. Read them now with npm run leads.`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, severity: "warning", label, detail: `could not read the request database (${reason}).` };
  }
}

async function checkOwnerAccounts(location: DoctorInputs["env"]): Promise<CheckResult> {
  const label = "Owner sign-in";
  try {
    const owners = await countOwners(location);
    if (owners > 0)
      return { ok: true, severity: "warning", label, detail: `${plural(owners, "owner account")} can sign in to the inbox at /owner` };
    return {
      ok: false,
      severity: "warning",
      label,
      detail: "no owner account yet, so nobody can open the inbox at /owner: npm run owner -- add you@yourshop.ca",
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, severity: "warning", label, detail: `could not read the owner accounts (${reason}).` };
  }
}
