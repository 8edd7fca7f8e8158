/**
 * The house's layers, checked on every import of every source file (static, dynamic and
 * `export … from`): they point one way, and no two areas import each other. Run alone with
 * `npx vitest run tests/layers.test.ts`; it is part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const sourceFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts") && fs.existsSync(file));
const known = new Set(sourceFiles);
const isTest = (file: string) => /\.test\.tsx?$|^tests\//.test(file);

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

/** The area a file belongs to: a top-level folder, or a layer of app/. */
function areaOf(file: string): string {
  const [top, second, third] = file.split("/");
  if (top !== "app") return top!;
  if (second === "flows") return `app/flows/${third}`;
  if (!file.slice(4).includes("/")) return "app/root";
  return `app/${second}`;
}

/** Which areas may import which: anything not listed is a layer pointing the wrong way. */
const forbidden: [RegExp, RegExp, string][] = [
  [/^app\//, /^(server|scripts|tests)$/, "app/ is imported by the Node process and the scripts, never the other way"],
  [/^app\/\.server$/, /^app\/(flows\/|routes|components|loading|root)/, "the domain knows no page, flow or component"],
  [
    /^app\/(lib|config|content)$/,
    /^app\/(\.server|flows\/|routes|components|loading|root)/,
    "shared libraries and content sit below every page and flow",
  ],
  [
    /^app\/(components|loading)$/,
    /^app\/(\.server|flows\/|routes|root)/,
    "components and page loading serve pages; they import no flow or route",
  ],
  [/^app\/flows\//, /^app\/(routes|root)$/, "a flow is used by pages, never the other way"],
  [/^server$/, /^(scripts|tests)$/, "the server imports no script or test"],
];

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
    const cycles: string[] = [];
    const visit = (area: string, trail: string[]) => {
      if (trail.includes(area)) {
        cycles.push([...trail.slice(trail.indexOf(area)), area].join(" → "));
        return;
      }
      for (const next of edges.get(area) ?? []) visit(next, [...trail, area]);
    };
    for (const area of edges.keys()) visit(area, []);
    expect([...new Set(cycles)]).toEqual([]);
  });
});
