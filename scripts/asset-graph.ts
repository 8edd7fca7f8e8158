import fs from "node:fs";
import path from "node:path";

/**
 * Every /assets or /brand file the given files point at, followed through scripts' imports (static
 * and `import()`) and stylesheets' urls. React Router's route manifest is not followed: it names
 * every route's module, the owner's among them.
 */
export function referencedFiles(clientDir: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = fs.readFileSync(file, "utf8");
    const base = path.dirname(file);
    const refs = [
      ...[...text.matchAll(/["'`(](\/(?:assets|brand)\/[^"'`()\s?#]+)/g)].map((m) => path.join(clientDir, m[1]!)),
      ...[...text.matchAll(/["'`](\.\/[^"'`\s]+\.(?:js|css|woff2?))["'`]/g)].map((m) => path.join(base, m[1]!)),
    ];
    for (const ref of refs) {
      if (seen.has(ref) || !fs.existsSync(ref)) continue;
      seen.add(ref);
      // The route manifest is listed (the service worker caches it), never followed.
      if (/\.(js|css)$/.test(ref) && !/\/manifest-[\w-]+\.js$/.test(ref)) queue.push(ref);
    }
  }
  return [...seen];
}
