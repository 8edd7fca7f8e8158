import os from "node:os";
import type { SiteDatabase } from "../db/database";
import { makeBackup, type BackupSettings } from "./make-backup";
import { createScheduledRuns } from "./scheduled-runs";

export interface BackupSchedule {
  stop(): Promise<void>;
}

const job = "backup";

/**
 * The server's own backups: every `everyHours`, one process of all those sharing the database
 * claims the job and writes a backup into BACKUP_DIR, keeping the newest `keep`. A failure is
 * logged (naming the folder) and tried again, never stops the site.
 */
export function startBackupSchedule(
  database: SiteDatabase,
  databaseUrl: string | undefined,
  { everyHours, ...settings }: BackupSettings & { everyHours: number },
): BackupSchedule {
  const runs = createScheduledRuns(database.db);
  const everyMs = everyHours * 3600_000;
  // Checked often enough to keep to the hour; a failed backup is tried again after a quarter of
  // the interval (at most an hour); a claim outlives any backup, and runs out if its process dies.
  const checkMs = Math.min(Math.max(everyMs / 20, 1000), 5 * 60_000);
  const retryMs = Math.min(everyMs / 4, 3600_000);
  const leaseMs = 60 * 60_000;
  const retryIn = retryMs >= 60_000 ? `${Math.round(retryMs / 60_000)} min` : `${Math.round(retryMs / 1000)} s`;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function tick() {
    if (stopped || !(await runs.claim(job, { everyMs, retryMs, leaseMs }))) return;
    try {
      const made = await makeBackup(database, databaseUrl, settings);
      await runs.succeeded(job, `${os.hostname()}:${made.file}`);
      console.log(`Backup written: ${made.file} (${(made.bytes / 1024 / 1024).toFixed(1)} MB in ${made.ms} ms).`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Backup into ${settings.dir} failed (trying again in ${retryIn}): ${reason}`);
      await runs.failed(job, reason);
    }
  }

  const check = () => {
    running = running.then(tick).catch((error: unknown) => console.error("Backup check failed:", error));
  };
  const timer = setInterval(check, checkMs).unref();
  check();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
