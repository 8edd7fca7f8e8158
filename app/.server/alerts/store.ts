import { sql, type Kysely, type Selectable } from "kysely";
import webpush from "web-push";
import { claimNextDue } from "../db/lease";
import { settingMadeOnce } from "../db/setting-made-once";
import type { PushSubscriptionsTable, Tables } from "../db/tables";

/** A phone that alerts its owner, as the inbox lists it. */
interface AlertDevice {
  id: number;
  owner: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  device: string;
  createdAt: string;
  lastAlertedAt: string | null;
  lastError: string | null;
}

/** "owner-email": a customer's decision on an estimate, e-mailed to LEADS_NOTIFY_TO. */
type AlertChannel = "push" | "sms" | "email" | "owner-email";

/** One alert owed on one channel (to one device, for a push), claimed by the process that sends it. */
export interface ClaimedAlert {
  id: number;
  request: number;
  round: number;
  /** The driver's message this alert is about; 0 for the request itself. */
  message: number;
  attempts: number;
  channel: AlertChannel;
  /** The device, for a push. */
  subscription: AlertDevice | null;
  /** For a text: 0 the owner's mobile (OWNER_ALERT_SMS_TO), else the team member whose mobile it goes to. */
  target: number;
}

/** The round of an assignment's alert to the technician (the assignment's history line is its `message`). */
export const assignmentRound = -1;

export interface AlertStore {
  /** Adds (or, for a known endpoint, takes over and renews) a device; answers it. */
  addDevice(
    owner: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    device: string,
  ): Promise<AlertDevice>;
  devices(owner?: number): Promise<AlertDevice[]>;
  /** Removes a device (and the alerts still owed to it); false when it was not this owner's. */
  removeDevice(id: number, owner?: number): Promise<boolean>;
  removeByEndpoint(endpoint: string, owner: number): Promise<boolean>;
  /**
   * Owes `round` of a request's alert to every owner's device there is now, and on each of
   * `channels` (the owner's text, the escalation e-mail); answers how many were new (none when
   * another process owed them first). With `member`: to that member's devices and their mobile
   * instead (a technician told of a job assigned to them).
   */
  enqueue(
    request: number,
    round: number,
    channels?: readonly Exclude<AlertChannel, "push">[],
    message?: number,
    options?: { pushes?: boolean; member?: number },
  ): Promise<number>;
  /**
   * Marks an escalation round as begun; true for the one process that marks it first (it
   * records the round in the request's history and owes its alerts).
   */
  beginRound(request: number, round: number): Promise<boolean>;
  /** Takes the next alert due that no live process holds, for `leaseMs`; null when none. */
  claimDue(leaseMs: number, request?: number): Promise<ClaimedAlert | null>;
  markSent(alert: ClaimedAlert): Promise<void>;
  /** A failure: tried again after a back-off (5 s, doubling, at most 10 min). */
  markFailed(alert: ClaimedAlert, error: string): Promise<void>;
  /** The VAPID key pair that signs every push: given in the environment, or made once and kept. */
  vapidKeys(): Promise<{ publicKey: string; privateKey: string }>;
}

const toDevice = (row: Selectable<PushSubscriptionsTable>): AlertDevice => ({
  id: Number(row.id),
  owner: Number(row.owner),
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  device: row.device,
  createdAt: row.created_at,
  lastAlertedAt: row.last_alerted_at,
  lastError: row.last_error,
});

const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

export function createAlertStore(db: Kysely<Tables>, configured?: { publicKey?: string; privateKey?: string }): AlertStore {
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;

  return {
    async addDevice(owner, subscription, device) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("push_subscriptions")
        .values({
          owner,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          device,
          created_at: now,
        })
        .onConflict((conflict) =>
          conflict.column("endpoint").doUpdateSet({
            owner,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            device,
            last_error: null,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDevice(row);
    },
    async devices(owner) {
      let query = db.selectFrom("push_subscriptions").selectAll().orderBy("id", "asc");
      if (owner !== undefined) query = query.where("owner", "=", owner);
      return (await query.execute()).map(toDevice);
    },
    async removeDevice(id, owner) {
      return db.transaction().execute(async (trx) => {
        let query = trx.deleteFrom("push_subscriptions").where("id", "=", id);
        if (owner !== undefined) query = query.where("owner", "=", owner);
        const removed = Number((await query.executeTakeFirst()).numDeletedRows) > 0;
        if (removed)
          await trx
            .deleteFrom("alert_deliveries")
            .where("channel", "=", "push")
            .where("target", "=", id)
            .where("sent_at", "is", null)
            .execute();
        return removed;
      });
    },
    async removeByEndpoint(endpoint, owner) {
      const row = await db
        .selectFrom("push_subscriptions")
        .select("id")
        .where("endpoint", "=", endpoint)
        .where("owner", "=", owner)
        .executeTakeFirst();
      return row ? this.removeDevice(Number(row.id), owner) : false;
    },
    async enqueue(request, round, channels = [], message = 0, { pushes: toDevices = true, member } = {}) {
      const now = new Date();
      const pushes = !toDevices
        ? { numInsertedOrUpdatedRows: 0n }
        : await db
            .insertInto("alert_deliveries")
            .columns(["request", "channel", "target", "round", "message", "created_at", "next_attempt_at"])
            .expression(
              db
                .selectFrom("push_subscriptions")
                .select([
                  sql<number>`${request}`.as("request"),
                  sql<string>`'push'`.as("channel"),
                  "id",
                  sql<number>`${round}`.as("round"),
                  sql<number>`${message}`.as("message"),
                  sql<string>`${now.toISOString()}`.as("created_at"),
                  sql<number>`CAST(${now.getTime()} AS BIGINT)`.as("next_attempt_at"),
                ])
                // A member's alert goes to their phones; the rest to the owners' (a technician's phone
                // is told of their own jobs, not of every request). SQLite reads "SELECT … ON
                // CONFLICT" as a join unless the SELECT has a WHERE: this one always has.
                .where((eb) =>
                  member !== undefined
                    ? eb("owner", "=", member)
                    : eb("owner", "not in", eb.selectFrom("owners").select("id").where("role", "=", "technician")),
                ),
            )
            .onConflict((conflict) => conflict.columns(["request", "channel", "target", "round", "message"]).doNothing())
            .executeTakeFirst();
      let owed = Number(pushes.numInsertedOrUpdatedRows ?? 0);
      for (const channel of channels) {
        const added = await db
          .insertInto("alert_deliveries")
          .values({ request, channel, target: member ?? 0, round, message, created_at: now.toISOString(), next_attempt_at: now.getTime() })
          .onConflict((conflict) => conflict.columns(["request", "channel", "target", "round", "message"]).doNothing())
          .executeTakeFirst();
        owed += Number(added.numInsertedOrUpdatedRows ?? 0);
      }
      return owed;
    },
    async beginRound(request, round) {
      const now = new Date();
      const marked = await db
        .insertInto("alert_deliveries")
        .values({
          request,
          channel: "round",
          target: 0,
          round,
          created_at: now.toISOString(),
          sent_at: now.toISOString(),
          next_attempt_at: now.getTime(),
        })
        .onConflict((conflict) => conflict.columns(["request", "channel", "target", "round", "message"]).doNothing())
        .executeTakeFirst();
      return Number(marked.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async claimDue(leaseMs, request) {
      return db.transaction().execute(async (trx) => {
        const claimed = await claimNextDue(trx, {
          table: "alert_deliveries",
          dueAt: "next_attempt_at",
          doneWhen: ["sent_at"],
          orderBy: ["id"],
          request,
          leaseMs,
        });
        if (!claimed) return null;
        const alert = {
          id: Number(claimed.id),
          request: Number(claimed.request),
          round: Number(claimed.round),
          message: Number(claimed.message),
          attempts: Number(claimed.attempts),
          channel: claimed.channel as AlertChannel,
          subscription: null,
          target: Number(claimed.target),
        };
        if (alert.channel !== "push") return alert;
        const device = await trx.selectFrom("push_subscriptions").selectAll().where("id", "=", claimed.target).executeTakeFirst();
        if (!device) {
          await trx.deleteFrom("alert_deliveries").where("id", "=", claimed.id).execute();
          return null;
        }
        return { ...alert, subscription: toDevice(device) };
      });
    },
    async markSent(alert) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("alert_deliveries")
          .set({ sent_at: now, claimed_until: null, last_error: null })
          .where("id", "=", alert.id)
          .execute();
        if (alert.subscription)
          await trx
            .updateTable("push_subscriptions")
            .set({ last_alerted_at: now, last_error: null })
            .where("id", "=", alert.subscription.id)
            .execute();
      });
    },
    async markFailed(alert, error) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("alert_deliveries")
          .set({ claimed_until: null, last_error: error.slice(0, 500), next_attempt_at: Date.now() + backoffMs(alert.attempts) })
          .where("id", "=", alert.id)
          .execute();
        if (alert.subscription)
          await trx
            .updateTable("push_subscriptions")
            .set({ last_error: error.slice(0, 500) })
            .where("id", "=", alert.subscription.id)
            .execute();
      });
    },
    vapidKeys() {
      keys ??= (async () => {
        if (configured?.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
        const value = await settingMadeOnce(db, "vapid-keys", () => JSON.stringify(webpush.generateVAPIDKeys()));
        return JSON.parse(value) as { publicKey: string; privateKey: string };
      })();
      return keys;
    },
  };
}
