/**
 * How every page loads (decision 005, decision 010): nothing is fetched before the first paint.
 * The pure HTML edits behind it, shared by the build step that optimizes prerendered pages
 * (scripts/optimize-pages.ts) and the server, which treats the pages React Router renders on
 * request the same way (server/runtime-document.ts):
 * - the stylesheet link waits (deferStylesheets), print-only until the visitor acts;
 * - the module preloads and React Router's module script wait for the inline loader (parkHydration);
 * - the web font's faces travel as data for the FontFace API (webFontFacesScript).
 * The loader itself is app/loading/inline-loader.ts, bundled at build.
 */
import { deferredHrefAttribute, parkedModuleId, parkedModuleType, webFontFacesId } from "./document-markers";

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
      `<link rel="stylesheet" media="print" ${deferredHrefAttribute}="${href}"${rest.replace(/\s*\/$/, "")}/><noscript><link rel="stylesheet" href="${href}"/></noscript>`,
  );
}

/**
 * Removes the modulepreloads React places first in the head, parks React Router's module script
 * until after the first paint, and adds the inline loader (the bundled inline-loader.ts) that
 * starts them.
 */
export function parkHydration(html: string, inlineLoader: string): string {
  const preloads: string[] = [];
  let output = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const moduleScript = /<script type="module" async="">(?=[^<]*window\.__reactRouterManifest)/;
  if (!moduleScript.test(output)) throw new Error("React Router's module script was not found: cannot defer hydration");
  output = output.replace(
    moduleScript,
    `<script type="${parkedModuleType}" id="${parkedModuleId}" data-modulepreload="${preloads.join(" ")}">`,
  );
  const bodyEnd = output.lastIndexOf("</body>");
  if (bodyEnd === -1) throw new Error("The page has no </body>: cannot add the loader");
  return `${output.slice(0, bodyEnd)}<script>${inlineLoader}</script>${output.slice(bodyEnd)}`;
}
