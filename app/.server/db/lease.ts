import { sql, type ExpressionBuilder, type Selectable, type Transaction } from "kysely";
import type { Tables } from "./tables";

/** The columns that hold when a process's claim on a row runs out (epoch ms; null when none was taken). */
type LeaseColumn = "claimed_until" | "notify_claimed_until";

/**
 * The condition of every claim (e-mails, alerts, texts, scheduled runs): no process holds the row
 * at `now`, because none claimed it or its claim ran out. A claim is an UPDATE on this condition,
 * so of two processes racing only one wins, and a process that dies mid-send leaves a claim that
 * another takes over once it runs out.
 */
export const noLiveLease =
  (column: LeaseColumn, now: number) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    const until = sql.ref<number | null>(column);
    return eb.or([eb(until, "is", null), eb(until, "<", now)]);
  };

/** The queues whose rows are sent one claim at a time: alerts to the owner, texts to drivers. */
type Queue = "alert_deliveries" | "driver_texts";
type QueueColumn<T extends Queue> = keyof Tables[T] & string;
/** A column of either queue, as Kysely names columns of a query over both. */
type AnyQueueColumn = { [K in Queue]: QueueColumn<K> }[Queue];

export interface NextDue<T extends Queue> {
  table: T;
  /** The column of the moment (epoch ms) before which a row is not tried. */
  dueAt: QueueColumn<T>;
  /** Columns set when a row is done for good (sent, cancelled): a row is claimed while all are null. */
  doneWhen: readonly QueueColumn<T>[];
  /** Which due row goes first. */
  orderBy: readonly QueueColumn<T>[];
  /** Only this request's rows. */
  request?: number;
  leaseMs: number;
  /**
   * A row waits while an earlier row of its request is still to go (not done, whether due or
   * held by a claim): each request's rows go in the order they were owed (`created_at`, then id).
   */
  inOrderPerRequest?: boolean;
}

/**
 * Takes the next row due that no live process holds, for `leaseMs`, counting the attempt;
 * undefined when there is none (or another process won it). Runs in the caller's transaction,
 * where the caller may read what the row points at.
 */
export async function claimNextDue<T extends Queue>(
  trx: Transaction<Tables>,
  { table, dueAt, doneWhen, orderBy, request, leaseMs, inOrderPerRequest = false }: NextDue<T>,
): Promise<Selectable<Tables[T]> | undefined> {
  const now = Date.now();
  // The two queues share every column used here; Kysely checks them against either table.
  const queue = table as Queue;
  const column = (name: string) => name as AnyQueueColumn;
  let due = trx.selectFrom(queue).select("id").where(column(dueAt), "<=", now).where(noLiveLease("claimed_until", now)).limit(1);
  for (const done of doneWhen) due = due.where(column(done), "is", null);
  for (const order of orderBy) due = due.orderBy(column(order), "asc");
  if (request !== undefined) due = due.where("request", "=", request);
  if (inOrderPerRequest) {
    const pending = doneWhen.map((done) => sql`earlier.${sql.ref(done)} IS NULL`);
    due = due.where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(queue)} AS earlier WHERE earlier.request = ${sql.ref(`${queue}.request`)}
        AND (earlier.created_at < ${sql.ref(`${queue}.created_at`)} OR (earlier.created_at = ${sql.ref(`${queue}.created_at`)} AND earlier.id < ${sql.ref(`${queue}.id`)}))
        AND ${sql.join(pending, sql` AND `)})`,
    );
  }
  const candidate = await due.executeTakeFirst();
  if (!candidate) return undefined;
  // The claim is the UPDATE's condition, so of two processes racing only one wins it.
  let claim = trx
    .updateTable(queue)
    .set({ claimed_until: now + leaseMs, attempts: sql`attempts + 1` })
    .where("id", "=", candidate.id)
    .where(noLiveLease("claimed_until", now));
  for (const done of doneWhen) claim = claim.where(column(done), "is", null);
  return (await claim.returningAll().executeTakeFirst()) as Selectable<Tables[T]> | undefined;
}
