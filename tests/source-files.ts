/** The repository's TypeScript files as a fresh clone holds them (tracked, and new ones not ignored), for the checks that read every file. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const sourceFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts") && fs.existsSync(file));
