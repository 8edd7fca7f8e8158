import type { Kysely } from "kysely";
import { noLiveLease } from "../db/lease";
import type { Tables } from "../db/tables";

/**
 * A job that runs every so often on whichever process claims it first (several processes or
 * machines share one database): the claim is one conditional UPDATE, so two never run it at once,
 * and a process that dies mid-run leaves a claim that runs out.
 */
export interface ScheduledRuns {
  /** True when this process may run the job now: it is due, not claimed, and not failing too recently. */
  claim(job: string, rules: { everyMs: number; retryMs: number; leaseMs: number }): Promise<boolean>;
  succeeded(job: string, detail: string): Promise<void>;
  failed(job: string, error: string): Promise<void>;
  last(job: string): Promise<{ successAt: string | null; failureAt: string | null; error: string | null; detail: string | null } | null>;
}

export function createScheduledRuns(db: Kysely<Tables>): ScheduledRuns {
  return {
    async claim(job, { everyMs, retryMs, leaseMs }) {
      const now = Date.now();
      await db
        .insertInto("scheduled_runs")
        .values({ job })
        .onConflict((conflict) => conflict.column("job").doNothing())
        .execute();
      const claimed = await db
        .updateTable("scheduled_runs")
        .set({ claimed_until: now + leaseMs })
        .where("job", "=", job)
        .where(noLiveLease("claimed_until", now))
        .where((eb) => eb.or([eb("last_success_at", "is", null), eb("last_success_at", "<=", new Date(now - everyMs).toISOString())]))
        .where((eb) =>
          eb.or([
            eb("last_failure_at", "is", null),
            eb("last_failure_at", "<=", new Date(now - retryMs).toISOString()),
            eb.and([eb("last_success_at", "is not", null), eb("last_success_at", ">", eb.ref("last_failure_at"))]),
          ]),
        )
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },
    async succeeded(job, detail) {
      await db
        .updateTable("scheduled_runs")
        .set({ claimed_until: null, last_success_at: new Date().toISOString(), last_error: null, last_detail: detail })
        .where("job", "=", job)
        .execute();
    },
    async failed(job, error) {
      await db
        .updateTable("scheduled_runs")
        .set({ claimed_until: null, last_failure_at: new Date().toISOString(), last_error: error })
        .where("job", "=", job)
        .execute();
    },
    async last(job) {
      const row = await db.selectFrom("scheduled_runs").selectAll().where("job", "=", job).executeTakeFirst();
      return row
        ? { successAt: row.last_success_at, failureAt: row.last_failure_at, error: row.last_error, detail: row.last_detail }
        : null;
    },
  };
}
