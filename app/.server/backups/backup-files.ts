import fs from "node:fs";
import path from "node:path";
import type { Engine } from "../db/database";

/** A backup in BACKUP_DIR: the SQLite file `leads-<UTC time>.db`, or PostgreSQL's dump `leads-<UTC time>.pgdump`. */
export interface BackupFile {
  file: string;
  engine: Engine;
  takenAt: Date;
  bytes: number;
}

const extensions: Record<Engine, string> = { sqlite: ".db", postgres: ".pgdump" };
const backupName = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.(db|pgdump)$/;

/** A new backup's path: its time in its name (sortable, readable, no colons for other file systems). */
export function newBackupPath(dir: string, engine: Engine, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, "-");
  for (let serial = 1; ; serial++) {
    const candidate = path.join(dir, `leads-${stamp}Z${serial === 1 ? "" : `-${serial}`}${extensions[engine]}`);
    if (!fs.existsSync(candidate) && !fs.existsSync(`${candidate}.partial`)) return candidate;
  }
}

/** The backups in a folder, newest first; a missing folder has none. Files of other names are not ours and left out. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = backupName.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds, serial, extension] = match;
      const file = path.join(dir, name);
      return [
        {
          file,
          engine: extension === "db" ? ("sqlite" as const) : ("postgres" as const),
          takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`),
          bytes: fs.statSync(file).size,
          serial: Number(serial ?? 1),
        },
      ];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.serial - a.serial)
    .map(({ serial: _serial, ...backup }) => backup);
}

/** Removes all but the newest `keep` backups; answers the files removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(Math.max(1, keep));
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((backup) => backup.file);
}
