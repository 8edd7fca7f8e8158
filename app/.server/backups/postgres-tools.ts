import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * PostgreSQL's own backup programs, pg_dump and pg_restore (Debian's postgresql-client package):
 * found on PATH or in the newest /usr/lib/postgresql/<version>/bin. The password goes to them in
 * PGPASSWORD, never on a command line other users can read.
 */
export class PostgresToolMissingError extends Error {}

/** Where the programs are looked for: PATH's folders, then Debian's /usr/lib/postgresql/<version>/bin, newest first. */
interface ToolPlaces {
  path: string;
  versionsRoot: string;
}

const machinePlaces = (): ToolPlaces => ({ path: process.env.PATH ?? "", versionsRoot: "/usr/lib/postgresql" });

/** The program's path, or what to install when this machine has none. */
export function findPostgresTool(name: "pg_dump" | "pg_restore", places: ToolPlaces = machinePlaces()): string {
  const candidates = [
    ...places.path.split(path.delimiter).map((dir) => path.join(dir, name)),
    ...listVersions(places.versionsRoot).map((version) => path.join(places.versionsRoot, version, "bin", name)),
  ];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new PostgresToolMissingError(
      `${name} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's version or newer.`,
    );
  }
  return found;
}

function listVersions(root: string): string[] {
  try {
    return fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  return { url: url.href, password };
}

/** Runs pg_dump or pg_restore; rejects with the program's own words (never the password). */
export function runPostgresTool(
  name: "pg_dump" | "pg_restore",
  args: string[],
  databaseUrl?: string,
): Promise<{ stdout: string; stderr: string }> {
  const tool = findPostgresTool(name);
  const { url, password } = databaseUrl ? splitPassword(databaseUrl) : { url: undefined, password: undefined };
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    execFile(tool, [...args, ...(url ? [`--dbname=${url}`] : [])], { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${name} failed: ${stderr.trim() || error.message}`));
      else resolve({ stdout, stderr });
    });
  });
}
