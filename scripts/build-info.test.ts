import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentHash } from "./build-info";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A small project with one file in each content folder. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-hash-"));
  roots.push(root);
  const files: Record<string, string> = {
    "app/config/site.ts": 'export const phone = "(519) 555-0142";\n',
    "app/content/cities.ts": "export const cities = [];\n",
    "content/posts/a.md": "# A post\n",
    "app/routes/home/route/route.tsx": "export default function Home() {}\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("content hash recorded at build", () => {
  it("is the same for the same files, whatever their modification times", () => {
    const root = project();
    const before = contentHash(root);
    fs.utimesSync(path.join(root, "content/posts/a.md"), new Date(0), new Date(0));
    expect(contentHash(root)).toBe(before);
  });

  it("changes when the business config, a content module or a post changes, or a post is added", () => {
    for (const change of [
      (root: string) => fs.writeFileSync(path.join(root, "app/config/site.ts"), 'export const phone = "(519) 555-1234";\n'),
      (root: string) => fs.appendFileSync(path.join(root, "app/content/cities.ts"), "// edited\n"),
      (root: string) => fs.writeFileSync(path.join(root, "content/posts/a.md"), "# A post, revised\n"),
      (root: string) => fs.writeFileSync(path.join(root, "content/posts/b.md"), "# Another post\n"),
    ]) {
      const root = project();
      const before = contentHash(root);
      change(root);
      expect(contentHash(root)).not.toBe(before);
    }
  });

  it("ignores tests and files outside the content folders", () => {
    const root = project();
    const before = contentHash(root);
    fs.writeFileSync(path.join(root, "app/content/cities.test.ts"), "test\n");
    fs.writeFileSync(path.join(root, "app/routes/home/route/route.tsx"), "changed\n");
    expect(contentHash(root)).toBe(before);
  });
});
