import { rm } from "node:fs/promises";
import path from "node:path";
import type { Client } from "@libsql/client";

export interface SpamLimits {
  maxAgeDays: number;
  maxRows: number;
}

/** What keeps spam from filling the disk. */
export interface Pruning {
  /**
   * Drops spam older than `maxAgeDays`, and the oldest spam past `maxRows`: the requests, their
   * history and their photos (rows and files). Returns the requests removed.
   */
  pruneSpam(limits: SpamLimits): Promise<number>;
}

export function createPruning(client: Client, uploadsDir: string | null): Pruning {
  return {
    async pruneSpam({ maxAgeDays, maxRows }) {
      const cutoff = new Date(Date.now() - maxAgeDays * 86_400_000).toISOString();
      const doomed = `SELECT id FROM requests WHERE spam = 1 AND (created_at < ? OR id <= coalesce(
        (SELECT id FROM requests WHERE spam = 1 ORDER BY id DESC LIMIT 1 OFFSET ?), 0))`;
      const results = await client.batch(
        [
          { sql: `SELECT file FROM request_photos WHERE request IN (${doomed})`, args: [cutoff, maxRows] },
          { sql: `DELETE FROM request_photos WHERE request IN (${doomed})`, args: [cutoff, maxRows] },
          { sql: `DELETE FROM request_events WHERE request IN (${doomed})`, args: [cutoff, maxRows] },
          { sql: `DELETE FROM requests WHERE id IN (${doomed})`, args: [cutoff, maxRows] },
        ],
        "write",
      );
      // The rows are gone in one transaction; the files follow (one already missing is no matter).
      if (uploadsDir) {
        for (const row of results[0]?.rows ?? []) await rm(path.join(uploadsDir, path.basename(String(row.file))), { force: true });
      }
      return results[3]?.rowsAffected ?? 0;
    },
  };
}
