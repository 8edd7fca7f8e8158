import path from "node:path";

/** Where the end-to-end server listens and keeps its quote requests. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3987);
// Outside test-results/, which Playwright empties when a run starts (after the server opened the database).
export const e2eDataDir = path.resolve(".test-data/e2e");
