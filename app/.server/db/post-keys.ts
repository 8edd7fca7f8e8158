import type { Kysely } from "kysely";
import type { Tables } from "./tables";

/** The posts taken once per key (decision 019). */
type KeyedAction = "message" | "decision" | "review" | "estimate";

/** A post's key as a store takes it: the request it is about, the key, what kind of post. */
export interface PostKey {
  key: string;
  action: KeyedAction;
}

/** What taking a key came to: new (do what the post asks), or taken before, with what that post made. */
export type TakenKey = { repeat: false } | { repeat: true; action: string; result: string | null };

/**
 * Takes a post's key in the transaction that does what the post asks, so the two are one: a key
 * already there (a double tap, a retry after a lost answer, the outbox sending again) answers
 * what the first post made, and the caller makes nothing new. On PostgreSQL a second transaction
 * with the same key waits for the first to commit, then finds its row.
 */
export async function takePostKey(
  trx: Kysely<Tables>,
  request: number,
  { key, action }: PostKey,
  result: string | null = null,
): Promise<TakenKey> {
  const inserted = await trx
    .insertInto("post_keys")
    .values({ request, post_key: key, action, taken_at: new Date().toISOString(), result })
    .onConflict((conflict) => conflict.columns(["request", "post_key"]).doNothing())
    .returning("post_key")
    .executeTakeFirst();
  if (inserted) return { repeat: false };
  const existing = await trx
    .selectFrom("post_keys")
    .select(["action", "result"])
    .where("request", "=", request)
    .where("post_key", "=", key)
    .executeTakeFirstOrThrow();
  return { repeat: true, action: existing.action, result: existing.result };
}

/** The key's row when it was taken before, for a post that takes its key only once it makes something. */
export async function findPostKey(trx: Kysely<Tables>, request: number, key: string): Promise<TakenKey> {
  const existing = await trx
    .selectFrom("post_keys")
    .select(["action", "result"])
    .where("request", "=", request)
    .where("post_key", "=", key)
    .executeTakeFirst();
  return existing ? { repeat: true, action: existing.action, result: existing.result } : { repeat: false };
}

/**
 * A key already taken by a post of another kind, or whose post's row is gone (forgotten): no
 * honest phone sends one (each form makes its own keys), so the post is refused, not redone.
 */
export class PostKeyReusedError extends Error {
  constructor() {
    super("This post's key was already used for something else.");
  }
}

/** Says what the post made, beside its key (same transaction). */
export async function recordPostResult(trx: Kysely<Tables>, request: number, key: string, result: string): Promise<void> {
  await trx.updateTable("post_keys").set({ result }).where("request", "=", request).where("post_key", "=", key).execute();
}
