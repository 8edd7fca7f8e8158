import { randomBytes } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import type { RequestStatus } from "~/lib/request-status";
import {
  insert,
  select,
  text,
  toRequest,
  type ListFilter,
  type NewRequest,
  type RequestEvent,
  type RequestEventType,
  type RequestOrigin,
  type SaveResult,
  type StoredRequest,
} from "./records";

const spamClause = { exclude: "spam = 0", only: "spam = 1", include: "1 = 1" } as const;

/** Requests and their history: stored once per request id, read, listed, moved on by the owner. */
export interface Requests {
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
  count(filter?: Pick<ListFilter, "spam">): Promise<number>;
}

export function createRequests(client: Client): Requests {
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
    get,
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
    async count(filter = {}) {
      const result = await client.execute(`SELECT COUNT(*) AS n FROM requests WHERE ${spamClause[filter.spam ?? "include"]}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
