import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables";

export interface SpamLimits {
  maxAgeDays: number;
  maxRows: number;
}

/** What keeps spam from filling the disk. */
export interface Pruning {
  /**
   * Drops spam older than `maxAgeDays`, and the oldest spam past `maxRows`: the requests, their
   * history, photos, messages, texts, alerts and estimates. Returns the requests removed.
   */
  pruneSpam(limits: SpamLimits): Promise<number>;
}

export function createPruning(db: Kysely<Tables>): Pruning {
  return {
    async pruneSpam({ maxAgeDays, maxRows }) {
      const cutoff = new Date(Date.now() - maxAgeDays * 86_400_000).toISOString();
      return db.transaction().execute(async (trx) => {
        // The newest spam row past the cap: it and every older one go (none when under the cap).
        const lastKept = await trx
          .selectFrom("requests")
          .select("id")
          .where("spam", "=", 1)
          .orderBy("id", "desc")
          .limit(1)
          .offset(maxRows)
          .executeTakeFirst();
        const doomed = trx
          .selectFrom("requests")
          .select("id")
          .where("spam", "=", 1)
          .where((eb) => eb.or([eb("created_at", "<", cutoff), eb("id", "<=", Number(lastKept?.id ?? 0))]));
        await trx.deleteFrom("request_photos").where("request", "in", doomed).execute();
        await trx.deleteFrom("request_events").where("request", "in", doomed).execute();
        await trx.deleteFrom("reviews").where("request", "in", doomed).execute();
        await trx.deleteFrom("request_messages").where("request", "in", doomed).execute();
        await trx.deleteFrom("driver_texts").where("request", "in", doomed).execute();
        await trx.deleteFrom("alert_deliveries").where("request", "in", doomed).execute();
        await trx.deleteFrom("estimates").where("request", "in", doomed).execute();
        await trx.deleteFrom("post_keys").where("request", "in", doomed).execute();
        const removed = await trx.deleteFrom("requests").where("id", "in", doomed).executeTakeFirst();
        return Number(removed.numDeletedRows);
      });
    },
  };
}
