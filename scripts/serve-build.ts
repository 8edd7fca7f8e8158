/** Serves a given copy of the build (BUILD_DIR) as it is: the update test serves one build, then the next. */
import path from "node:path";
import { startServer } from "../server/main";

const buildDir = process.env.BUILD_DIR;
if (!buildDir) throw new Error("BUILD_DIR must name the build to serve");
const server = await startServer({ buildDir: path.resolve(buildDir) });
console.log(`Serving ${buildDir} on ${server.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
