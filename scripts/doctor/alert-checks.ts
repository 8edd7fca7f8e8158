/**
 * The go-live check's questions about the owner's phone alerts (Web Push): which devices would
 * ring for a roadside request, whether push services will take the site's contact, and, with
 * --send-test, a test alert to every device with each push service's answer.
 */
import { WebPushError } from "web-push";
import { createPushPoster } from "../../app/.server/alerts/push-post";
import { inspectDatabase, type DatabaseLocation } from "../../app/.server/db/database";
import type { CheckResult } from "./checks";

interface AlertDeviceFacts {
  device: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  createdAt: string;
  lastAlertedAt: string | null;
}

export interface AlertFacts {
  devices: AlertDeviceFacts[];
  /** The VAPID key pair kept in the database, once the server has made one. */
  storedKeys: { publicKey: string; privateKey: string } | null;
}

/** The devices and the kept key pair, read without changing anything (none when the tables are not there yet). */
export async function readAlertFacts(location: DatabaseLocation): Promise<AlertFacts> {
  const database = await inspectDatabase(location);
  if (!database) return { devices: [], storedKeys: null };
  try {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    const devices = tables.includes("push_subscriptions")
      ? (await database.db.selectFrom("push_subscriptions").selectAll().orderBy("id").execute()).map((row) => ({
          device: row.device,
          endpoint: row.endpoint,
          keys: { p256dh: row.p256dh, auth: row.auth },
          createdAt: row.created_at,
          lastAlertedAt: row.last_alerted_at,
        }))
      : [];
    const kept = await database.db.selectFrom("owner_settings").select("value").where("name", "=", "vapid-keys").executeTakeFirst();
    return { devices, storedKeys: kept ? (JSON.parse(kept.value) as AlertFacts["storedKeys"]) : null };
  } finally {
    await database.close();
  }
}

const day = (iso: string) => iso.slice(0, 10);

export function checkAlertDevices(facts: AlertFacts): CheckResult {
  const label = "Phone alerts";
  if (facts.devices.length === 0) {
    return {
      ok: false,
      severity: "warning",
      label,
      detail:
        "no device is subscribed, so no phone will ring for a roadside request. Sign in at /owner on your phone and tap Alert this phone.",
    };
  }
  const list = facts.devices
    .map(
      (device) =>
        `${device.device} (added ${day(device.createdAt)}, ${device.lastAlertedAt ? `last alerted ${day(device.lastAlertedAt)}` : "not alerted yet"})`,
    )
    .join("; ");
  return {
    ok: true,
    severity: "warning",
    label,
    detail: `${facts.devices.length} device${facts.devices.length === 1 ? "" : "s"} ring for a new request: ${list}`,
  };
}

/** Apple's push service refuses a subject at a reserved or local domain; the others may ignore it, Apple does not. */
export function checkVapidSubject(subject: string): CheckResult {
  const label = "Push contact (VAPID_SUBJECT)";
  const host = subject
    .replace(/^mailto:[^@]*@/, "")
    .replace(/^https:\/\//, "")
    .split(/[/:?#]/)[0]!
    .toLowerCase();
  const reserved = /(^|\.)(example\.(com|org|net)|localhost|test|invalid|local)$/.test(host);
  if (reserved) {
    return {
      ok: false,
      severity: "warning",
      label,
      detail: `${subject} is at a reserved or local address, which Apple's push service refuses (iPhones would get no alerts). Set VAPID_SUBJECT to mailto: a real address of the business.`,
    };
  }
  return { ok: true, severity: "warning", label, detail: `push services see ${subject}` };
}

/**
 * --send-test: one test alert to every device, and what each push service answered. It posts as
 * the server does (createPushPoster): never to this machine or a private network, unless
 * `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS, tests only).
 */
export async function sendTestAlerts(
  facts: AlertFacts,
  {
    subject,
    configuredKeys,
    allowLocal = false,
  }: { subject: string; configuredKeys?: { publicKey?: string; privateKey?: string }; allowLocal?: boolean },
): Promise<CheckResult> {
  const label = "Test alert";
  const keys =
    configuredKeys?.publicKey && configuredKeys.privateKey
      ? (configuredKeys as { publicKey: string; privateKey: string })
      : facts.storedKeys;
  // Nothing to send to is said by the "Phone alerts" line as a warning; a device that does not answer blocks.
  if (facts.devices.length === 0) return { ok: false, severity: "warning", label, detail: "not sent: no device is subscribed yet." };
  if (!keys)
    return { ok: false, severity: "warning", label, detail: "not sent: the server has not made its alert keys yet (start it once)." };
  const payload = JSON.stringify({
    title: "Test alert from the go-live check",
    body: "If you read this, this device rings for new requests.",
    tag: "go-live-test",
    url: "/owner",
    tel: "",
    requireInteraction: false,
    round: 0,
  });
  const pushes = createPushPoster({ allowLocal });
  const answers = await Promise.all(
    facts.devices.map(async (device) => {
      try {
        const sent = await pushes.send({ endpoint: device.endpoint, keys: device.keys }, payload, {
          vapidDetails: { subject, ...keys },
          TTL: 600,
        });
        return { ok: true, text: `${device.device}: delivered (push service answered ${sent.statusCode})` };
      } catch (error) {
        const answer = error instanceof WebPushError ? `push service answered ${error.statusCode}` : (error as Error).message;
        return { ok: false, text: `${device.device}: not delivered (${answer})` };
      }
    }),
  ).finally(() => pushes.close());
  const ok = answers.every((answer) => answer.ok);
  return {
    ok,
    severity: "blocker",
    label,
    detail: `${answers.map((answer) => answer.text).join("; ")}${ok ? "" : ". Remove a device that no longer answers in the inbox, and add it again from the phone."}`,
  };
}
