import fs from "node:fs";
import path from "node:path";

/** Written by the build: what it was built for, so `npm start` knows when to rebuild. */
export const buildInfoFile = path.resolve("build/build-info.json");

export interface BuildInfo {
  siteUrl: string;
  builtAt: string;
}

export function readBuildInfo(): BuildInfo | null {
  try {
    return JSON.parse(fs.readFileSync(buildInfoFile, "utf8")) as BuildInfo;
  } catch {
    return null;
  }
}

export function writeBuildInfo(info: BuildInfo): void {
  fs.writeFileSync(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
}
