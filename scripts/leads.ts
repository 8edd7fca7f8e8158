/**
 * npm run leads: the owner's view of stored requests, newest first (spam left out).
 *   npm run --silent leads -- --json          a JSON array
 *   npm run --silent leads -- --csv           CSV for a spreadsheet
 *   npm run leads -- --spam                   the requests kept as spam (with --json or --csv too)
 *   npm run leads -- --show ID                one request with its history (e-mail attempts, status changes)
 *   npm run leads -- --status ID STATUS       new, contacted, scheduled, dispatched, on-the-way, arrived, done or lost
 *   npm run leads -- --assign ID EMAIL        assigns the request to a team member (dispatched), who is alerted
 *   npm run leads -- --assign ID EMAIL
  npm run leads -- --not-spam ID            releases a request kept as spam, and e-mails it
 *   npm run leads -- --forget ID              removes a request's personal data (a driver asked), keeping an anonymous row
 *   npm run leads -- --invoice ID             makes a completed request's invoice from its approved estimate; prints its number
 *   npm run --silent leads -- --invoices --csv [--month YYYY-MM]   the invoices for the accountant (as /owner/invoices.csv)
 */
import "./load-dotenv";
import fs from "node:fs";
import { getEnv } from "~/config/env.server";
import { isRequestStatus, requestStatuses } from "~/lib/request-status";
import { createDriverTextStore } from "~/.server/driver-texts/store";
import { textableNumber } from "~/.server/driver-texts/phone-number";
import { smsSettingsOf } from "~/.server/sms/settings";
import { databaseFile } from "../app/.server/db/database";
import { createRequestNotifier } from "../app/.server/requests/notifier";
import { describeRequest } from "../app/flows/describe-request";
import { createRequestStore, type RequestStore } from "../app/.server/requests/store";
import { estimatesCell, leadsAsCsv, leadsAsJson, leadsAsText, requestWithHistory } from "../app/.server/requests/leads-format";
import { createEstimateStore, type EstimateStore } from "../app/.server/estimates/store";
import { openDatabaseOrExit } from "./open-database";
import { createInvoiceStore } from "../app/.server/invoices/store";
import { invoicesAsCsv, statusWord } from "../app/.server/invoices/accounts";
import { invoiceStep } from "../app/.server/driver-texts/text-body";
import { approvedEstimate, billToOf, invoiceDraftOf, invoiceNotYet } from "../app/flows/invoices/invoice-draft";
import { formatCad } from "../app/lib/money";
import { createOwnerStore } from "../app/.server/owners/store";
import { assignmentRound, createAlertStore } from "../app/.server/alerts/store";
import { technicianFirstName } from "../app/owner/technician-name";

const usage = `Usage:
  npm run leads [-- --json | --csv] [--spam]
  npm run leads -- --show ID
  npm run leads -- --status ID STATUS   (${requestStatuses.join(", ")})
  npm run leads -- --not-spam ID
  npm run leads -- --forget ID
  npm run leads -- --invoice ID
  npm run leads -- --invoices [--csv] [--month YYYY-MM]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const env = getEnv();
const emailConfigured = Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO);

/** The numeric id after a command, or a usage error. */
function idArgument(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) fail(`Expected a request id (a number), got ${value ?? "nothing"}.\n${usage}`, 2);
  return Number(value);
}

/** Opening creates a missing database; reading one that was never made answers "none" instead. */
const noDatabaseYet = !env.DATABASE_URL && !fs.existsSync(databaseFile(env.DATA_DIR));

async function withStore<T>(work: (store: RequestStore, estimates: EstimateStore) => Promise<T>): Promise<T> {
  const database = await openDatabaseOrExit(env);
  try {
    return await work(createRequestStore(database), createEstimateStore(database.db));
  } finally {
    await database.close();
  }
}

const command = args[0];
if (command === "--status") {
  const [, idText, status] = args;
  const id = idArgument(idText);
  if (!status || !isRequestStatus(status)) fail(`Unknown status "${status ?? ""}". Use one of: ${requestStatuses.join(", ")}.`);
  if (args.length > 3) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const database = await openDatabaseOrExit(env);
  let texted = false;
  try {
    const updated = await createRequestStore(database).setStatus(id, status, "npm run leads");
    if (!updated) fail(`No request #${id}.`);
    // The step's text is owed in the database; the running site's sender sends it (within seconds of its fold).
    if (smsSettingsOf(env) && updated.textsWanted && !updated.spam && textableNumber(updated.phone)) {
      texted = await createDriverTextStore(database.db).oweCurrentStep(id, Date.now() + env.SMS_FOLD_SECONDS * 1000);
    }
  } finally {
    await database.close();
  }
  console.log(`Request #${id} is now ${status}.${texted ? " The driver will be texted by the running site." : ""}`);
} else if (command === "--assign") {
  const [, idText, emailText] = args;
  const id = idArgument(idText);
  if (!emailText || args.length > 3) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const database = await openDatabaseOrExit(env);
  let said = "";
  try {
    const member = await createOwnerStore(database).findByEmail(emailText);
    if (!member) fail(`No team member ${emailText}: add one with npm run owner -- add EMAIL --role technician.`);
    const store = createRequestStore(database);
    const request = await store.get(id);
    if (!request) fail(`No request #${id}.`);
    // As the request page's assignment: the first name for the driver; a job not yet under way becomes "dispatched".
    const status = ["new", "contacted", "scheduled"].includes(request.status) ? "dispatched" : request.status;
    const technician = technicianFirstName(member.name ?? member.email.split("@")[0] ?? "");
    const updated = await store.setDispatch(
      id,
      { status, technician, arrivalAt: request.arrivalAt, assignedTo: member.id },
      "npm run leads",
    );
    if (!updated) fail(`No request #${id}.`);
    // The alerts are owed in the database, as the page owes them; the running site's sender sends them within its sweep.
    const line = (await store.history(id)).at(-1);
    if (line && !updated.spam) {
      await createAlertStore(database.db).enqueue(id, assignmentRound, member.phone && smsSettingsOf(env) ? ["sms"] : [], line.id, {
        member: member.id,
      });
    }
    if (smsSettingsOf(env) && updated.textsWanted && !updated.spam && textableNumber(updated.phone)) {
      await createDriverTextStore(database.db).oweCurrentStep(id, Date.now() + env.SMS_FOLD_SECONDS * 1000);
    }
    said = `Request #${id} is assigned to ${member.email} (the driver reads "${technician ?? ""}"); their phones are alerted by the running site.`;
  } finally {
    await database.close();
  }
  console.log(said);
} else if (command === "--show") {
  const id = idArgument(args[1]);
  if (args.length > 2) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const text = await withStore(async (store, estimateStore) => {
    const request = await store.get(id);
    if (!request) return null;
    const estimates = estimatesCell(await estimateStore.versions(id));
    return `${requestWithHistory(request, await store.history(id), { emailConfigured })}${estimates ? `Estimates: ${estimates}\n` : ""}`;
  });
  if (!text) fail(`No request #${id}.`);
  process.stdout.write(text);
} else if (command === "--not-spam") {
  const id = idArgument(args[1]);
  if (args.length > 2) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const outcome = await withStore(async (store) => {
    const request = await store.get(id);
    if (!request) return null;
    if (request.spam) await store.setSpam(id, false, "npm run leads");
    if (!emailConfigured) return "e-mail is not configured (SMTP_URL, LEADS_NOTIFY_TO)";
    const notifier = createRequestNotifier(store, env, { describe: describeRequest });
    const sent = await notifier.notifyNow(id);
    await notifier.stop();
    return sent === "sent"
      ? "e-mailed"
      : sent === "skipped"
        ? "already e-mailed or being e-mailed"
        : "e-mail failed; the server retries it";
  });
  if (outcome === null) fail(`No request #${id}.`);
  console.log(`Request #${id} released from spam: ${outcome}.`);
} else if (command === "--forget") {
  const id = idArgument(args[1]);
  if (args.length > 2) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const outcome = await withStore((store) => store.forget(id, "npm run leads"));
  if (outcome === "missing") fail(`No request #${id}.`);
  console.log(
    outcome === "already"
      ? `Request #${id} was already forgotten.`
      : `Request #${id} forgotten: its name, phone, e-mail, message, location, photos, messages, texts and review are gone; an anonymous row stays for the counts. Backups made before today still hold it until they are replaced (${env.BACKUP_KEEP} kept).`,
  );
} else if (command === "--invoice") {
  const id = idArgument(args[1]);
  if (args.length > 2) fail(usage, 2);
  if (noDatabaseYet) fail(`No request #${id} (no database at ${databaseFile(env.DATA_DIR)}).`);
  const database = await openDatabaseOrExit(env);
  let said: string;
  try {
    const store = createRequestStore(database);
    const request = await store.get(id);
    if (!request) fail(`No request #${id}.`);
    const approved = approvedEstimate(await createEstimateStore(database.db).versions(id));
    const notYet = invoiceNotYet(request, approved);
    if (notYet || !approved) fail(`Request #${id}: ${notYet ?? "no approved estimate"}`);
    // The same invoice the owner's button makes, with the approved lines as they are.
    const draft = invoiceDraftOf(request, approved, billToOf(request, approved), approved.lines);
    const { outcome, invoice } = await createInvoiceStore(database.db).issue(id, draft, "npm run leads");
    let texted = false;
    // Its text is owed in the database; the running site's sender sends it.
    if (outcome === "issued" && smsSettingsOf(env) && request.textsWanted && !request.spam && textableNumber(request.phone)) {
      texted = await createDriverTextStore(database.db).owe(id, invoiceStep(invoice.id), Date.now());
    }
    said =
      outcome === "issued"
        ? `Invoice ${invoice.number} for request #${id}: ${formatCad(invoice.totalCents)} with HST.${texted ? " The driver will be texted by the running site." : ""}`
        : `Request #${id} already has invoice ${invoice.number} (${formatCad(invoice.totalCents)}, ${statusWord(invoice)}).`;
  } finally {
    await database.close();
  }
  console.log(said);
} else if (command === "--invoices") {
  const rest = args.slice(1);
  const monthAt = rest.indexOf("--month");
  const month = monthAt >= 0 ? rest[monthAt + 1] : undefined;
  const flags = rest.filter((_, index) => monthAt < 0 || (index !== monthAt && index !== monthAt + 1));
  if (flags.some((flag) => flag !== "--csv") || (monthAt >= 0 && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month ?? ""))) fail(usage, 2);
  const invoices = noDatabaseYet
    ? []
    : await (async () => {
        const database = await openDatabaseOrExit(env);
        try {
          return await createInvoiceStore(database.db).list(month);
        } finally {
          await database.close();
        }
      })();
  if (flags.includes("--csv")) process.stdout.write(invoicesAsCsv(invoices));
  else if (invoices.length === 0) console.log("No invoices.");
  else {
    for (const invoice of invoices) {
      const who = [invoice.customerName, invoice.company].filter(Boolean).join(", ") || "(removed)";
      console.log(
        `${invoice.number}  ${invoice.issuedOn}  ${formatCad(invoice.totalCents).padStart(12)}  ${statusWord(invoice).padEnd(11)}  #${invoice.request}  ${who}`,
      );
    }
  }
} else {
  const flags = new Set(args);
  const known = ["--json", "--csv", "--spam"];
  if ([...flags].some((flag) => !known.includes(flag)) || (flags.has("--json") && flags.has("--csv"))) fail(usage, 2);
  const { requests, photoCounts, estimates } = noDatabaseYet
    ? { requests: [], photoCounts: new Map<number, number>(), estimates: new Map() }
    : await withStore(async (store, estimateStore) => {
        const listed = await store.list({ spam: flags.has("--spam") ? "only" : "exclude" });
        const counts = await Promise.all(listed.map(async (request) => [request.id, (await store.photos(request.id)).length] as const));
        return {
          requests: listed,
          photoCounts: new Map(counts),
          estimates: await estimateStore.versionsOf(listed.map((request) => request.id)),
        };
      });
  if (flags.has("--json")) process.stdout.write(leadsAsJson(requests, photoCounts));
  else if (flags.has("--csv")) process.stdout.write(leadsAsCsv(requests, estimates));
  else if (flags.has("--spam") && requests.length === 0) console.log("No requests kept as spam.");
  else process.stdout.write(leadsAsText(requests, { emailConfigured }));
}
