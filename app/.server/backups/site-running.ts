import fs from "node:fs";
import path from "node:path";

/**
 * Which server processes use the SQLite database in DATA_DIR: each one leaves a file named by
 * its process id in DATA_DIR/.running while it runs. A restore refuses while any of them is alive
 * (a file left by a process that died is stale and removed).
 */
const runningDir = (dataDir: string) => path.join(dataDir, ".running");

export function markSiteRunning(dataDir: string): () => void {
  const marker = path.join(runningDir(dataDir), String(process.pid));
  fs.mkdirSync(runningDir(dataDir), { recursive: true, mode: 0o700 });
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`, { mode: 0o600 });
  return () => fs.rmSync(marker, { force: true });
}

export function runningSites(dataDir: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(runningDir(dataDir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0) return [];
    if (isAlive(pid)) return [pid];
    fs.rmSync(path.join(runningDir(dataDir), name), { force: true });
    return [];
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
