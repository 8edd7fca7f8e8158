import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A page as React Router 7 renders it (prerendered or on request): modulepreloads hoisted into
 * the head, the stylesheet link, and the module script that imports the route modules and
 * starts the client entry. Shared by the tests of the build step and of the server's edit.
 */
export const moduleCode = `;
import * as route0 from "/assets/root-1.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"}};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;

export const renderedPage = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-abc.css"/></head>',
  '<body><header class="header"><a class="call" href="tel:+15195550100">Call</a></header>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleCode}</script></body></html>`,
].join("");

/**
 * A client build directory holding the page's stylesheet: the web font's face, a metric-matched
 * local fallback, rules the page uses and one it does not (.toast-only). Remove it when done.
 */
export function makeClientDir(prefix: string): string {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(
    path.join(clientDir, "assets/root-abc.css"),
    [
      '@font-face{font-family:"Barlow Condensed";font-display:swap;src:url(/assets/barlow.woff2) format("woff2")}',
      '@font-face{font-family:"Barlow Condensed Fallback Narrow";src:local("Arial Narrow Bold");size-adjust:92.7%}',
      ".header{background:#1f2329}",
      ".call{color:#111317}",
      ".toast-only{position:fixed}",
    ].join(""),
  );
  return clientDir;
}
