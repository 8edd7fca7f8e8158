/**
 * npm run backup: writes a consistent snapshot of the site's database into BACKUP_DIR while the
 * site runs, and keeps the newest BACKUP_KEEP. SQLite: a copy of the file (VACUUM INTO, checked
 * with integrity_check). PostgreSQL: pg_dump's custom format (PostgreSQL's client programs
 * must be installed). Restore one with npm run restore -- FILE.
 */
import "./load-dotenv";
import { getEnv } from "~/config/env.server";
import { makeBackup } from "../app/.server/backups/make-backup";
import { PostgresToolMissingError } from "../app/.server/backups/postgres-tools";
import { openDatabaseOrExit } from "./open-database";

if (process.argv.length > 2) {
  console.error("Usage: npm run backup (no options: BACKUP_DIR and BACKUP_KEEP say where, and how many are kept)");
  process.exit(2);
}
const env = getEnv();
const database = await openDatabaseOrExit(env);
try {
  const made = await makeBackup(database, env.DATABASE_URL, { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP });
  console.log(`Backup written: ${made.file} (${(made.bytes / 1024 / 1024).toFixed(1)} MB in ${(made.ms / 1000).toFixed(1)} s).`);
  if (made.removed.length > 0) console.log(`Removed ${made.removed.length} older backup(s), keeping the newest ${env.BACKUP_KEEP}.`);
  console.log("Copy it somewhere else too (another disk or machine): a backup beside the database is lost with the disk.");
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof PostgresToolMissingError ? reason : `No backup was written into ${env.BACKUP_DIR}: ${reason}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
