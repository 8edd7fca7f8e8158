import { sql, type Kysely } from "kysely";
import type { CountTotalsTable, Tables } from "../db/tables";
import { createBackgroundWork, type BackgroundWork } from "../background-work";
import { createScheduledRuns } from "../backups/scheduled-runs";
import { addDays, torontoDayOf } from "./days";

/** How long the daily totals and the days' visitor counts are kept. */
export const keepCountDays = 90;
/** A day is over this long after midnight: a batch of its last seconds may still be on its way. */
const dayOverAfterMs = 2 * 60_000;

/** The total each kind of raw event adds to. */
const totalColumn: Record<string, "views" | "calls" | "texts" | "forms" | undefined> = {
  view: "views",
  call: "calls",
  text: "texts",
  form: "forms",
};

export interface FoldOutcome {
  /** Raw events folded into the daily totals (and deleted). */
  events: number;
  /** Days that were over: their visitors counted, their hashes and salt deleted. */
  closedDays: string[];
}

/**
 * Folds the raw events into the daily totals and deletes them; for each day that is over, keeps
 * its number of visitors and deletes its visitor hashes and its salt; removes totals older than
 * 90 days. One transaction: the events taken are exactly those deleted (DELETE … RETURNING), so
 * an event written meanwhile by another process is folded next time, never lost.
 */
export async function foldCounts(db: Kysely<Tables>, now: number = Date.now()): Promise<FoldOutcome> {
  const openFrom = torontoDayOf(now - dayOverAfterMs);
  const keepFrom = addDays(torontoDayOf(now), -(keepCountDays - 1));
  return db.transaction().execute(async (trx) => {
    const taken = await trx.deleteFrom("count_events").returning(["day", "kind", "page", "source", "utm_source", "utm_campaign"]).execute();
    const totals = new Map<string, CountTotalsTable>();
    for (const { kind, ...key } of taken) {
      const id = Object.values(key).join("\n");
      const row = totals.get(id) ?? totals.set(id, { ...key, views: 0, calls: 0, texts: 0, forms: 0 }).get(id)!;
      const column = totalColumn[kind];
      if (column) row[column] += 1;
    }
    const rows = [...totals.values()];
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto("count_totals")
        .values(rows.slice(start, start + 200))
        .onConflict((conflict) =>
          conflict.columns(["day", "page", "source", "utm_source", "utm_campaign"]).doUpdateSet({
            views: sql<number>`count_totals.views + excluded.views`,
            calls: sql<number>`count_totals.calls + excluded.calls`,
            texts: sql<number>`count_totals.texts + excluded.texts`,
            forms: sql<number>`count_totals.forms + excluded.forms`,
          }),
        )
        .execute();
    }

    const closed = await trx
      .selectFrom("count_visitors")
      .select(["day", (eb) => eb.fn.countAll<number>().as("visitors")])
      .where("day", "<", openFrom)
      .groupBy("day")
      .execute();
    for (const { day, visitors } of closed) {
      await trx
        .insertInto("count_days")
        .values({ day, visitors: Number(visitors) })
        .onConflict((conflict) => conflict.column("day").doUpdateSet({ visitors: sql<number>`count_days.visitors + excluded.visitors` }))
        .execute();
    }
    await trx.deleteFrom("count_visitors").where("day", "<", openFrom).execute();
    await trx.deleteFrom("count_addresses").where("day", "<", openFrom).execute();
    // The day is over: its salt goes, and with it any way to make that day's hashes again.
    await trx.deleteFrom("count_salts").where("day", "<", openFrom).execute();
    await trx.deleteFrom("count_totals").where("day", "<", keepFrom).execute();
    await trx.deleteFrom("count_days").where("day", "<", keepFrom).execute();
    return { events: taken.length, closedDays: closed.map(({ day }) => day) };
  });
}

const job = "counts";

/**
 * The fold every `everyMs`, run by one process of all those sharing the database (the
 * scheduled-runs claim the backups use): checked at start and every minute, a failure retried
 * after a minute. stop() waits for a fold under way.
 */
export function startCountFolding(db: Kysely<Tables>, { everyMs = 10 * 60_000 }: { everyMs?: number } = {}): BackgroundWork {
  const runs = createScheduledRuns(db);
  const work = createBackgroundWork("counts-fold", "Counts fold check failed:");
  work.every(Math.min(everyMs, 60_000), async () => {
    if (!(await runs.claim(job, { everyMs, retryMs: 60_000, leaseMs: 5 * 60_000 }))) return;
    try {
      const outcome = await foldCounts(db);
      const closed = outcome.closedDays.length ? `; days closed: ${outcome.closedDays.join(", ")}` : "";
      await runs.succeeded(job, `${outcome.events} events folded${closed}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Folding the counts failed (trying again in a minute): ${reason}`);
      await runs.failed(job, reason);
    }
  });
  return work;
}
