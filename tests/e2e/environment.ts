import path from "node:path";

/**
 * Every port a test opens is shifted by TEST_PORT_OFFSET, so two checkouts can run
 * their suites side by side on one machine.
 */
export const testPortOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const testPort = (port: number) => port + testPortOffset;

/** Where the end-to-end server listens and keeps its quote requests. */
export const e2ePort = Number(process.env.E2E_PORT ?? testPort(3987));
// Outside test-results/, which Playwright empties when a run starts (after the server opened the database).
export const e2eDataDir = path.resolve(".test-data/e2e");
