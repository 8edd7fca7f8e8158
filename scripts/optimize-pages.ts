/**
 * The postbuild transform of every prerendered page: the first paint needs the
 * HTML and nothing else.
 *
 * 1. Critical CSS: beasties inlines the rules this page's HTML uses (plus the metric-matched
 *    fallback font faces) in a <style> in the head. The full stylesheet keeps its
 *    <link rel="stylesheet"> (React hydrates that element and compares rel and href), but
 *    its href waits in data-deferred-href until after the first paint, and it stays
 *    media="print" until the visitor first acts or the app shows something the page's HTML
 *    did not have (applyFullStylesheet): the critical CSS already styles everything on the
 *    page, and applying the whole sheet at load restyled and laid out every element again in
 *    one long task (Lighthouse TBT on /roadside 62-67 ms -> 8 ms). The web font's faces are
 *    kept as data (a JSON script) that the loader hands to the FontFace API after the first
 *    paint; the face is added once downloaded, so the page is laid out again once, not twice.
 *    <noscript> keeps the full sheet for visitors without JavaScript.
 * 2. Hydration after the first paint: the head's modulepreloads are removed and React
 *    Router's module script is parked (type="text/x-deferred-module"); a small inline script
 *    starts both, with the stylesheet, in the task after the first contentful paint.
 *
 * The server hashes every inline script for the CSP, so the loader needs no exception: the
 * parked script's text is hashed too, and the loader re-inserts that exact text.
 */
import { criticalRules, readStylesheet } from "../app/loading/critical-css.server";
import { deferStylesheets, parkHydration, splitFontFaces, stylesheetHrefs, webFontFacesScript } from "../app/loading/document-edits";

export interface OptimizeOptions {
  /** build/client: where beasties reads the stylesheets the page links. */
  clientDir: string;
  /** The bundled inline loader (scripts/bundle-inline-loader.ts). */
  inlineLoader: string;
}

export async function optimizePage(html: string, { clientDir, inlineLoader }: OptimizeOptions): Promise<string> {
  const withCriticalCss = await inlineCriticalCss(html, clientDir);
  return parkHydration(deferStylesheets(withCriticalCss), inlineLoader);
}

/**
 * Inlines the CSS the page's own HTML uses (app/loading/critical-css.server.ts), in the head,
 * before the stylesheet link.
 */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const href = stylesheetHrefs(html)[0];
  if (!href) return html;
  const critical = await criticalRules(html, clientDir).catch((error: unknown) => {
    throw new Error(`${String(error)} for ${href}`);
  });
  // The fallback faces (local() sources only, no download) belong in the first paint, so they
  // are copied from the stylesheet; the web font's wait, as data, for the loader.
  const { localFaces, webFaces } = splitFontFaces(readStylesheet(clientDir, href));
  const link = html.indexOf(`<link rel="stylesheet" href="${href}"`);
  return `${html.slice(0, link)}<style>${localFaces.join("")}${critical}</style>${webFontFacesScript(webFaces)}${html.slice(link)}`;
}
