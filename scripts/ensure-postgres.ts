/** Installs Debian's PostgreSQL for the tests when it is missing: the tests start throwaway servers of their own. */
import { execFileSync } from "node:child_process";
import { postgresBinDir } from "../test-support/postgres-test-server";

export function ensurePostgres(): void {
  if (postgresBinDir()) return;
  console.log("PostgreSQL is missing: installing Debian's postgresql package…");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const run = (command: string[]) => {
    const [bin, ...args] = [...asRoot, ...command];
    execFileSync(bin!, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "postgresql"]);
  if (!postgresBinDir()) throw new Error("PostgreSQL is still missing under /usr/lib/postgresql");
}
