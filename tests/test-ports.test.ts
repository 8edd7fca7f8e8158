/**
 * Each end-to-end file starts its servers on ports of its own: files run side by side on two
 * workers, and a server that finds its port taken would leave the test talking to another file's
 * server. Run alone with `npx vitest run tests/test-ports.test.ts`; it is part of `npm test`.
 */
import fs from "node:fs";
import { expect, it } from "vitest";
import { sourceFiles } from "./source-files";

it("no two files open the same test port", () => {
  const users = new Map<number, Set<string>>();
  for (const file of sourceFiles) {
    for (const [, port] of fs.readFileSync(file, "utf8").matchAll(/\btestPort\((\d+)\)/g)) {
      users.set(Number(port), (users.get(Number(port)) ?? new Set()).add(file));
    }
  }
  expect(users.size).toBeGreaterThan(20);
  const shared = [...users].filter(([, using]) => using.size > 1).map(([port, using]) => `${port}: ${[...using].join(", ")}`);
  expect(shared).toEqual([]);
});
