import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * The server's entry (scripts/start.ts) and the owner's commands (scripts/owner.ts, scripts/leads.ts), each bundled
 * into one plain ES module under build/commands/, their packages left to node_modules. A test
 * starts dozens of servers and owner commands: as plain modules they start on half the CPU of
 * tsx compiling every file each time (1.4 s against 3.1 s a server, measured). `npm start`,
 * `npm run owner` and `npm run leads` still run the sources through tsx: these are what the test servers run.
 */
export async function bundleCommands(buildDir: string): Promise<void> {
  const out = path.join(buildDir, "commands");
  await build({
    entryPoints: {
      start: path.resolve("scripts/start.ts"),
      owner: path.resolve("scripts/owner.ts"),
      leads: path.resolve("scripts/leads.ts"),
    },
    outdir: out,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "~": path.resolve("app") },
    logLevel: "warning",
  });
  // Started by path from the module that uses it (new URL(..., import.meta.url)): beside the bundle.
  fs.copyFileSync(path.resolve("app/.server/backups/vacuum-into.worker.mjs"), path.join(out, "vacuum-into.worker.mjs"));
}

/** Where a bundled command is, for those who start it with `node`. */
export const bundledCommand = (name: "start" | "owner" | "leads", buildDir = path.resolve("build")) =>
  path.join(buildDir, "commands", `${name}.mjs`);
