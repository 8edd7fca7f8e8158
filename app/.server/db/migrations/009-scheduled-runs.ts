import type { Migration } from "../migrate";

/**
 * Jobs that run every so often on whichever process claims them first (backups): one row each,
 * with the claim's end and the last outcome, so several processes or machines never run one twice.
 */
export const migration: Migration = {
  name: "009-scheduled-runs",
  sqlite: [
    `CREATE TABLE scheduled_runs (
      job TEXT PRIMARY KEY,
      claimed_until INTEGER,
      last_success_at TEXT,
      last_failure_at TEXT,
      last_error TEXT,
      last_detail TEXT
    )`,
  ],
  postgres: [
    `CREATE TABLE scheduled_runs (
      job text PRIMARY KEY,
      claimed_until bigint,
      last_success_at text,
      last_failure_at text,
      last_error text,
      last_detail text
    )`,
  ],
};
