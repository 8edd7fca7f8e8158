import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "./csp";
import { deferredModuleType } from "./deferred-loading";
import { createDocumentOptimizer } from "./runtime-document";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "runtime-document-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(
  path.join(clientDir, "assets/root-abc.css"),
  [
    '@font-face{font-family:"Barlow Condensed";font-display:swap;src:url(/assets/barlow.woff2) format("woff2")}',
    '@font-face{font-family:"Barlow Condensed Fallback Narrow";src:local("Arial Narrow Bold");size-adjust:92.7%}',
    ".header{background:#1f2329}",
    ".toast-only{position:fixed}",
  ].join(""),
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

// What React Router renders on request: modulepreloads first in the head, the stylesheet link,
// and the module script that imports the route modules and starts the client entry.
const moduleCode = `;
import * as route0 from "/assets/root-1.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"}};
import("/assets/entry.client-1.js");`;
const page = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>Page not found</title>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-abc.css"/></head>',
  '<body><header class="header"><a href="tel:+15195550100">Call</a></header>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleCode}</script></body></html>`,
].join("");

describe("a page rendered on request", () => {
  const optimize = createDocumentOptimizer(clientDir);

  it("carries the whole stylesheet inline, the web font as data, and links the sheet only after the first paint", () => {
    const html = optimize(page);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toContain(".header{background:#1f2329}");
    expect(css).toContain(".toast-only{position:fixed}");
    expect(css).toContain("Barlow Condensed Fallback Narrow");
    expect(css).not.toContain("barlow.woff2");
    expect(html).toMatch(/<script type="application\/json" id="web-font-faces">[^<]*barlow\.woff2/);
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<link rel="stylesheet" media="print" data-deferred-href="/assets/root-abc.css"/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href=[^>]*>(?!<\/noscript>)/);
  });

  it("fetches no script while the HTML is parsed: preloads and React Router's module script wait for the loader", () => {
    const html = optimize(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${deferredModuleType}" id="deferred-hydration" data-modulepreload="/assets/entry.client-1.js /assets/root-1.js">`,
    );
    // The loader and the parked script are inline scripts the CSP will list by hash.
    expect(inlineScriptHashes(html).length).toBe(inlineScriptHashes(page).length + 1);
  });

  it("sends a page it cannot treat as React rendered it, and says why in the log", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const withoutHydration = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(optimize(withoutHydration)).toBe(withoutHydration);
    expect(log).toHaveBeenCalledWith("A page rendered on request is sent as rendered:", expect.any(Error));
    log.mockRestore();
    const withoutStylesheet = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    expect(optimize(withoutStylesheet)).toBe(withoutStylesheet);
    const foreignStylesheet = page.replace("/assets/root-abc.css", "/../../etc/passwd.css");
    expect(optimize(foreignStylesheet)).toBe(foreignStylesheet);
    const withoutBodyEnd = page.replace("</body>", "");
    expect(optimize(withoutBodyEnd)).toBe(withoutBodyEnd);
  });

  it("reads a stylesheet it cannot inline once, says so once, and sends pages as rendered", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = page.replace("/assets/root-abc.css", "/assets/missing.css");
    expect(optimize(missing)).toBe(missing);
    expect(optimize(missing)).toBe(missing);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
