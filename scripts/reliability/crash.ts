/**
 * Crash proof: quote posts stream in, the server is killed with SIGKILL in the
 * middle, and on restart every request that was answered with success is in
 * the database.
 */
import { proofDatabase, type ProofPostgres } from "./proof-database";
import { postQuote } from "./quote-post";
import { startServerProcess } from "./server-process";

export interface CrashResult {
  acknowledged: number;
  failedOrCut: number;
  acknowledgedButMissing: number;
  rowsAfterRestart: number;
  healthyAfterRestart: boolean;
}

export async function crashProof({
  killAfterMs = 1500,
  concurrency = 20,
  port = 4312,
  postgres,
}: { killAfterMs?: number; concurrency?: number; port?: number; postgres?: ProofPostgres } = {}): Promise<CrashResult> {
  const database = await proofDatabase("crash", postgres);
  const { dataDir, env } = database;
  const server = await startServerProcess({ port, dataDir, env });
  const acknowledged = new Set<string>();
  let failedOrCut = 0;
  let running = true;
  let counter = 0;
  try {
    const workers = Array.from({ length: concurrency }, async () => {
      while (running) {
        const name = `Crash ${counter++}`;
        try {
          const result = await postQuote(server.url, name);
          if (result.ok) acknowledged.add(name);
          else failedOrCut++;
        } catch {
          failedOrCut++;
          if (!running) return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await server.kill9();
    running = false;
    await Promise.allSettled(workers);

    const restarted = await startServerProcess({ port, dataDir, env });
    const healthyAfterRestart = (await fetch(`${restarted.url}/healthz`)).ok;
    await restarted.stop();
    const stored = await database.withStore(
      async (store) => new Set((await store.list({ limit: 1_000_000 })).map((request) => request.name)),
    );
    const missing = [...acknowledged].filter((name) => !stored.has(name));
    return {
      acknowledged: acknowledged.size,
      failedOrCut,
      acknowledgedButMissing: missing.length,
      rowsAfterRestart: stored.size,
      healthyAfterRestart,
    };
  } finally {
    if (server.child.exitCode === null) await server.kill9();
    database.remove();
  }
}
