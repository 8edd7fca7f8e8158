import { sql, type Kysely, type Selectable } from "kysely";
import { PostKeyReusedError, recordPostResult, takePostKey } from "../db/post-keys";
import type { RequestMessagesTable, Tables } from "../db/tables";

type MessageRow = Selectable<RequestMessagesTable>;

/**
 * One message of a request's thread: the driver's (from the status page or by text) or the
 * dispatcher's reply: its row's columns, two-word names in camelCase (tables.ts says what each holds).
 */
type RequestMessage = Pick<MessageRow, "id" | "request" | "at" | "sender" | "via" | "body" | "author"> & {
  fromPhone: MessageRow["from_phone"];
  readAt: MessageRow["read_at"];
};

type NewMessage = Pick<RequestMessage, "request" | "sender" | "via" | "body"> &
  Partial<Pick<RequestMessage, "author" | "fromPhone">> & {
    providerSid?: string | null;
    /** The driver's post key (status page): the same post sent again keeps one message. */
    postKey?: string;
  };

/** A request with driver's messages no owner has read yet. */
interface UnreadThread {
  request: number;
  unread: number;
  latestAt: string;
  latest: string;
  /** How the latest came: a decision on an estimate is told apart from a message. */
  latestVia: RequestMessage["via"];
}

export interface MessageStore {
  /**
   * Keeps a message; a text the provider delivers twice (same message id), or a driver's post
   * sent again (same post key), is kept once: `duplicate`, with the message kept the first time.
   */
  add(message: NewMessage): Promise<{ message: RequestMessage; duplicate: boolean }>;
  /** Oldest first. */
  thread(request: number): Promise<RequestMessage[]>;
  /** The owner has read the driver's messages of this request. */
  markRead(request: number): Promise<void>;
  /** Requests with unread driver's messages, the latest first. */
  unreadThreads(): Promise<UnreadThread[]>;
  /** Texts from numbers no open request has, newest first, from the last `days`. */
  unmatched(days: number): Promise<RequestMessage[]>;
  /** Messages from drivers since a moment: from one number (by text), to one request, or to every request ("all"): how a flood is told. */
  countSince(by: { phone: string } | { request: number } | "all", since: Date): Promise<number>;
}

const toMessage = (row: MessageRow): RequestMessage => ({
  id: Number(row.id),
  request: row.request === null ? null : Number(row.request),
  at: row.at,
  sender: row.sender,
  via: row.via,
  body: row.body,
  author: row.author,
  fromPhone: row.from_phone,
  readAt: row.read_at,
});

export function createMessageStore(db: Kysely<Tables>): MessageStore {
  return {
    async add(message) {
      const at = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const { postKey } = message;
        if (postKey && message.request !== null) {
          const taken = await takePostKey(trx, message.request, { key: postKey, action: "message" });
          if (taken.repeat) {
            if (taken.action !== "message") return { first: undefined };
            const first = await trx
              .selectFrom("request_messages")
              .selectAll()
              .where("id", "=", Number(taken.result ?? 0))
              .executeTakeFirst();
            return { first };
          }
        }
        const inserted = await trx
          .insertInto("request_messages")
          .values({
            request: message.request,
            at,
            sender: message.sender,
            via: message.via,
            body: message.body,
            author: message.author ?? null,
            from_phone: message.fromPhone ?? null,
            provider_sid: message.providerSid ?? null,
          })
          .onConflict((conflict) => conflict.column("provider_sid").doNothing())
          .returningAll()
          .executeTakeFirst();
        // The driver's page says when it last changed: a message either way is a change.
        if (inserted && message.request !== null) {
          await trx.updateTable("requests").set({ updated_at: at }).where("id", "=", message.request).execute();
          if (postKey) await recordPostResult(trx, message.request, postKey, String(inserted.id));
        }
        return { inserted };
      });
      if ("first" in row) {
        if (!row.first) throw new PostKeyReusedError();
        return { message: toMessage(row.first), duplicate: true };
      }
      if (row.inserted) return { message: toMessage(row.inserted), duplicate: false };
      const existing = await db
        .selectFrom("request_messages")
        .selectAll()
        .where("provider_sid", "=", message.providerSid ?? "")
        .executeTakeFirstOrThrow();
      return { message: toMessage(existing), duplicate: true };
    },
    async thread(request) {
      return (await db.selectFrom("request_messages").selectAll().where("request", "=", request).orderBy("id", "asc").execute()).map(
        toMessage,
      );
    },
    async markRead(request) {
      await db
        .updateTable("request_messages")
        .set({ read_at: new Date().toISOString() })
        .where("request", "=", request)
        .where("sender", "=", "driver")
        .where("read_at", "is", null)
        .execute();
    },
    async unreadThreads() {
      const rows = await db
        .selectFrom("request_messages")
        .select((eb) => [
          "request",
          eb.fn.countAll<number>().as("unread"),
          eb.fn.max("at").as("latest_at"),
          eb.fn.max("id").as("latest_id"),
        ])
        .where("sender", "=", "driver")
        .where("read_at", "is", null)
        .where("request", "is not", null)
        .groupBy("request")
        .orderBy(sql`max(id)`, "desc")
        .limit(50)
        .execute();
      if (rows.length === 0) return [];
      const latest = await db
        .selectFrom("request_messages")
        .select(["id", "body", "via"])
        .where(
          "id",
          "in",
          rows.map((row) => Number(row.latest_id)),
        )
        .execute();
      const bodies = new Map(latest.map((row) => [Number(row.id), row]));
      return rows.map((row) => ({
        request: Number(row.request),
        unread: Number(row.unread),
        latestAt: String(row.latest_at),
        latest: bodies.get(Number(row.latest_id))?.body ?? "",
        latestVia: bodies.get(Number(row.latest_id))?.via ?? "page",
      }));
    },
    async unmatched(days) {
      const since = new Date(Date.now() - days * 86_400_000).toISOString();
      return (
        await db
          .selectFrom("request_messages")
          .selectAll()
          .where("request", "is", null)
          .where("at", ">=", since)
          .orderBy("id", "desc")
          .limit(50)
          .execute()
      ).map(toMessage);
    },
    async countSince(by, since) {
      let query = db
        .selectFrom("request_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("sender", "=", "driver")
        .where("at", ">=", since.toISOString());
      if (by !== "all") query = "phone" in by ? query.where("from_phone", "=", by.phone) : query.where("request", "=", by.request);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    },
  };
}
