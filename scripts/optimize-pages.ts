/**
 * The postbuild transform of every prerendered page (issue 16): the first paint needs the
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
import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
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
 * Inlines the CSS the page's own HTML uses, in the head, before the stylesheet link.
 * Beasties computes it; only its <style> is taken into the page, because beasties writes the
 * whole document anew (attribute spelling and all), and the page must stay byte for byte what
 * React rendered: the server finds the footer's year by its exact markup.
 */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const href = stylesheetHrefs(html)[0];
  if (!href) return html;
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // (Beasties' own handling of the link does not matter: only its <style> is kept.)
    // Only the stylesheet is reduced; inline <style> elements React renders stay as they are.
    reduceInlineStyles: false,
    // The web font's face is not inlined: it must not load before the first paint.
    inlineFonts: false,
    preloadFonts: false,
    keyframes: "critical",
    // Selectors beasties cannot evaluate statically (Tailwind's :where()/:is() groups such as
    // space-y and divide-y, and arbitrary variants like [&_svg]:size-5) would be dropped; keep them.
    allowRules: [/:where\(/, /:is\(/, /\\&/],
    compress: true,
    logLevel: "warn",
  });
  const processed = await beasties.process(html);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (critical === undefined) throw new Error(`beasties found no critical CSS for ${href}`);
  // Beasties leaves out every @font-face; the fallback faces (local() sources only, no
  // download) belong in the first paint, so they are copied from the stylesheet; the web
  // font's wait, as data, for the loader.
  const { localFaces, webFaces } = splitFontFaces(readAsset(clientDir, href));
  const link = html.indexOf(`<link rel="stylesheet" href="${href}"`);
  return `${html.slice(0, link)}<style>${localFaces.join("")}${critical}</style>${webFontFacesScript(webFaces)}${html.slice(link)}`;
}

function readAsset(clientDir: string, href: string): string {
  return fs.readFileSync(path.join(clientDir, href.replace(/^\//, "")), "utf8");
}
