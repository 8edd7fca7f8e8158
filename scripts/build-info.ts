import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Written by the build: what it was built for, so `npm start` knows when to rebuild. */
export const buildInfoFile = path.resolve("build/build-info.json");

export interface BuildInfo {
  siteUrl: string;
  builtAt: string;
  /** Hash of the content and config the build was made from (see contentHash); absent in older builds. */
  contentHash?: string;
}

export function readBuildInfo(file = buildInfoFile): BuildInfo | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as BuildInfo;
  } catch {
    return null;
  }
}

export function writeBuildInfo(info: BuildInfo): void {
  fs.writeFileSync(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
}

/** The folders whose files the prerendered pages are made from: business config, typed content, posts. */
export const contentFolders = ["app/config", "app/content", "content"] as const;

/**
 * A hash of every content and config file (tests excluded), by path and bytes. A hash
 * survives a fresh clone, which resets file times, so `npm run doctor` can tell whether
 * the build still matches what it was built from.
 */
export function contentHash(root = process.cwd()): string {
  const hash = createHash("sha256");
  const files = contentFolders.flatMap((folder) => listFiles(root, folder)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function listFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}
