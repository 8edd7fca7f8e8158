import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * The server's entry (scripts/start.ts) and the owner's commands (owner, leads, doctor, backup,
 * restore), each bundled into one plain ES module under build/commands/, their packages left to
 * node_modules. The browser tests start dozens of servers and commands: as plain modules they
 * start on half the CPU of tsx compiling every file each time (1.4 s against 3.1 s a server,
 * measured). `npm start` and the owner's `npm run` commands still run the sources through tsx.
 */
export async function bundleCommands(buildDir: string): Promise<void> {
  const out = path.join(buildDir, "commands");
  await build({
    entryPoints: {
      start: path.resolve("scripts/start.ts"),
      owner: path.resolve("scripts/owner.ts"),
      leads: path.resolve("scripts/leads.ts"),
      doctor: path.resolve("scripts/doctor.ts"),
      backup: path.resolve("scripts/backup.ts"),
      restore: path.resolve("scripts/restore.ts"),
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
export const bundledCommand = (name: "start" | "owner" | "leads" | "doctor" | "backup" | "restore", buildDir = path.resolve("build")) =>
  path.join(buildDir, "commands", `${name}.mjs`);
