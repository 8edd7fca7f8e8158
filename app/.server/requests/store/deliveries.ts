import type { Client } from "@libsql/client";
import { columns, photoColumns, select, toPhoto, toRequest, type RequestPhoto, type StoredRequest } from "./records";

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

export function createDeliveries(client: Client): Deliveries {
  return {
    async claimPhotoNotification(id, leaseMs) {
      const now = Date.now();
      const result = await client.execute({
        sql: `UPDATE request_photos SET notify_claimed_until = ?
              WHERE request = ? AND notified_at IS NULL AND (notify_claimed_until IS NULL OR notify_claimed_until < ?)
                AND EXISTS (SELECT 1 FROM requests WHERE id = ? AND notified_at IS NOT NULL AND spam = 0)
              RETURNING ${photoColumns}`,
        args: [now + leaseMs, id, now, id],
      });
      return result.rows.map(toPhoto).sort((a, b) => a.id - b.id);
    },
    async listPhotosUnnotified(limit = 50) {
      const result = await client.execute({
        sql: `SELECT DISTINCT p.request FROM request_photos p JOIN requests r ON r.id = p.request
              WHERE p.notified_at IS NULL AND r.notified_at IS NOT NULL AND r.spam = 0 ORDER BY p.request LIMIT ?`,
        args: [limit],
      });
      return result.rows.map((row) => Number(row.request));
    },
    async markPhotosNotified(photoIds, sent) {
      if (photoIds.length === 0) return;
      const marks = photoIds.map(() => "?").join(", ");
      await client.execute(
        sent
          ? {
              sql: `UPDATE request_photos SET notified_at = ?, notify_claimed_until = NULL WHERE id IN (${marks})`,
              args: [new Date().toISOString(), ...photoIds],
            }
          : { sql: `UPDATE request_photos SET notify_claimed_until = NULL WHERE id IN (${marks})`, args: [...photoIds] },
      );
    },
    async listUnnotified(limit = 50) {
      const result = await client.execute({
        sql: `${select} WHERE notified_at IS NULL AND spam = 0 ORDER BY id ASC LIMIT ?`,
        args: [limit],
      });
      return result.rows.map(toRequest);
    },
    async claimNotification(id, leaseMs) {
      const now = Date.now();
      const result = await client.execute({
        sql: `UPDATE requests SET notify_claimed_until = ?
              WHERE id = ? AND notified_at IS NULL AND spam = 0 AND (notify_claimed_until IS NULL OR notify_claimed_until < ?)
              RETURNING ${columns}`,
        args: [now + leaseMs, id, now],
      });
      return result.rows[0] ? toRequest(result.rows[0]) : null;
    },
    async markNotified(id, serverAnswer, photoIds = []) {
      const now = new Date().toISOString();
      await client.batch(
        [
          {
            sql: `UPDATE requests SET notified_at = ?, last_notify_error = NULL, notify_claimed_until = NULL WHERE id = ?`,
            args: [now, id],
          },
          {
            sql: `INSERT INTO request_events (request, at, type, actor, detail) VALUES (?, ?, 'email-sent', NULL, ?)`,
            args: [id, now, serverAnswer.slice(0, 500)],
          },
          ...(photoIds.length > 0
            ? [
                {
                  sql: `UPDATE request_photos SET notified_at = ? WHERE request = ? AND id IN (${photoIds.map(() => "?").join(", ")})`,
                  args: [now, id, ...photoIds],
                },
              ]
            : []),
        ],
        "write",
      );
    },
    async markNotifyFailed(id, error) {
      const now = new Date().toISOString();
      await client.batch(
        [
          {
            sql: `UPDATE requests SET notify_attempts = notify_attempts + 1, last_notify_error = ?, notify_claimed_until = NULL WHERE id = ?`,
            args: [error.slice(0, 500), id],
          },
          {
            sql: `INSERT INTO request_events (request, at, type, actor, detail) VALUES (?, ?, 'email-failed', NULL, ?)`,
            args: [id, now, error.slice(0, 500)],
          },
        ],
        "write",
      );
    },
  };
}
