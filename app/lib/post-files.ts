import fs from "node:fs";
import path from "node:path";

/** The blog's Markdown files; the file name (without .md) is the post's slug. */
export const postsDirectory = path.resolve("content/posts");

export function postSlugsOnDisk(): string[] {
  return fs
    .readdirSync(postsDirectory)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}
