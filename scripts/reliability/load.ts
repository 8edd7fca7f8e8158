/**
 * Load proof: N valid quote posts at C concurrent against the built server.
 * Every post must be answered with success and stored exactly once.
 */
import { proofDatabase, type ProofPostgres } from "./proof-database";
import { postQuote } from "./quote-post";
import { startServerProcess } from "./server-process";
import { percentile, runPool } from "./stats";

export interface LoadResult {
  /** Valid posts sent before measuring, to compile the code paths (stored too, and counted). */
  warmup: number;
  sent: number;
  succeeded: number;
  errors: number;
  rowsStored: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
}

export async function loadProof({
  total = 2000,
  concurrency = 50,
  warmup = 200,
  port = 4311,
  postgres,
}: { total?: number; concurrency?: number; warmup?: number; port?: number; postgres?: ProofPostgres } = {}): Promise<LoadResult> {
  const database = await proofDatabase("load", postgres);
  const server = await startServerProcess({ port, dataDir: database.dataDir, env: database.env });
  const latencies: number[] = [];
  let succeeded = 0;
  let errors = 0;
  try {
    // Warm-up: the first second after a start is spent compiling code paths and opening
    // connections; those posts are stored and checked but not timed.
    let warmedUp = 0;
    await runPool(warmup, concurrency, async (index) => {
      if ((await postQuote(server.url, `Warm-up ${index}`)).ok) warmedUp++;
    });
    if (warmedUp !== warmup) throw new Error(`Warm-up: ${warmedUp} of ${warmup} posts succeeded`);
    const runStarted = performance.now();
    await runPool(total, concurrency, async (index) => {
      try {
        const result = await postQuote(server.url, `Load ${index}`);
        latencies.push(result.ms);
        if (result.ok) succeeded++;
        else errors++;
      } catch {
        errors++;
      }
    });
    const seconds = (performance.now() - runStarted) / 1000;
    await server.stop();
    const { rowsStored, distinct } = await database.withStore(async (store) => ({
      rowsStored: (await store.count()) - warmup,
      distinct: new Set((await store.list({ limit: total + warmup + 10 })).map((request) => request.name)).size,
    }));
    latencies.sort((a, b) => a - b);
    if (distinct !== rowsStored + warmup) throw new Error(`Duplicate rows: ${rowsStored} rows, ${distinct} distinct`);
    return {
      warmup,
      sent: total,
      succeeded,
      errors,
      rowsStored,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      requestsPerSecond: Math.round(total / seconds),
    };
  } finally {
    if (server.child.exitCode === null) await server.kill9();
    database.remove();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
