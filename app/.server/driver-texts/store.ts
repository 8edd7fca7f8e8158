import { sql, type Kysely, type Transaction } from "kysely";
import { claimNextDue, noLiveLease } from "../db/lease";
import type { Tables } from "../db/tables";

/** The steps a driver is texted at; an owner's reply is "reply-{message id}". */
const textSteps = ["received", "dispatched", "on-the-way", "done"] as const;
export type TextStep = (typeof textSteps)[number];
export const replyStep = (message: number) => `reply-${message}`;

/** One text owed to a driver, claimed by the process that sends it. */
export interface ClaimedText {
  id: number;
  request: number;
  step: string;
  attempts: number;
}

/** A text as the owner's page lists it. */
interface DriverText {
  step: string;
  createdAt: string;
  sentAt: string | null;
  cancelledAt: string | null;
  lastError: string | null;
  providerSid: string | null;
  providerStatus: string | null;
}

export interface DriverTextStore {
  /**
   * Owes a step's text, due at `dueAt` (epoch ms). A step already sent (or being sent) is never
   * owed again; a step still waiting is pushed back to `dueAt` (its text will say the latest);
   * any other status text still waiting is folded into this one (cancelled: this one says more).
   * A reply or an estimate ends the fold of a status text still waiting (it goes now, then this
   * one): a request's texts go in the order they were owed (claimDue). Answers whether anything is owed.
   */
  owe(request: number, step: string, dueAt: number): Promise<boolean>;
  /**
   * Owes the text of the step the request's status is at now, read in the same transaction, so
   * changes owed in any order end in the latest one's text; a status that is not texted
   * (contacted, scheduled, closed) cancels the status texts still waiting.
   */
  oweCurrentStep(request: number, dueAt: number): Promise<boolean>;
  /**
   * Requests changed since `since` whose driver asked for texts and that lack a text they are
   * owed: "received", or the step their status is at. Only a process that died between storing a
   * change and owing its text leaves one; the sweep owes it then.
   */
  missingTexts(since: Date): Promise<{ request: number; phone: string; status: string; received: boolean }[]>;
  /** How many "received" texts went to this number since a moment, whatever the request: a cap on texts to a number nobody proved is theirs. */
  receivedTextsTo(phone: string, since: Date): Promise<number>;
  /** Cancels the status texts of a request still waiting (the status moved back, or to Closed). */
  cancelWaiting(request: number, reason: string): Promise<void>;
  /** Takes the next text due that no live process holds, for `leaseMs`; null when none. */
  claimDue(leaseMs: number, request?: number): Promise<ClaimedText | null>;
  markSent(text: ClaimedText, sent: { sid: string; status: string }): Promise<void>;
  /** A failure worth retrying: again after a back-off (10 s, doubling, at most 10 min). */
  markFailed(text: ClaimedText, error: string): Promise<void>;
  /** It will never go (texts stopped, spam, a number the provider refuses): kept with why. */
  markCancelled(text: ClaimedText, reason: string): Promise<void>;
  texts(request: number): Promise<DriverText[]>;
  /** STOP: no text goes to this number (every request of it) until START. */
  stopTexts(phone: string): Promise<void>;
  /** START: texts may go again. */
  resumeTexts(phone: string): Promise<void>;
  textsStopped(phone: string): Promise<boolean>;
}

/** How long a text the provider could not take waits before it is tried again: 10 s, doubling, at most 10 minutes. */
export const retryBackoffMs = (attempts: number) => Math.min(10 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));
const statusSteps: readonly string[] = textSteps;
/** The steps a change may fold (wait SMS_FOLD_SECONDS for a later one): "received" goes at once. */
const foldedSteps = textSteps.filter((step) => step !== "received");

/** The step a status is texted as; the others (new, contacted, scheduled, closed) are not texted. */
export const stepOfStatus = (status: string): TextStep | null =>
  status !== "new" && statusSteps.includes(status) ? (status as TextStep) : null;

/** `backoffMs` is the wait before a failed text is tried again (a test shortens it). */
export function createDriverTextStore(db: Kysely<Tables>, { backoffMs = retryBackoffMs } = {}): DriverTextStore {
  const now = () => new Date().toISOString();

  /** Owes `step` within a transaction that holds the request's row. */
  async function oweIn(trx: Transaction<Tables>, request: number, step: string, dueAt: number): Promise<boolean> {
    const existing = await trx
      .selectFrom("driver_texts")
      .select(["id", "sent_at", "claimed_until", "cancelled_at"])
      .where("request", "=", request)
      .where("step", "=", step)
      .executeTakeFirst();
    if (existing?.sent_at) return false;
    if (existing && existing.claimed_until !== null && Number(existing.claimed_until) > Date.now()) return false;
    if (existing) {
      await trx
        .updateTable("driver_texts")
        // A text cancelled before and owed again is about this change: it takes its place after
        // the texts owed meanwhile (texts go in the order they were owed).
        .set({ due_at: dueAt, cancelled_at: null, last_error: null, ...(existing.cancelled_at ? { created_at: now() } : {}) })
        .where("id", "=", existing.id)
        .execute();
    } else {
      await trx
        .insertInto("driver_texts")
        .values({ request, step, created_at: now(), due_at: dueAt })
        .onConflict((conflict) => conflict.columns(["request", "step"]).doNothing())
        .execute();
    }
    if (!statusSteps.includes(step)) {
      // A reply or an estimate ends the fold of a status text still waiting: the step it tells
      // came first, so it goes now, and this text after it (each request's texts go in order).
      await trx
        .updateTable("driver_texts")
        .set({ due_at: sql<number>`CASE WHEN due_at < ${dueAt} THEN due_at ELSE ${dueAt} END` })
        .where("request", "=", request)
        .where("step", "in", foldedSteps)
        .where("sent_at", "is", null)
        .where("cancelled_at", "is", null)
        .execute();
    } else {
      await cancelWaitingIn(
        trx,
        request,
        `folded into the ${step} text`,
        statusSteps.filter((other) => other !== step),
      );
    }
    return true;
  }

  /** Cancels the status texts (of `steps`) still waiting and not held by a live claim. */
  async function cancelWaitingIn(trx: Kysely<Tables>, request: number, reason: string, steps: readonly string[] = statusSteps) {
    await trx
      .updateTable("driver_texts")
      .set({ cancelled_at: now(), last_error: reason })
      .where("request", "=", request)
      .where("step", "in", [...steps])
      .where("sent_at", "is", null)
      .where("cancelled_at", "is", null)
      .where(noLiveLease("claimed_until", Date.now()))
      .execute();
  }

  /** Takes the request's row first: changes to one request are owed one at a time, whichever process makes them. */
  async function locked<T>(request: number, work: (trx: Transaction<Tables>, status: string | null) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("requests")
        .set({ updated_at: sql`updated_at` })
        .where("id", "=", request)
        .returning("status")
        .executeTakeFirst();
      return work(trx, row?.status ?? null);
    });
  }

  return {
    owe: (request, step, dueAt) => locked(request, (trx) => oweIn(trx, request, step, dueAt)),
    oweCurrentStep: (request, dueAt) =>
      locked(request, async (trx, status) => {
        const step = status ? stepOfStatus(status) : null;
        if (step) return oweIn(trx, request, step, dueAt);
        await cancelWaitingIn(trx, request, `the status is ${status ?? "gone"} now`);
        return false;
      }),
    cancelWaiting: (request, reason) => cancelWaitingIn(db, request, reason),
    async receivedTextsTo(phone, since) {
      const row = await db
        .selectFrom("driver_texts")
        .innerJoin("requests", "requests.id", "driver_texts.request")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("requests.sms_to", "=", phone)
        .where("driver_texts.step", "=", "received")
        .where("driver_texts.sent_at", ">=", since.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async missingTexts(since) {
      // Whether the request has a text (sent, waiting or cancelled) for a step: a value, or its own status.
      const hasStep = (step: string | "status") =>
        sql<boolean>`EXISTS (SELECT 1 FROM driver_texts WHERE driver_texts.request = requests.id AND driver_texts.step = ${
          step === "status" ? sql.ref("requests.status") : step
        })`;
      const rows = await db
        .selectFrom("requests")
        .select(["id", "phone", "status", hasStep("received").as("received")])
        .where("texts_wanted", "=", 1)
        .where("updated_at", ">=", since.toISOString())
        .where("spam", "=", 0)
        .where((eb) =>
          eb.or([
            eb.not(hasStep("received")),
            eb.and([eb("status", "in", ["dispatched", "on-the-way", "done"]), eb.not(hasStep("status"))]),
          ]),
        )
        .limit(100)
        .execute();
      return rows.map((row) => ({
        request: Number(row.id),
        phone: row.phone,
        status: row.status,
        received: Boolean(Number(row.received)),
      }));
    },
    async claimDue(leaseMs, request) {
      const claimed = await db.transaction().execute((trx) =>
        claimNextDue(trx, {
          table: "driver_texts",
          dueAt: "due_at",
          doneWhen: ["sent_at", "cancelled_at"],
          orderBy: ["due_at", "id"],
          request,
          leaseMs,
          // A text about a later step never overtakes one about an earlier step still to go.
          inOrderPerRequest: true,
        }),
      );
      return claimed
        ? { id: Number(claimed.id), request: Number(claimed.request), step: claimed.step, attempts: Number(claimed.attempts) }
        : null;
    },
    async markSent(text, sent) {
      await db
        .updateTable("driver_texts")
        .set({ sent_at: now(), claimed_until: null, last_error: null, provider_sid: sent.sid, provider_status: sent.status })
        .where("id", "=", text.id)
        .execute();
    },
    async markFailed(text, error) {
      await db
        .updateTable("driver_texts")
        .set({ claimed_until: null, last_error: error.slice(0, 500), due_at: Date.now() + backoffMs(text.attempts) })
        .where("id", "=", text.id)
        .execute();
    },
    async markCancelled(text, reason) {
      await db
        .updateTable("driver_texts")
        .set({ claimed_until: null, cancelled_at: now(), last_error: reason.slice(0, 500) })
        .where("id", "=", text.id)
        .execute();
    },
    async texts(request) {
      const rows = await db.selectFrom("driver_texts").selectAll().where("request", "=", request).orderBy("id", "asc").execute();
      return rows.map((row) => ({
        step: row.step,
        createdAt: row.created_at,
        sentAt: row.sent_at,
        cancelledAt: row.cancelled_at,
        lastError: row.last_error,
        providerSid: row.provider_sid,
        providerStatus: row.provider_status,
      }));
    },
    async stopTexts(phone) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("sms_opt_outs")
          .values({ phone, stopped_at: now() })
          .onConflict((conflict) => conflict.column("phone").doNothing())
          .execute();
        // Nothing already owed goes either.
        const requests = trx.selectFrom("requests").select("id").where("sms_to", "=", phone);
        await trx
          .updateTable("driver_texts")
          .set({ cancelled_at: now(), last_error: "the driver replied STOP" })
          .where("request", "in", requests)
          .where("sent_at", "is", null)
          .where("cancelled_at", "is", null)
          .execute();
      });
    },
    async resumeTexts(phone) {
      await db.deleteFrom("sms_opt_outs").where("phone", "=", phone).execute();
    },
    async textsStopped(phone) {
      return Boolean(await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst());
    },
  };
}
