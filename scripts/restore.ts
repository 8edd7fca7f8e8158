/**
 * npm run restore -- FILE: puts a backup back as the site's database. The site must be stopped
 * (on every machine). The file is checked first (whole, this site's, a schema this version
 * knows) and nothing is touched when it fails; the database it replaces is kept, not deleted.
 */
import "./load-dotenv";
import path from "node:path";
import { getEnv } from "~/config/env.server";
import { BackupRefusedError } from "../app/.server/backups/inspect-backup";
import { PostgresToolMissingError } from "../app/.server/backups/postgres-tools";
import { restoreBackup } from "../app/.server/backups/restore";
import { DatabaseUnreachableError } from "../app/.server/db/database";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run restore -- FILE   (a backup made by npm run backup or by the server, in BACKUP_DIR)");
  process.exit(2);
}
const file = path.resolve(args[0]!);
const env = getEnv();
try {
  const outcome = await restoreBackup(file, env, env.BACKUP_DIR);
  const { requests, photos, owners } = outcome.counts;
  console.log(`Restored ${file} into ${outcome.target}: ${requests} requests, ${photos} photos, ${owners} owner accounts.`);
  if (outcome.previous) console.log(`The database it replaced is kept in ${outcome.previous}.`);
  console.log("Start the site again: npm start (or its service under your process manager), on every machine.");
} catch (error) {
  const known =
    error instanceof BackupRefusedError || error instanceof PostgresToolMissingError || error instanceof DatabaseUnreachableError;
  console.error(
    `Nothing was restored. ${known ? (error as Error).message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`}`,
  );
  process.exitCode = 1;
}
