import fs from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "../app/.server/http/csp";
import { parkedModuleType } from "../app/loading/document-markers";
import { bundleInlineLoader } from "../scripts/bundle-inline-loader";
import { createDocumentOptimizer } from "./runtime-document";
import { makeClientDir, renderedPage } from "./testing/rendered-page";

const clientDir = makeClientDir("runtime-document-");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
// What React Router renders on request has the prerendered page's shape.
const page = renderedPage;
const inlineLoader = await bundleInlineLoader();

describe("a page rendered on request", () => {
  const optimize = createDocumentOptimizer(clientDir, inlineLoader);

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
      `<script type="${parkedModuleType}" id="deferred-hydration" data-modulepreload="/assets/entry.client-1.js /assets/root-1.js">`,
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
