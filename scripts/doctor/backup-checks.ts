/**
 * The go-live check's questions about backups: can BACKUP_DIR be written, and how old is the
 * newest backup in it. A site with requests and no backup at all is not ready to launch.
 */
import path from "node:path";
import { listBackups } from "../../app/.server/backups/backup-files";
import type { CheckResult } from "./checks";
import { checkWritableFolder } from "./folder-check";
import type { LastServerBackup } from "./database-checks";

export interface BackupFacts {
  backupDir: string;
  everyHours: number;
  keep: number;
  /** Requests stored (spam left out): what would be lost without a backup. */
  requests: number;
  /** The database's record of the server's own backups, from whichever machine made them. */
  lastServerBackup: LastServerBackup | null;
  now: Date;
}

/** A backup older than this is reported. */
const staleAfterDays = 2;

export const checkBackupFolder = (backupDir: string) =>
  checkWritableFolder(
    "Backup folder (BACKUP_DIR)",
    backupDir,
    "so no backup can be made. Point BACKUP_DIR at a folder the server's user can write to, ideally on another disk.",
    0o700,
  );

export function checkNewestBackup(facts: BackupFacts): CheckResult {
  const label = "Backups";
  const newest = listBackups(facts.backupDir)[0];
  const schedule =
    facts.everyHours > 0
      ? `the server makes one every ${facts.everyHours} hours and keeps ${facts.keep}`
      : "the server makes none (BACKUP_EVERY_HOURS=0)";
  const lastError = facts.lastServerBackup?.error ? ` The last attempt failed: ${facts.lastServerBackup.error}.` : "";
  if (!newest) {
    const elsewhere = facts.lastServerBackup?.detail
      ? ` (the last one was made on ${facts.lastServerBackup.detail} at ${facts.lastServerBackup.successAt})`
      : "";
    if (facts.requests === 0) {
      return { ok: true, severity: "blocker", label, detail: `none yet in ${facts.backupDir}${elsewhere}; ${schedule}` };
    }
    return {
      ok: false,
      severity: "blocker",
      label,
      detail: `no backup in ${facts.backupDir}${elsewhere} of ${facts.requests} stored request${facts.requests === 1 ? "" : "s"}.${lastError} Run npm run backup now; ${schedule}.`,
    };
  }
  const ageHours = (facts.now.getTime() - newest.takenAt.getTime()) / 3600_000;
  const age = ageHours < 48 ? `${Math.max(0, Math.round(ageHours))} hours` : `${Math.floor(ageHours / 24)} days`;
  const found = `the newest, ${path.basename(newest.file)} (${(newest.bytes / 1024 / 1024).toFixed(1)} MB), is ${age} old`;
  if (ageHours > staleAfterDays * 24) {
    return {
      ok: false,
      severity: "warning",
      label,
      detail: `${found}.${lastError} Run npm run backup now, and check the server's log for "Backup … failed"; ${schedule}.`,
    };
  }
  return { ok: true, severity: "warning", label, detail: `${found}; ${schedule}` };
}
