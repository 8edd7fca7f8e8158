import { Worker } from "node:worker_threads";

/**
 * A consistent copy of the live SQLite database at `target` (VACUUM INTO), made in a worker
 * thread while the site goes on serving and writing, and checked with integrity_check.
 */
export function snapshotSqlite(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./vacuum-into.worker.mjs", import.meta.url), { workerData: { source, target } });
    let answered = false;
    worker.once("message", (message: { integrity: string }) => {
      answered = true;
      if (message.integrity === "ok") resolve();
      else reject(new Error(`the copy fails SQLite's integrity_check: ${message.integrity}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the copy stopped before it was checked (exit ${code})`));
    });
  });
}
