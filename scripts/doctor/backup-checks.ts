/**
 * The go-live check's questions about backups: can BACKUP_DIR be written, and how old is the
 * newest backup: the newest in BACKUP_DIR, or the one the servers last made, as the database
 * records it, when that is newer (on PostgreSQL, possibly on another machine). A site with
 * requests and no backup at all is not ready to launch.
 */
import fs from "node:fs";
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
  /** PostgreSQL: the database is shared, so a backup another machine made is as good as one here. */
  sharedDatabase: boolean;
  /** This machine's name, as the server records it with each backup it makes. */
  hostname: string;
  now: Date;
}

interface NewestBackup {
  file: string;
  takenAt: Date;
  /** Known for a file on this machine. */
  bytes?: number;
  /** The machine that made it, when it is not in this BACKUP_DIR. */
  madeOn?: string;
}

/**
 * The backup the servers last made (the record says `host:file`), when it counts: its file is on
 * this machine, or, on a shared database, it was made on another one (whose file this machine
 * cannot see). A record of a file this machine made and no longer has does not count.
 */
function recordedBackup(facts: BackupFacts): NewestBackup | null {
  const { successAt, detail } = facts.lastServerBackup ?? {};
  const colon = detail?.indexOf(":") ?? -1;
  if (!successAt || !detail || colon < 1) return null;
  const [host, file] = [detail.slice(0, colon), detail.slice(colon + 1)];
  const elsewhere = host !== facts.hostname;
  if (!fs.existsSync(file) && !(elsewhere && facts.sharedDatabase)) return null;
  return { file, takenAt: new Date(successAt), madeOn: host };
}

function newestBackup(facts: BackupFacts): NewestBackup | undefined {
  const local = listBackups(facts.backupDir);
  const recorded = recordedBackup(facts);
  const newest = local[0];
  if (!recorded || local.some((backup) => backup.file === recorded.file)) return newest;
  return !newest || recorded.takenAt > newest.takenAt ? recorded : newest;
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
  const newest = newestBackup(facts);
  const schedule =
    facts.everyHours > 0
      ? `the server makes one every ${facts.everyHours} hours and keeps ${facts.keep}`
      : "this machine's server makes none (BACKUP_EVERY_HOURS=0)";
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
  const where = newest.madeOn
    ? `made by the server on ${newest.madeOn} into ${path.dirname(newest.file)}`
    : `${((newest.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB`;
  const found = `the newest, ${path.basename(newest.file)} (${where}), is ${age} old`;
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
