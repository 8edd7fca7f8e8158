/**
 * A copy of this working tree as a fresh clone holds it (tracked files and new ones not ignored:
 * no .env, build or data), its node_modules linked: a project folder of its own, where the
 * owner's commands run as the owner runs them, reading that folder's .env.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const repository = path.resolve(import.meta.dirname, "..");

export function copyRepository(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repository, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(repository, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repository, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(repository, "node_modules"), path.join(dir, "node_modules"), "dir");
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
