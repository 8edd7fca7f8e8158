/**
 * The browser gets React Router's production build.
 *
 * React Router 7's package exports name only `dist/development` (a stopgap upstream kept since
 * 7.0.2, remix-run/react-router#12532 and #14102), so every client bundle carries its development
 * warnings. The production build beside it differs in one flag (`ENABLE_DEV_WARNINGS`), so the
 * client build resolves `react-router` and `react-router/dom` there; the server keeps the copy
 * Node resolves, the one `@react-router/node` and the request handler share. Worth 0.6 KB gzip
 * on every page (`npm run budgets`).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const productionDir = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");

const productionEntries: Readonly<Record<string, string>> = {
  "react-router": path.join(productionDir, "index.mjs"),
  "react-router/dom": path.join(productionDir, "dom-export.mjs"),
};

export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return productionEntries[source] ?? null;
    },
  };
}
