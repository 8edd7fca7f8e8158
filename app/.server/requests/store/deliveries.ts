import { sql, type Kysely } from "kysely";
import { noLiveLease } from "../../db/lease";
import type { Tables } from "../../db/tables";
import { photoColumns, toPhoto, toRequest, type RequestPhoto, type StoredRequest } from "./records";

/**
 * The owner's e-mails, claimed in the database before each send (decision 007): a request's own
 * e-mail, and photos that arrive after it. Only one process wins a claim; a claim expires, so a
 * killed process's sends go out from another.
 */
export interface Deliveries {
  /**
   * Takes the right to e-mail a request's photos that have not gone yet, once the request's own
   * e-mail has (before that, they go with it). Only one process wins; empty when there is nothing.
   */
  claimPhotoNotification(id: number, leaseMs: number): Promise<RequestPhoto[]>;
  /** Requests whose own e-mail went but that hold photos not yet e-mailed. */
  listPhotosUnnotified(limit?: number): Promise<number[]>;
  /** Marks photos e-mailed (or, on failure, releases their claim). */
  markPhotosNotified(photoIds: readonly number[], sent: boolean): Promise<void>;
  /** Requests whose e-mail has not gone out (spam excepted), oldest first. */
  listUnnotified(limit?: number): Promise<StoredRequest[]>;
  /**
   * Takes the right to e-mail this request until `leaseMs` from now. Only one process wins;
   * null when the request was e-mailed already, is spam, or another process holds it.
   */
  claimNotification(id: number, leaseMs: number): Promise<StoredRequest | null>;
  /** Marks the request e-mailed, with the photos that went with it, in one transaction. */
  markNotified(id: number, serverAnswer: string, photoIds?: readonly number[]): Promise<void>;
  markNotifyFailed(id: number, error: string): Promise<void>;
}

export function createDeliveries(db: Kysely<Tables>): Deliveries {
  return {
    async claimPhotoNotification(id, leaseMs) {
      const now = Date.now();
      const rows = await db
        .updateTable("request_photos")
        .set({ notify_claimed_until: now + leaseMs })
        .where("request", "=", id)
        .where("notified_at", "is", null)
        .where(noLiveLease("notify_claimed_until", now))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("requests")
              .select(sql`1`.as("one"))
              .where("id", "=", id)
              .where("notified_at", "is not", null)
              .where("spam", "=", 0),
          ),
        )
        .returning(photoColumns)
        .execute();
      return rows.map(toPhoto).sort((a, b) => a.id - b.id);
    },
    async listPhotosUnnotified(limit = 50) {
      const rows = await db
        .selectFrom("request_photos as p")
        .innerJoin("requests as r", "r.id", "p.request")
        .select("p.request")
        .distinct()
        .where("p.notified_at", "is", null)
        .where("r.notified_at", "is not", null)
        .where("r.spam", "=", 0)
        .orderBy("p.request")
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.request));
    },
    async markPhotosNotified(photoIds, sent) {
      if (photoIds.length === 0) return;
      await db
        .updateTable("request_photos")
        .set(sent ? { notified_at: new Date().toISOString(), notify_claimed_until: null } : { notify_claimed_until: null })
        .where("id", "in", [...photoIds])
        .execute();
    },
    async listUnnotified(limit = 50) {
      const rows = await db
        .selectFrom("requests")
        .selectAll()
        .where("notified_at", "is", null)
        .where("spam", "=", 0)
        .orderBy("id", "asc")
        .limit(limit)
        .execute();
      return rows.map(toRequest);
    },
    async claimNotification(id, leaseMs) {
      const now = Date.now();
      const row = await db
        .updateTable("requests")
        .set({ notify_claimed_until: now + leaseMs })
        .where("id", "=", id)
        .where("notified_at", "is", null)
        .where("spam", "=", 0)
        .where(noLiveLease("notify_claimed_until", now))
        .returningAll()
        .executeTakeFirst();
      return row ? toRequest(row) : null;
    },
    async markNotified(id, serverAnswer, photoIds = []) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("requests")
          .set({ notified_at: now, last_notify_error: null, notify_claimed_until: null })
          .where("id", "=", id)
          .execute();
        await trx
          .insertInto("request_events")
          .values({ request: id, at: now, type: "email-sent", actor: null, detail: serverAnswer.slice(0, 500) })
          .execute();
        if (photoIds.length > 0) {
          await trx
            .updateTable("request_photos")
            .set({ notified_at: now })
            .where("request", "=", id)
            .where("id", "in", [...photoIds])
            .execute();
        }
      });
    },
    async markNotifyFailed(id, error) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("requests")
          .set((eb) => ({
            notify_attempts: eb("notify_attempts", "+", 1),
            last_notify_error: error.slice(0, 500),
            notify_claimed_until: null,
          }))
          .where("id", "=", id)
          .execute();
        await trx
          .insertInto("request_events")
          .values({ request: id, at: now, type: "email-failed", actor: null, detail: error.slice(0, 500) })
          .execute();
      });
    },
  };
}
