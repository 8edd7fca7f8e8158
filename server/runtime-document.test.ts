import fs from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "../app/.server/http/csp";
import { parkedModuleType } from "../app/loading/document-markers";
import { bundleInlineLoader } from "../scripts/bundle-inline-loader";
import { createDocumentOptimizer, pageShape } from "./runtime-document";
import { makeClientDir, renderedPage } from "./testing/rendered-page";

const clientDir = makeClientDir("runtime-document-");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
// What React Router renders on request has the prerendered page's shape.
const page = renderedPage;
const inlineLoader = await bundleInlineLoader();

const ownerPage = { url: "http://localhost/owner/requests/1", method: "GET" };
const publicPage = { url: "http://localhost/reviews", method: "GET" };

describe("a page rendered on request", () => {
  const optimizeFor = createDocumentOptimizer(clientDir, inlineLoader);
  const optimize = (html: string) => optimizeFor(html, ownerPage);

  it("carries the whole stylesheet inline on a private page, the web font as data, and links the sheet only after the first paint", async () => {
    const html = await optimize(page);
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

  it("carries only the rules its own HTML uses on a public page, as prerendered pages do, worked out once per shape", async () => {
    const html = await optimizeFor(page, publicPage);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toContain(".header{background:#1f2329}");
    expect(css).toContain("Barlow Condensed Fallback Narrow");
    expect(css).not.toContain(".toast-only");
    expect(html).toContain('<link rel="stylesheet" media="print" data-deferred-href="/assets/root-abc.css"/>');
    // The same page with other words is the same shape; a new class is a new shape with its rules.
    const otherWords = page.replace(">Call<", ">Call us now<");
    expect(pageShape(otherWords)).toBe(pageShape(page));
    const withToast = page.replace('<header class="header">', '<header class="header"><p class="toast-only">Hi</p>');
    expect(pageShape(withToast)).not.toBe(pageShape(page));
    expect(/<style>([\s\S]*?)<\/style>/.exec(await optimizeFor(withToast, publicPage))?.[1]).toContain(".toast-only{position:fixed}");
    // A post's answer is not kept: the whole sheet.
    expect(await optimizeFor(page, { ...publicPage, method: "POST" })).toContain(".toast-only{position:fixed}");
  });

  it("fetches no script while the HTML is parsed: preloads and React Router's module script wait for the loader", async () => {
    const html = await optimize(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${parkedModuleType}" id="deferred-hydration" data-modulepreload="/assets/entry.client-1.js /assets/root-1.js">`,
    );
    // The loader and the parked script are inline scripts the CSP will list by hash.
    expect(inlineScriptHashes(html).length).toBe(inlineScriptHashes(page).length + 1);
  });

  it("sends a page it cannot treat as React rendered it, and says why in the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const withoutHydration = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(await optimize(withoutHydration)).toBe(withoutHydration);
    expect(log).toHaveBeenCalledWith("A page rendered on request is sent as rendered:", expect.any(Error));
    log.mockRestore();
    const withoutStylesheet = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    expect(await optimize(withoutStylesheet)).toBe(withoutStylesheet);
    const foreignStylesheet = page.replace("/assets/root-abc.css", "/../../etc/passwd.css");
    expect(await optimize(foreignStylesheet)).toBe(foreignStylesheet);
    const withoutBodyEnd = page.replace("</body>", "");
    expect(await optimize(withoutBodyEnd)).toBe(withoutBodyEnd);
  });

  it("reads a stylesheet it cannot inline once, says so once, and sends pages as rendered", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = page.replace("/assets/root-abc.css", "/assets/missing.css");
    expect(await optimize(missing)).toBe(missing);
    expect(await optimize(missing)).toBe(missing);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
