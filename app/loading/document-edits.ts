/**
 * How every page loads (issue 16, decision 005): nothing is fetched before the first paint.
 * The pure HTML edits behind it, shared by the build step that optimizes prerendered pages
 * (scripts/optimize-pages.ts) and the server, which treats the pages React Router renders on
 * request the same way (server/runtime-document.ts):
 * - the stylesheet link waits (deferStylesheets), print-only until the visitor acts;
 * - the module preloads and React Router's module script wait for the loader (deferHydration);
 * - the web font's faces travel as data for the FontFace API (webFontFacesScript).
 */
import { interactedFlag, interactionEvents } from "~/loading/interaction";

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
  // The first touch, key press or focus, recorded for the code that waits for it (app/loading/defer-hydration.tsx).
  `function acted(){window.${interactedFlag}=1}${JSON.stringify(interactionEvents)}.forEach(function(t){addEventListener(t,acted,{capture:true,once:true,passive:true})});`,
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

/** A stylesheet's @font-face rules: the local fallbacks (no download) and the web font's. */
export function splitFontFaces(css: string): { localFaces: string[]; webFaces: string[]; withoutFaces: string } {
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  return {
    localFaces: faces.filter((face) => !face.includes("url(")),
    webFaces: faces.filter((face) => face.includes("url(")),
    withoutFaces: css.replace(/@font-face\{[^}]*\}/g, ""),
  };
}

/** The web font's faces as data the loader hands to the FontFace API after the first paint. */
export function webFontFacesScript(webFaces: readonly string[]): string {
  if (!webFaces.length) return "";
  const data = JSON.stringify(webFaces.map(fontFaceDescriptor)).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${webFontFacesId}">${data}</script>`;
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
  if (bodyEnd === -1) throw new Error("The page has no </body>: cannot add the loader");
  return `${output.slice(0, bodyEnd)}<script>${loaderScript}</script>${output.slice(bodyEnd)}`;
}
