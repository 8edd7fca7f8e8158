/** Serves the existing build for the end-to-end tests (npm test builds it first), with a fresh database. */
import fs from "node:fs";
import { getEnv } from "~/config/env.server";
import { startServer } from "../server/main";

fs.rmSync(getEnv().DATA_DIR, { recursive: true, force: true });
const server = await startServer();
console.log(`e2e server on ${server.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
