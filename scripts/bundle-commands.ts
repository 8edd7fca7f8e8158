import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * The server's entry (scripts/start.ts) and the owner's commands (owner, leads, doctor, backup,
 * restore), each bundled into one plain ES module under build/commands/. The browser tests start
 * dozens of servers and over a hundred commands: as plain modules they start on half the CPU of
 * tsx compiling every file each time (1.4 s against 3.1 s a server, measured). `npm start` and the
 * owner's `npm run` commands still run the sources through tsx.
 *
 * The server leaves its packages to node_modules: the React Router build it loads imports the
 * same ones, and two copies of Kysely or React in one process would not be one. A command also
 * carries its pure-JavaScript packages (Kysely, zod, pg) inside it: loading those as hundreds of
 * small modules was most of a command's start (0.40 s of CPU against 0.15 s bundled, measured on
 * `owner list`). Native and optional packages stay outside.
 */
export async function bundleCommands(buildDir: string): Promise<void> {
  const out = path.join(buildDir, "commands");
  const shared = {
    outdir: out,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    alias: { "~": path.resolve("app") },
    logLevel: "warning",
  } as const;
  await build({ ...shared, entryPoints: { start: path.resolve("scripts/start.ts") }, packages: "external" });
  await build({
    ...shared,
    entryPoints: {
      owner: path.resolve("scripts/owner.ts"),
      leads: path.resolve("scripts/leads.ts"),
      doctor: path.resolve("scripts/doctor.ts"),
      backup: path.resolve("scripts/backup.ts"),
      restore: path.resolve("scripts/restore.ts"),
    },
    external: ["libsql", "pg-native", "sharp", "nodemailer", "web-push", "stripe"],
    // pg and other CommonJS packages call require(), which an ES module lacks.
    banner: {
      js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);',
    },
  });
  // Started by path from the module that uses it (new URL(..., import.meta.url)): beside the bundle.
  fs.copyFileSync(path.resolve("app/.server/backups/vacuum-into.worker.mjs"), path.join(out, "vacuum-into.worker.mjs"));
}

/** Where a bundled command is, for those who start it with `node`. */
export const bundledCommand = (name: "start" | "owner" | "leads" | "doctor" | "backup" | "restore", buildDir = path.resolve("build")) =>
  path.join(buildDir, "commands", `${name}.mjs`);
