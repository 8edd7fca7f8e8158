import fs from "node:fs";
import path from "node:path";
import { deferStylesheets, parkHydration, splitFontFaces, stylesheetHrefs, webFontFacesScript } from "../app/loading/document-edits";

/** The build's stylesheets as pages link them. */
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;

/**
 * A page React Router renders on request (the 404 page, a search, a form's answer without
 * JavaScript, a request's status page, the owner's pages) loads as the prerendered ones do
 * (issue 16): nothing is fetched before the first paint. The build's critical-CSS step is too
 * slow to run per request (beasties takes tens of milliseconds a page), so these pages carry
 * the whole stylesheet inline, about 8 KB gzip, instead of a request that blocks the first
 * paint; the link React hydrates and the scripts wait for the loader, as on every page.
 *
 * A page it cannot treat (no stylesheet link, no hydration script it recognises) is returned
 * as React rendered it: it still works, as every page did before.
 */
export function createDocumentOptimizer(clientDir: string, inlineLoader: string): (html: string) => string {
  // Per stylesheet: what goes in the head, or null when it cannot be inlined (said once in the log).
  const inlineHeads = new Map<string, string | null>();

  function inlineHeadFor(href: string): string | null {
    if (inlineHeads.has(href)) return inlineHeads.get(href)!;
    let head: string | null = null;
    try {
      const { localFaces, webFaces, withoutFaces } = splitFontFaces(fs.readFileSync(path.join(clientDir, href.slice(1)), "utf8"));
      if (/<\/style/i.test(withoutFaces)) throw new Error(`${href} cannot be inlined: it holds "</style"`);
      head = `<style>${localFaces.join("")}${withoutFaces}</style>${webFontFacesScript(webFaces)}`;
    } catch (error) {
      console.error("Pages rendered on request keep their render-blocking stylesheet:", error);
    }
    inlineHeads.set(href, head);
    return head;
  }

  return (html) => {
    const href = stylesheetHrefs(html)[0];
    if (!href || !builtStylesheet.test(href)) return html;
    const head = inlineHeadFor(href);
    if (head === null) return html;
    try {
      const link = html.indexOf(`<link rel="stylesheet" href="${href}"`);
      return parkHydration(deferStylesheets(`${html.slice(0, link)}${head}${html.slice(link)}`), inlineLoader);
    } catch (error) {
      console.error("A page rendered on request is sent as rendered:", error);
      return html;
    }
  };
}
