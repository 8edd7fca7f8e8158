import { randomBytes } from "node:crypto";
import type { Client, InStatement, Row } from "@libsql/client";
import { migrate, openDatabase, type DatabaseLocation } from "../db/database";
import { requestMigrations } from "./schema";
import { requestStatuses, type RequestKind, type RequestStatus } from "~/lib/request-status";

export { requestStatuses, type RequestKind, type RequestStatus };

/** A request as the site receives it, before it is stored. */
export interface NewRequest {
  /** The id the form made for this fill: a second post with it stores nothing new. */
  requestId: string;
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** What only this kind of request holds (a roadside request's location, truck, load). */
  details?: Record<string, unknown> | null;
  /** Set when bot signals were seen: stored, never e-mailed. */
  spamReason?: string | null;
  /** Set when the sender's address has posted more than usual: stored and e-mailed with that mark. */
  suspect?: boolean;
  /** The hash a repeated post must prove to be answered with the private links (request-id.server.ts). */
  senderHash?: string | null;
}

export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export interface StoredRequest {
  id: number;
  requestId: string;
  kind: RequestKind;
  status: RequestStatus;
  spam: boolean;
  spamReason: string | null;
  suspect: boolean;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, unknown> | null;
  /** The secret in the request's private status page address. */
  statusToken: string;
  createdAt: string;
  updatedAt: string;
  ip: string | null;
  userAgent: string | null;
  notifiedAt: string | null;
  notifyAttempts: number;
  lastNotifyError: string | null;
  senderHash: string | null;
}

export type RequestEventType = "email-sent" | "email-failed" | "status" | "note" | "spam" | "not-spam";

/** One line of a request's history: an e-mail attempt, a status change, a note. */
export interface RequestEvent {
  id: number;
  request: number;
  at: string;
  type: RequestEventType;
  /** Who made the change (an owner's e-mail, "cli", "server"); null for the system. */
  actor: string | null;
  detail: string | null;
}

/** A photo kept with a request (the file lives under DATA_DIR/uploads). */
export interface RequestPhoto {
  id: number;
  request: number;
  /** The random file name under the uploads folder. */
  file: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** When the photo went to the owner (with the request's e-mail or after it); null until then. */
  notifiedAt: string | null;
}

export interface SaveResult {
  request: StoredRequest;
  /** True when a request with this id was already stored: nothing new was written. */
  duplicate: boolean;
}

export interface ListFilter {
  /** Spam is left out unless asked for. */
  spam?: "exclude" | "only" | "include";
  kind?: RequestKind;
  statuses?: readonly RequestStatus[];
  /** Matches name or phone (digits compared without punctuation). */
  search?: string;
  limit?: number;
}

/** Durable storage of every request the site receives, shared by every server process. */
export interface RequestStore {
  /** The database itself, for modules that keep their own tables beside the requests. */
  readonly client: Client;
  /** Stores a request; resolves once the row is committed. A known request id stores nothing new. */
  save(request: NewRequest, origin?: RequestOrigin): Promise<SaveResult>;
  /** Requests from this address since the given time (every process's, spam included). */
  countFromAddress(ip: string, since: Date): Promise<number>;
  get(id: number): Promise<StoredRequest | null>;
  getByStatusToken(token: string): Promise<StoredRequest | null>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<StoredRequest[]>;
  setStatus(id: number, status: RequestStatus, actor: string | null): Promise<StoredRequest | null>;
  addNote(id: number, note: string, actor: string | null): Promise<StoredRequest | null>;
  /** Marks a request spam or releases it; a released request is e-mailed like a new one. */
  setSpam(id: number, spam: boolean, actor: string | null): Promise<StoredRequest | null>;
  history(id: number): Promise<RequestEvent[]>;
  addPhoto(photo: Omit<RequestPhoto, "id" | "createdAt" | "notifiedAt">): Promise<RequestPhoto>;
  photos(id: number): Promise<RequestPhoto[]>;
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
  /** Drops spam older than `maxAgeDays`, and the oldest spam past `maxRows`. Returns rows removed. */
  pruneSpam(limits: { maxAgeDays: number; maxRows: number }): Promise<number>;
  count(filter?: Pick<ListFilter, "spam">): Promise<number>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): void;
}

/** Opens (and on first use creates or upgrades) the request database. */
export async function openRequestStore(location: DatabaseLocation): Promise<RequestStore> {
  const client = await openDatabase(location);
  await migrate(client, requestMigrations);
  return createRequestStore(client);
}

const columns = `id, request_id, kind, status, spam, spam_reason, suspect, name, email, phone, message, details, status_token,
  created_at, updated_at, ip, user_agent, notified_at, notify_attempts, last_notify_error, sender_hash`;
const select = `SELECT ${columns} FROM requests`;
const insert = `INSERT INTO requests (request_id, kind, spam, spam_reason, suspect, name, email, phone, message, details,
  status_token, created_at, updated_at, ip, user_agent, sender_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (request_id) DO NOTHING RETURNING ${columns}`;

const spamClause = { exclude: "spam = 0", only: "spam = 1", include: "1 = 1" } as const;

export function createRequestStore(client: Client): RequestStore {
  // Group commit: requests that arrive together are written in one transaction, so they
  // share one fsync. Each is answered only after that commit.
  interface PendingSave {
    statement: InStatement;
    requestId: string;
    resolve: (result: SaveResult) => void;
    reject: (error: unknown) => void;
  }
  let queue: PendingSave[] = [];
  let flushScheduled = false;

  async function flush() {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    try {
      const results = await client.batch(
        batch.map(({ statement }) => statement),
        "write",
      );
      const stored = new Map<string, StoredRequest>();
      const duplicates: PendingSave[] = [];
      batch.forEach((pending, index) => {
        const row = results[index]?.rows[0];
        if (row) {
          const request = toRequest(row);
          stored.set(pending.requestId, request);
          pending.resolve({ request, duplicate: false });
        } else duplicates.push(pending);
      });
      for (const pending of duplicates) {
        try {
          const existing = stored.get(pending.requestId) ?? (await byRequestId(pending.requestId));
          if (existing) pending.resolve({ request: existing, duplicate: true });
          else pending.reject(new Error(`Request ${pending.requestId} was neither stored nor found`));
        } catch (error) {
          pending.reject(error);
        }
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  async function byRequestId(requestId: string) {
    const result = await client.execute({ sql: `${select} WHERE request_id = ?`, args: [requestId] });
    return result.rows[0] ? toRequest(result.rows[0]) : null;
  }

  async function get(id: number) {
    const result = await client.execute({ sql: `${select} WHERE id = ?`, args: [id] });
    return result.rows[0] ? toRequest(result.rows[0]) : null;
  }

  /** Runs an update and its history line in one transaction; null when the id is unknown. */
  async function change(id: number, update: InStatement | null, event: Omit<RequestEvent, "id" | "request" | "at">) {
    const now = new Date().toISOString();
    const statements: InStatement[] = [];
    if (update) statements.push(update);
    statements.push({
      sql: `UPDATE requests SET updated_at = ? WHERE id = ?`,
      args: [now, id],
    });
    statements.push({
      sql: `INSERT INTO request_events (request, at, type, actor, detail) SELECT id, ?, ?, ?, ? FROM requests WHERE id = ?`,
      args: [now, event.type, event.actor, event.detail, id],
    });
    const results = await client.batch(statements, "write");
    if (results.at(-1)?.rowsAffected === 0) return null;
    return get(id);
  }

  return {
    client,
    save(request, origin = {}) {
      const now = new Date().toISOString();
      const statement: InStatement = {
        sql: insert,
        args: [
          request.requestId,
          request.kind,
          request.spamReason ? 1 : 0,
          request.spamReason ?? null,
          request.suspect ? 1 : 0,
          request.name,
          request.email,
          request.phone,
          request.message,
          request.details ? JSON.stringify(request.details) : null,
          randomBytes(16).toString("base64url"),
          now,
          now,
          origin.ip ?? null,
          origin.userAgent?.slice(0, 400) ?? null,
          request.senderHash ?? null,
        ],
      };
      return new Promise<SaveResult>((resolve, reject) => {
        queue.push({ statement, requestId: request.requestId, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
    async countFromAddress(ip, since) {
      const result = await client.execute({
        sql: `SELECT COUNT(*) AS n FROM requests WHERE ip = ? AND created_at >= ?`,
        args: [ip, since.toISOString()],
      });
      return Number(result.rows[0]?.n ?? 0);
    },
    get,
    async getByStatusToken(token) {
      const result = await client.execute({ sql: `${select} WHERE status_token = ?`, args: [token] });
      return result.rows[0] ? toRequest(result.rows[0]) : null;
    },
    async list(filter = {}) {
      const where: string[] = [spamClause[filter.spam ?? "exclude"]];
      const args: (string | number)[] = [];
      if (filter.kind) {
        where.push("kind = ?");
        args.push(filter.kind);
      }
      if (filter.statuses && filter.statuses.length > 0) {
        where.push(`status IN (${filter.statuses.map(() => "?").join(", ")})`);
        args.push(...filter.statuses);
      }
      const search = filter.search?.trim();
      if (search) {
        const digits = search.replace(/\D/g, "");
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        if (digits.length >= 3) {
          where.push(
            `(lower(name) LIKE ? ESCAPE '\\' OR replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') LIKE ?)`,
          );
          args.push(like, `%${digits}%`);
        } else {
          where.push(`lower(name) LIKE ? ESCAPE '\\'`);
          args.push(like);
        }
      }
      const limit = filter.limit ? ` LIMIT ${Math.max(1, Math.floor(filter.limit))}` : "";
      const result = await client.execute({ sql: `${select} WHERE ${where.join(" AND ")} ORDER BY id DESC${limit}`, args });
      return result.rows.map(toRequest);
    },
    setStatus(id, status, actor) {
      return change(
        id,
        { sql: `UPDATE requests SET status = ? WHERE id = ?`, args: [status, id] },
        { type: "status", actor, detail: status },
      );
    },
    addNote(id, note, actor) {
      return change(id, null, { type: "note", actor, detail: note.slice(0, 2000) });
    },
    setSpam(id, spam, actor) {
      return change(
        id,
        {
          sql: spam
            ? `UPDATE requests SET spam = 1, spam_reason = coalesce(spam_reason, 'marked by hand') WHERE id = ?`
            : `UPDATE requests SET spam = 0, suspect = 0 WHERE id = ?`,
          args: [id],
        },
        { type: spam ? "spam" : "not-spam", actor, detail: null },
      );
    },
    async history(id) {
      const result = await client.execute({
        sql: `SELECT id, request, at, type, actor, detail FROM request_events WHERE request = ? ORDER BY id ASC`,
        args: [id],
      });
      return result.rows.map((row) => ({
        id: Number(row.id),
        request: Number(row.request),
        at: String(row.at),
        type: String(row.type) as RequestEventType,
        actor: text(row.actor),
        detail: text(row.detail),
      }));
    },
    async addPhoto(photo) {
      const createdAt = new Date().toISOString();
      const result = await client.execute({
        sql: `INSERT INTO request_photos (request, file, content_type, bytes, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        args: [photo.request, photo.file, photo.contentType, photo.bytes, photo.width, photo.height, createdAt],
      });
      return { ...photo, id: Number(result.rows[0]?.id), createdAt, notifiedAt: null };
    },
    async photos(id) {
      const result = await client.execute({ sql: `SELECT ${photoColumns} FROM request_photos WHERE request = ? ORDER BY id`, args: [id] });
      return result.rows.map(toPhoto);
    },
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
    async pruneSpam({ maxAgeDays, maxRows }) {
      const cutoff = new Date(Date.now() - maxAgeDays * 86_400_000).toISOString();
      const doomed = `SELECT id FROM requests WHERE spam = 1 AND (created_at < ? OR id <= coalesce(
        (SELECT id FROM requests WHERE spam = 1 ORDER BY id DESC LIMIT 1 OFFSET ?), 0))`;
      const results = await client.batch(
        [
          { sql: `DELETE FROM request_events WHERE request IN (${doomed})`, args: [cutoff, maxRows] },
          { sql: `DELETE FROM requests WHERE id IN (${doomed})`, args: [cutoff, maxRows] },
        ],
        "write",
      );
      return results[1]?.rowsAffected ?? 0;
    },
    async count(filter = {}) {
      const result = await client.execute(`SELECT COUNT(*) AS n FROM requests WHERE ${spamClause[filter.spam ?? "include"]}`);
      return Number(result.rows[0]?.n ?? 0);
    },
    async ping() {
      try {
        await client.execute("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.close();
    },
  };
}

const photoColumns = "id, request, file, content_type, bytes, width, height, created_at, notified_at";

function toPhoto(row: Row): RequestPhoto {
  return {
    id: Number(row.id),
    request: Number(row.request),
    file: String(row.file),
    contentType: String(row.content_type),
    bytes: Number(row.bytes),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    createdAt: String(row.created_at),
    notifiedAt: text(row.notified_at),
  };
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRequest(row: Row): StoredRequest {
  let details: Record<string, unknown> | null = null;
  if (typeof row.details === "string") {
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = null;
    }
  }
  return {
    id: Number(row.id),
    requestId: String(row.request_id),
    kind: String(row.kind) as RequestKind,
    status: String(row.status) as RequestStatus,
    spam: Number(row.spam) === 1,
    spamReason: text(row.spam_reason),
    suspect: Number(row.suspect) === 1,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    details,
    statusToken: String(row.status_token),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    ip: text(row.ip),
    userAgent: text(row.user_agent),
    notifiedAt: text(row.notified_at),
    notifyAttempts: Number(row.notify_attempts ?? 0),
    lastNotifyError: text(row.last_notify_error),
    senderHash: text(row.sender_hash),
  };
}
