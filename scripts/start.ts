/**
 * npm start: builds the site when there is no build (or it was built for another
 * SITE_URL), then serves it until SIGTERM or SIGINT.
 */
import "./load-dotenv";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/config/env.server";
import { DatabaseUnreachableError } from "../app/.server/db/database";
import { startServer } from "../server/main";
import { buildInfoFile, readBuildInfo } from "./build-info";

const env = getEnv();
const info = readBuildInfo();
const needsBuild = !fs.existsSync(path.resolve("build/server/index.js")) || !info || info.siteUrl !== env.SITE_URL;
if (needsBuild) {
  console.log(info ? `SITE_URL changed (${info.siteUrl} -> ${env.SITE_URL}): rebuilding.` : "No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0 || !fs.existsSync(buildInfoFile)) {
    console.error("The build failed; the server was not started.");
    process.exit(1);
  }
}

const server = await startServer().catch((error: unknown) => {
  // An unreachable database is said in one line (where, and why), not as a stack trace.
  if (!(error instanceof DatabaseUnreachableError)) throw error;
  console.error(`The site did not start. ${error.message}`);
  process.exit(1);
});
console.log(`Serving ${env.SITE_URL} content on ${server.url} (quote requests in ${env.DATA_DIR})`);

let shuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      console.error("Could not stop within 10 s; exiting.");
      process.exit(1);
    }, 9_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
