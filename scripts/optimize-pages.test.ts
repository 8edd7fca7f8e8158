import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../app/.server/http/csp";
import { fontFaceDescriptor } from "../app/loading/document-edits";
import { parkedModuleType } from "../app/loading/document-markers";
import { bundleInlineLoader } from "./bundle-inline-loader";
import { makeClientDir, moduleCode, renderedPage } from "../server/testing/rendered-page";
import { optimizePage } from "./optimize-pages";
import { createHash } from "node:crypto";

const clientDir = makeClientDir("optimize-pages-");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
const page = renderedPage;
const inlineLoader = await bundleInlineLoader();

describe("optimizePage", () => {
  it("inlines the rules the page uses and the local fallback faces, not the web font or unused rules", async () => {
    const html = await optimizePage(page, { clientDir, inlineLoader });
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toContain(".header{background:#1f2329}");
    expect(css).toContain(".call{color:#111317}");
    expect(css).toContain("Barlow Condensed Fallback Narrow");
    expect(css).not.toContain("barlow.woff2");
    // The web font's face waits, as data, for the loader to hand it to the FontFace API after the first paint.
    const faces: unknown = JSON.parse(/<script type="application\/json" id="web-font-faces">([^<]*)<\/script>/.exec(html)?.[1] ?? "[]");
    expect(faces).toEqual([expect.objectContaining({ family: "Barlow Condensed", source: expect.stringContaining("barlow.woff2") })]);
    expect(css).not.toContain(".toast-only");
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps the stylesheet link React hydrates, loading it after the first paint, and links it for visitors without JavaScript", async () => {
    const html = await optimizePage(page, { clientDir, inlineLoader });
    expect(html).toContain('<link rel="stylesheet" media="print" data-deferred-href="/assets/root-abc.css"/>');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>');
    expect(html).not.toMatch(/<link rel="stylesheet" href=[^>]*>(?!<\/noscript>)/);
  });

  it("fetches no script while the HTML is parsed: preloads and React Router's module script wait for the loader", async () => {
    const html = await optimizePage(page, { clientDir, inlineLoader });
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${parkedModuleType}" id="deferred-hydration" data-modulepreload="/assets/entry.client-1.js /assets/root-1.js">${moduleCode}</script>`,
    );
    expect(html).toMatch(new RegExp(`<script>${escapeRegExp(inlineLoader)}</script></body>`));
  });

  it("leaves every inline script hashable for the CSP, the loader and the parked module script included", async () => {
    const html = await optimizePage(page, { clientDir, inlineLoader });
    const hashes = inlineScriptHashes(html);
    expect(hashes).toContain(`'sha256-${sha256(inlineLoader)}'`);
    // The loader re-inserts the parked text unchanged, so its hash is the one the browser checks.
    expect(hashes).toContain(`'sha256-${sha256(moduleCode)}'`);
  });

  it("leaves every byte of the page outside its edits as React rendered it (the server finds the footer's year by its markup)", async () => {
    const footer = '<footer><p>© <span data-current-year="">2026</span> Business</p><img src="/x.svg" alt=""/></footer>';
    const html = await optimizePage(page.replace("</header>", `</header>${footer}`), { clientDir, inlineLoader });
    expect(html).toContain(footer);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).not.toContain("data-beasties");
  });

  it("refuses a page whose hydration script it does not recognise, rather than ship a page that never hydrates", async () => {
    await expect(
      optimizePage(page.replace("window.__reactRouterManifest", "window.somethingElse"), { clientDir, inlineLoader }),
    ).rejects.toThrow(/module script was not found/);
  });
});

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("fontFaceDescriptor", () => {
  it("turns the built @font-face into what the FontFace constructor takes", () => {
    const rule =
      '@font-face{font-family:Barlow Condensed;font-style:normal;font-weight:700;font-display:swap;src:url(/assets/b.woff2)format("woff2");unicode-range:U+??,U+131}';
    expect(fontFaceDescriptor(rule)).toEqual({
      family: "Barlow Condensed",
      source: 'url(/assets/b.woff2)format("woff2")',
      descriptors: { style: "normal", weight: "700", display: "swap", unicodeRange: "U+??,U+131" },
    });
  });

  it("refuses a face it could not load", () => {
    expect(() => fontFaceDescriptor("@font-face{font-weight:700}")).toThrow(/without a family or a source/);
  });
});
