import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { formatTorontoTime } from "~/lib/format-date";
import type { RequestStatus } from "~/lib/request-status";
import type { Engine } from "../../db/database";
import type { Tables } from "../../db/tables";
import { toE164 } from "../../driver-texts/phone-number";
import {
  toRequest,
  type ListFilter,
  type NewRequest,
  type RequestEvent,
  type RequestEventType,
  type RequestOrigin,
  type SaveResult,
  type StoredRequest,
  sourceColumns,
} from "./records";

/** Requests and their history: stored once per request id, read, listed, moved on by the owner. */
export interface Requests {
  /** Stores a request; resolves once the row is committed. A known request id stores nothing new. */
  save(request: NewRequest, origin?: RequestOrigin): Promise<SaveResult>;
  /** Requests from this address since the given time (every process's, spam included). */
  /** Requests from the address with this hash (of today) since then. */
  countFromAddress(addressHash: string, since: Date): Promise<number>;
  get(id: number): Promise<StoredRequest | null>;
  getByStatusToken(token: string): Promise<StoredRequest | null>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<StoredRequest[]>;
  /**
   * A new status. Any status but On the way ends the technician's way there (arrived, the job over,
   * or back to dispatched): their shared position is deleted in the same transaction.
   */
  setStatus(id: number, status: RequestStatus, actor: Actor): Promise<StoredRequest | null>;
  /**
   * Status, who is coming (a member's account and the first name the driver reads) and when, in
   * one change (the request page); one history line. `assignedTo` left out keeps who was assigned;
   * a new assignee's way starts without the position someone else shared.
   */
  setDispatch(
    id: number,
    dispatch: { status: RequestStatus; technician: string | null; arrivalAt: string | null; assignedTo?: number | null },
    actor: Actor,
  ): Promise<StoredRequest | null>;
  /** "Parts used", as written on the job; a history line says it changed. */
  setPartsUsed(id: number, parts: string, actor: Actor): Promise<StoredRequest | null>;
  /** The one request from this number (E.164) whose status page is still open (not spam, not closed, 30 days): where a text back goes; none when there are two. */
  openRequestForPhone(phone: string, since: Date): Promise<StoredRequest | null>;
  addNote(id: number, note: string, actor: Actor): Promise<StoredRequest | null>;
  /** Marks a request spam or releases it; a released request is e-mailed like a new one. */
  setSpam(id: number, spam: boolean, actor: Actor): Promise<StoredRequest | null>;
  /**
   * Marks the request seen by this owner, once: the first call records who and when (in the
   * request and its history) and answers true; later ones change nothing and answer false.
   */
  acknowledge(id: number, owner: { id: number; email: string }): Promise<boolean>;
  history(id: number): Promise<RequestEvent[]>;
  /** Adds a line to a request's history (an alert sent or failed), without touching the request. */
  recordEvent(id: number, type: RequestEventType, detail: string | null): Promise<void>;
  count(filter?: Pick<ListFilter, "spam">): Promise<number>;
}

const spamValue = { exclude: 0, only: 1 } as const;

/** Any number for PostgreSQL's advisory locks: a request id being stored (the second key is its hash). */
const requestIdLock = 727_002;

/** Who made a change: an e-mail or a word ("cli"), or a member with the first name the history shows. */
type Actor = string | null | { email: string; name: string | null };
const actorColumns = (actor: Actor) =>
  typeof actor === "object" && actor !== null
    ? { actor: actor.email, actor_name: actor.name?.trim().split(/\s+/)[0] || null }
    : { actor, actor_name: null };

export function createRequests(db: Kysely<Tables>, engine: Engine): Requests {
  // Group commit: requests that arrive together are written in one transaction, so they
  // share one fsync. Each is answered only after that commit.
  interface PendingSave {
    request: NewRequest;
    origin: RequestOrigin;
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
      const inserted = await db.transaction().execute(async (trx) => {
        const rows = [];
        // A request's number (R-42) is its row id, and an insert that meets a known request id
        // would still take one (PostgreSQL draws the identity first; SQLite's AUTOINCREMENT
        // counter moves too): each id is looked up first, so a repeat (a retry, the outbox and
        // the page both sending) leaves no gap. Two processes storing one id wait for each other
        // on PostgreSQL (locks taken in one order, held to the commit); SQLite writes one
        // transaction at a time.
        if (engine === "postgres") {
          for (const id of [...new Set(batch.map((pending) => pending.request.requestId))].sort()) {
            await sql`SELECT pg_advisory_xact_lock(${requestIdLock}, hashtext(${id}))`.execute(trx);
          }
        }
        for (const { request, origin } of batch) {
          const now = new Date().toISOString();
          const known = await trx.selectFrom("requests").select("id").where("request_id", "=", request.requestId).executeTakeFirst();
          if (known) {
            rows.push(undefined);
            continue;
          }
          rows.push(
            await trx
              .insertInto("requests")
              .values({
                request_id: request.requestId,
                kind: request.kind,
                spam: request.spamReason ? 1 : 0,
                spam_reason: request.spamReason ?? null,
                suspect: request.suspect ? 1 : 0,
                name: request.name,
                email: request.email,
                phone: request.phone,
                message: request.message,
                details: request.details ? JSON.stringify(request.details) : null,
                status_token: randomBytes(16).toString("base64url"),
                created_at: now,
                updated_at: now,
                address_hash: origin.addressHash ?? null,
                sender_hash: request.senderHash ?? null,
                texts_wanted: request.textsWanted ? 1 : 0,
                sms_to: toE164(request.phone),
                ...sourceColumns(request.source),
              })
              .onConflict((conflict) => conflict.column("request_id").doNothing())
              .returningAll()
              .executeTakeFirst(),
          );
        }
        return rows;
      });
      const stored = new Map<string, StoredRequest>();
      const duplicates: PendingSave[] = [];
      batch.forEach((pending, index) => {
        const row = inserted[index];
        if (row) {
          const request = toRequest(row);
          stored.set(pending.request.requestId, request);
          pending.resolve({ request, duplicate: false });
        } else duplicates.push(pending);
      });
      for (const pending of duplicates) {
        try {
          const existing = stored.get(pending.request.requestId) ?? (await byRequestId(pending.request.requestId));
          if (existing) pending.resolve({ request: existing, duplicate: true });
          else pending.reject(new Error(`Request ${pending.request.requestId} was neither stored nor found`));
        } catch (error) {
          pending.reject(error);
        }
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  async function byRequestId(requestId: string) {
    const row = await db.selectFrom("requests").selectAll().where("request_id", "=", requestId).executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  async function get(id: number) {
    const row = await db.selectFrom("requests").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  /** Runs a change and its history line in one transaction; null when the id is unknown. */
  async function change(
    id: number,
    update: ((trx: Kysely<Tables>) => Promise<unknown>) | null,
    event: { type: RequestEventType; actor: Actor; detail: string | null },
    status?: RequestStatus,
  ) {
    const found = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const touched = await trx.updateTable("requests").set({ updated_at: now }).where("id", "=", id).executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return false;
      if (update) await update(trx);
      // The position was a courtesy for the way there: once off the way (there, the job over, or
      // back to dispatched), it goes, so a later On the way never shows an old one.
      if (status && status !== "on-the-way") await trx.deleteFrom("technician_positions").where("request", "=", id).execute();
      await trx
        .insertInto("request_events")
        .values({ request: id, at: now, type: event.type, detail: event.detail, ...actorColumns(event.actor) })
        .execute();
      return true;
    });
    return found ? get(id) : null;
  }

  return {
    save(request, origin = {}) {
      return new Promise<SaveResult>((resolve, reject) => {
        queue.push({ request, origin, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
    async countFromAddress(addressHash, since) {
      const row = await db
        .selectFrom("requests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("address_hash", "=", addressHash)
        .where("created_at", ">=", since.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    get,
    async getByStatusToken(token) {
      const row = await db.selectFrom("requests").selectAll().where("status_token", "=", token).executeTakeFirst();
      return row ? toRequest(row) : null;
    },
    async list(filter = {}) {
      let query = db.selectFrom("requests").selectAll();
      const spam = filter.spam ?? "exclude";
      if (spam !== "include") query = query.where("spam", "=", spamValue[spam]);
      if (filter.kind) query = query.where("kind", "=", filter.kind);
      if (filter.statuses && filter.statuses.length > 0) query = query.where("status", "in", [...filter.statuses]);
      if (filter.unacknowledged) query = query.where("acknowledged_at", "is", null);
      if (filter.assignedTo !== undefined) query = query.where("assigned_to", "=", filter.assignedTo);
      const search = filter.search?.trim();
      if (search) {
        const digits = search.replace(/\D/g, "");
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byName = sql<boolean>`lower(name) LIKE ${like} ESCAPE '\\'`;
        // Phone digits, compared without the punctuation people type.
        const phoneDigits = sql<string>`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
        query = query.where(digits.length >= 3 ? sql<boolean>`(${byName} OR ${phoneDigits} LIKE ${`%${digits}%`})` : byName);
      }
      query = query.orderBy("id", filter.order === "oldest" ? "asc" : "desc");
      if (filter.limit) query = query.limit(Math.max(1, Math.floor(filter.limit)));
      return (await query.execute()).map(toRequest);
    },
    setStatus(id, status, actor) {
      return change(
        id,
        (trx) => trx.updateTable("requests").set({ status }).where("id", "=", id).execute(),
        { type: "status", actor, detail: status },
        status,
      );
    },
    setDispatch(id, { status, technician, arrivalAt, assignedTo }, actor) {
      const arriving = arrivalAt ? `arriving about ${formatTorontoTime(arrivalAt)}` : "";
      const who = [technician, arriving].filter(Boolean).join(", ");
      return change(
        id,
        async (trx) => {
          await trx
            .updateTable("requests")
            .set({ status, technician, arrival_at: arrivalAt, ...(assignedTo !== undefined ? { assigned_to: assignedTo } : {}) })
            .where("id", "=", id)
            .execute();
          // Reassigned (to another member, a helper or nobody): the driver must never read the new
          // assignee's distance from the last one's phone.
          if (assignedTo === undefined) return;
          let shared = trx.deleteFrom("technician_positions").where("request", "=", id);
          if (assignedTo !== null) shared = shared.where("member", "!=", assignedTo);
          await shared.execute();
        },
        { type: "dispatch", actor, detail: who ? `${status}: ${who}` : status },
        status,
      );
    },
    setPartsUsed(id, parts, actor) {
      const text = parts.trim().slice(0, 2000);
      return change(
        id,
        (trx) =>
          trx
            .updateTable("requests")
            .set({ parts_used: text || null })
            .where("id", "=", id)
            .execute(),
        {
          type: "parts-used",
          actor,
          detail: text || null,
        },
      );
    },
    async openRequestForPhone(phone, since) {
      const rows = await db
        .selectFrom("requests")
        .selectAll()
        .where("sms_to", "=", phone)
        .where("spam", "=", 0)
        .where("status", "not in", ["done", "lost"])
        .where("created_at", ">=", since.toISOString())
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      // Anyone may type any number into a request: with two open requests on one number, a text
      // could belong to either, and joining the newest would hand a driver's words to whoever
      // made it. The owner decides (the inbox's texts from other numbers).
      return rows.length === 1 ? toRequest(rows[0]!) : null;
    },
    addNote(id, note, actor) {
      return change(id, null, { type: "note", actor, detail: note.slice(0, 2000) });
    },
    setSpam(id, spam, actor) {
      return change(
        id,
        (trx) =>
          spam
            ? trx
                .updateTable("requests")
                .set({ spam: 1, spam_reason: sql<string>`coalesce(spam_reason, 'marked by hand')` })
                .where("id", "=", id)
                .execute()
            : trx.updateTable("requests").set({ spam: 0, suspect: 0 }).where("id", "=", id).execute(),
        { type: spam ? "spam" : "not-spam", actor, detail: null },
      );
    },
    async acknowledge(id, owner) {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        // Only the first one wins, however many tabs or owners open it at once.
        const marked = await trx
          .updateTable("requests")
          .set({ acknowledged_at: now, acknowledged_by: owner.id })
          .where("id", "=", id)
          .where("acknowledged_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return false;
        await trx
          .insertInto("request_events")
          .values({ request: id, at: now, type: "acknowledged", actor: owner.email, detail: null })
          .execute();
        return true;
      });
    },
    async recordEvent(id, type, detail) {
      await db
        .insertInto("request_events")
        .values({ request: id, at: new Date().toISOString(), type, actor: null, actor_name: null, detail })
        .execute();
    },
    async history(id) {
      const rows = await db.selectFrom("request_events").selectAll().where("request", "=", id).orderBy("id", "asc").execute();
      return rows.map((row) => ({
        id: Number(row.id),
        request: Number(row.request),
        at: row.at,
        type: row.type as RequestEventType,
        actor: row.actor,
        actorName: row.actor_name ?? null,
        detail: row.detail,
      }));
    },
    async count(filter = {}) {
      let query = db.selectFrom("requests").select((eb) => eb.fn.countAll<number>().as("n"));
      const spam = filter.spam ?? "include";
      if (spam !== "include") query = query.where("spam", "=", spamValue[spam]);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    },
  };
}
