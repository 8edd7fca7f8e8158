/** Latency percentiles in milliseconds. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** Runs `total` jobs with at most `concurrency` in flight. */
export async function runPool(total: number, concurrency: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) {
      const index = next++;
      await job(index);
    }
  });
  await Promise.all(workers);
}
