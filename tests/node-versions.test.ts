/**
 * The Node.js versions the README names are the ones every dependency supports: `npm install`
 * is told to refuse otherwise (.npmrc), and every installed package's `engines` is checked here
 * against the oldest version the project names (decision 018).
 */
import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const project = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };
const oldestSupported = semver.minVersion(project.engines.node)!.version;

function* installedPackages(folder: string): Generator<{ name: string; version: string; node?: string }> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder)) {
    if (entry.startsWith(".")) continue;
    const full = path.join(folder, entry);
    if (entry.startsWith("@")) {
      yield* installedPackages(full);
      continue;
    }
    const manifest = path.join(full, "package.json");
    if (fs.existsSync(manifest)) {
      const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
        name: string;
        version: string;
        engines?: { node?: string };
      };
      yield { name, version, node: engines?.node };
    }
    yield* installedPackages(path.join(full, "node_modules"));
  }
}

describe("the Node.js versions the project supports", () => {
  it("are the README's, and npm install refuses a dependency that does not support the running one", () => {
    expect(project.engines.node).toBe(">=20.19");
    expect(fs.readFileSync("README.md", "utf8")).toContain("Node.js 20.19 or newer");
    expect(fs.readFileSync(".npmrc", "utf8")).toMatch(/^engine-strict=true$/m);
  });

  it(`are supported by every installed package, from Node.js ${oldestSupported} up`, () => {
    const refusing = [...installedPackages("node_modules")]
      .filter(({ node }) => node && !semver.satisfies(oldestSupported, node, { includePrerelease: true }))
      .map(({ name, version, node }) => `${name}@${version} needs node ${node}`);
    expect(refusing).toEqual([]);
  });
});
