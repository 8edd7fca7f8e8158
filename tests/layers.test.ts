/**
 * The house's layers, checked on every import of every source file (static, dynamic and
 * `export … from`): they point one way, no two areas import each other, and no two top-level
 * folders either, tests/ and scripts/ included. Run alone with `npx vitest run tests/layers.test.ts`;
 * it is part of `npm test`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";
const known = new Set(sourceFiles);
const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const isTest = (file: string) => isTestFile(file) || file.startsWith("tests/");

function resolve(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  else return null;
  for (const ending of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (known.has(base + ending)) return base + ending;
  return null;
}

/** Every source file and the files it imports. */
const imports = new Map(
  sourceFiles.map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((match) => match[1]!);
    return [file, specifiers.map((specifier) => resolve(specifier, file)).filter((target): target is string => target !== null)];
  }),
);

/** The area a file belongs to: a top-level folder, a layer of app/ (the owner's area, app/owner, is one), or a flow. */
function areaOf(file: string): string {
  const [top, second, third] = file.split("/");
  if (top !== "app") return top!;
  if (second === "flows") return `app/flows/${third}`;
  if (!file.slice(4).includes("/")) return "app/root";
  return `app/${second}`;
}

/** Which areas may import which: anything not listed is a layer pointing the wrong way. */
const forbidden: [RegExp, RegExp, string][] = [
  [/^app\//, /^(server|scripts|tests|test-support)$/, "app/ is imported by the Node process and the scripts, never the other way"],
  [/^app\/\.server$/, /^app\/(flows\/|owner|routes|components|loading|root)/, "the domain knows no page, flow or component"],
  [
    /^app\/(lib|config|content)$/,
    /^app\/(\.server|flows\/|owner|routes|components|loading|root)/,
    "shared libraries and content sit below every page and flow",
  ],
  [
    /^app\/(components|loading)$/,
    /^app\/(\.server|flows\/|owner|routes|root)/,
    "components and page loading serve pages; they import no flow or route",
  ],
  [/^app\/flows\//, /^app\/(routes|owner|root)$/, "a flow is used by pages and the owner's area, never the other way"],
  [/^app\/owner$/, /^app\/(routes|root)$/, "the owner's area uses the flows, never the public pages"],
  [/^app\/routes$/, /^app\/owner$/, "the public pages know nothing of the owner's area"],
  [/^server$/, /^(scripts|tests|test-support)$/, "the server imports no script or test"],
  [/^scripts$/, /^tests$/, "the tests run the scripts' proofs, never the other way: what both need is in test-support/"],
  [/^test-support$/, /^(app|server|scripts|tests)(\/|$)/, "the test doubles and throwaway servers stand alone: tests and scripts use them"],
];

/** Every cycle in a graph of areas, each once per starting area. */
function cyclesIn(edges: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const visit = (area: string, trail: string[]) => {
    if (trail.includes(area)) {
      cycles.push([...trail.slice(trail.indexOf(area)), area].join(" → "));
      return;
    }
    for (const next of edges.get(area) ?? []) visit(next, [...trail, area]);
  };
  for (const area of edges.keys()) visit(area, []);
  return [...new Set(cycles)];
}

/**
 * The top-level folder a file counts in: its own, except that a test file counts with tests/
 * wherever it sits (beside its module, as unit tests are kept), since nothing imports it.
 */
const folderOf = (file: string) => (isTestFile(file) ? "tests" : file.split("/")[0]!);

describe("the layers", () => {
  it("point one way: no import goes from a lower layer to a higher one", () => {
    const wrong: string[] = [];
    for (const [file, targets] of imports) {
      if (isTest(file)) continue;
      for (const target of targets) {
        const [from, to] = [areaOf(file), areaOf(target)];
        for (const [fromArea, toArea, why] of forbidden) {
          if (fromArea.test(from) && toArea.test(to)) wrong.push(`${file} → ${target}: ${why}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("hold no cycle between areas (tests aside)", () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      if (isTest(file)) continue;
      for (const target of targets) {
        const [from, to] = [areaOf(file), areaOf(target)];
        if (from !== to && !isTest(target)) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      }
    }
    expect(cyclesIn(edges)).toEqual([]);
  });

  it("hold no cycle between top-level folders, tests/, test-support/ and scripts/ included", () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      for (const target of targets) {
        const [from, to] = [folderOf(file), folderOf(target)];
        if (from !== to) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      }
    }
    // The check sees the folders it guards, so an empty graph cannot pass it.
    expect(edges.get("tests")).toContain("scripts");
    expect(cyclesIn(edges)).toEqual([]);
  });
});
