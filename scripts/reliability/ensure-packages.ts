/** Installs Debian packages a proof needs (nginx, wrk) when they are missing. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export function ensureDebianPackages(binaries: Record<string, string>): void {
  const missing = Object.entries(binaries).filter(([binary]) => !["/usr/sbin/", "/usr/bin/"].some((dir) => fs.existsSync(dir + binary)));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  console.log(`Installing ${packages.join(", ")} from Debian…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: "inherit", env });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", ...packages]);
}
