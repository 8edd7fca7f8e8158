import fs from "node:fs";
import type { SiteDatabase } from "../db/database";
import { newBackupPath, pruneBackups } from "./backup-files";
import { runPostgresTool } from "./postgres-tools";
import { snapshotSqlite } from "./sqlite-backup";

export interface BackupSettings {
  /** BACKUP_DIR: where backups go (made if missing, the server's user's alone). */
  dir: string;
  /** BACKUP_KEEP: the newest this many are kept, older ones removed. */
  keep: number;
}

export interface BackupMade {
  file: string;
  bytes: number;
  ms: number;
  removed: string[];
}

/**
 * Writes a consistent snapshot of the whole database (requests, photos, owners, history) while
 * the site runs: SQLite's VACUUM INTO, or PostgreSQL's pg_dump in its custom format, checked
 * before it takes its final name, so a file named leads-… is always a whole backup. Then old
 * backups beyond `keep` go.
 */
export async function makeBackup(database: SiteDatabase, databaseUrl: string | undefined, settings: BackupSettings): Promise<BackupMade> {
  const started = performance.now();
  fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
  const file = newBackupPath(settings.dir, database.engine, new Date());
  const partial = `${file}.partial`;
  try {
    if (database.sqliteFile) {
      await snapshotSqlite(database.sqliteFile, partial);
    } else {
      await runPostgresTool(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          // The technicians' positions on the way: a courtesy kept minutes, never in a backup.
          "--exclude-table-data=technician_positions",
          `--file=${partial}`,
        ],
        databaseUrl,
      );
      // Reading its table of contents proves the archive is whole and readable by pg_restore.
      await runPostgresTool("pg_restore", ["--list", partial]);
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const removed = pruneBackups(settings.dir, settings.keep);
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started), removed };
}
