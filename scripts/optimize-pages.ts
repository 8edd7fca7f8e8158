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

export const deferredModuleType = "text/x-deferred-module";
const deferredModuleId = "deferred-hydration";
const webFontFacesId = "web-font-faces";
/** Events that mean the visitor acts: the page may change in ways its HTML did not show. */
const fullStylesheetEvents = ["pointerdown", "touchstart", "keydown", "click", "input", "submit", "popstate", "hashchange"];

/**
 * Runs in the task after the first contentful paint (Paint Timing; the first frame where a
 * browser lacks it): the stylesheet, then the module preloads (all at once, no waterfall), then
 * React DOM and React Router evaluated each in a task of its own (one long task of every module
 * at once was most of the Total Blocking Time), then React Router's module script, which hydrates. A page that is hidden paints nothing and starts
 * when shown; 3 s after load it starts whatever happened. 4 s after load it also registers
 * the service worker (app/sw/service-worker.ts): its precache downloads would otherwise share
 * the connection with hydration's scripts (Lighthouse's TBT on the landing page: 213–305 ms
 * without a worker, 433–658 ms registering at load).
 */
export const loaderScript = [
  "(function(){var started=0;",
  // The visitor's first act (or a navigation) applies the full stylesheet, before what it changes is drawn.
  'function full(){document.querySelectorAll("link[data-deferred-href]").forEach(function(l){l.media="all"})}',
  `${JSON.stringify(fullStylesheetEvents)}.forEach(function(t){addEventListener(t,full,{capture:true,once:true,passive:true})});`,
  "function start(){if(started)return;started=1;",
  'document.querySelectorAll("link[data-deferred-href]").forEach(function(l){l.href=l.getAttribute("data-deferred-href")});',
  // The heading face is fetched now and added once it has arrived: one relayout, not two.
  `var faces=document.getElementById("${webFontFacesId}");if(faces&&window.FontFace)try{JSON.parse(faces.textContent).forEach(function(f){var face=new FontFace(f.family,f.source,f.descriptors);face.load().then(function(){document.fonts.add(face)},function(){})})}catch(e){}`,
  `var parked=document.getElementById("${deferredModuleId}");if(!parked)return;`,
  '(parked.getAttribute("data-modulepreload")||"").split(" ").forEach(function(href){if(!href)return;var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});',
  'function run(){var s=document.createElement("script");s.type="module";s.textContent=parked.textContent;document.head.appendChild(s)}',
  // React DOM, then React Router, each evaluated in a task of its own before the app's modules.
  'var early=["react-dom","framework"].map(function(name){return document.querySelector(\'link[rel="modulepreload"][href^="/assets/\'+name+\'-"]\')}).filter(Boolean);',
  "(function next(i){if(i>=early.length)return run();import(early[i].href).then(function(){setTimeout(function(){next(i+1)},0)},run)})(0)}",
  "function soon(){setTimeout(start,0)}",
  "var P=window.PerformanceObserver;",
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}',
  "else requestAnimationFrame(soon);",
  'addEventListener("load",function(){setTimeout(start,3000);',
  'if("serviceWorker"in navigator)setTimeout(function(){navigator.serviceWorker.register("/sw.js").catch(function(){})},4000)})})();',
].join("");

export interface OptimizeOptions {
  /** build/client: where beasties reads the stylesheets the page links. */
  clientDir: string;
}

export async function optimizePage(html: string, { clientDir }: OptimizeOptions): Promise<string> {
  const withCriticalCss = await inlineCriticalCss(html, clientDir);
  return deferHydration(deferStylesheets(withCriticalCss));
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
  // download) belong in the first paint, so they are copied from the stylesheet.
  const faces = readAsset(clientDir, href).match(/@font-face\{[^}]*\}/g) ?? [];
  const localFaces = faces.filter((face) => !face.includes("url("));
  // The web font's faces, as data the loader hands to the FontFace API after the first paint.
  const webFaces = faces.filter((face) => face.includes("url("));
  const deferredFaces = webFaces.length
    ? `<script type="application/json" id="${webFontFacesId}">${JSON.stringify(webFaces.map(fontFaceDescriptor)).replace(/</g, "\\u003c")}</script>`
    : "";
  const link = html.indexOf(`<link rel="stylesheet" href="${href}"`);
  return `${html.slice(0, link)}<style>${localFaces.join("")}${critical}</style>${deferredFaces}${html.slice(link)}`;
}

/** An @font-face rule as the FontFace constructor takes it: family, source and descriptors. */
export function fontFaceDescriptor(rule: string): { family: string; source: string; descriptors: Record<string, string> } {
  const declarations = new Map(
    rule
      .replace(/^@font-face\{|\}$/g, "")
      .split(";")
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(":");
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      }),
  );
  const family = declarations.get("font-family")?.replace(/^["']|["']$/g, "");
  const source = declarations.get("src");
  if (!family || !source) throw new Error(`@font-face without a family or a source: ${rule}`);
  const descriptors: Record<string, string> = {};
  for (const [property, name] of [
    ["font-style", "style"],
    ["font-weight", "weight"],
    ["font-display", "display"],
    ["unicode-range", "unicodeRange"],
  ] as const) {
    const value = declarations.get(property);
    if (value) descriptors[name] = value;
  }
  return { family, source, descriptors };
}

/** The stylesheet links of a page, in order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
}

/**
 * The full stylesheet no longer blocks the first paint: its href moves to
 * data-deferred-href (the loader puts it back), print-only until the visitor acts, and
 * <noscript> links it for visitors without JavaScript, whose page the critical CSS already
 * styles in full.
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet" href="([^"]+)"([^>]*)\/?>/g,
    (_link, href: string, rest: string) =>
      `<link rel="stylesheet" media="print" data-deferred-href="${href}"${rest.replace(/\s*\/$/, "")}/><noscript><link rel="stylesheet" href="${href}"/></noscript>`,
  );
}

/**
 * Removes the modulepreloads React places first in the head and parks React Router's
 * module script until after the first paint (see loaderScript).
 */
export function deferHydration(html: string): string {
  const preloads: string[] = [];
  let output = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const moduleScript = /<script type="module" async="">(?=[^<]*window\.__reactRouterManifest)/;
  if (!moduleScript.test(output)) throw new Error("React Router's module script was not found: cannot defer hydration");
  output = output.replace(
    moduleScript,
    `<script type="${deferredModuleType}" id="${deferredModuleId}" data-modulepreload="${preloads.join(" ")}">`,
  );
  const bodyEnd = output.lastIndexOf("</body>");
  return `${output.slice(0, bodyEnd)}<script>${loaderScript}</script>${output.slice(bodyEnd)}`;
}

function readAsset(clientDir: string, href: string): string {
  return fs.readFileSync(path.join(clientDir, href.replace(/^\//, "")), "utf8");
}
