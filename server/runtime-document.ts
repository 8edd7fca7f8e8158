import { criticalRules, readStylesheet } from "../app/loading/critical-css.server";
import { deferStylesheets, parkHydration, splitFontFaces, stylesheetHrefs, webFontFacesScript } from "../app/loading/document-edits";
import { isPrivatePath } from "../app/lib/private-paths";

/** The build's stylesheets as pages link them. */
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;
/** Shapes of public pages whose critical CSS is kept: a handful of pages, each in a few states. */
const maxShapes = 64;

/**
 * A page React Router renders on request (the reviews and privacy pages, a search, the 404 page,
 * a form's answer without JavaScript, a request's status page, the owner's pages) loads as the
 * prerendered ones do: nothing is fetched before the first paint, the link React hydrates and the
 * scripts wait for the loader.
 *
 * - A public page read with GET carries the CSS its own HTML uses, as prerendered pages do
 *   (app/loading/critical-css.server.ts), and the stylesheet after the first paint: within the
 *   15 KB of CSS every page meets. Beasties takes tens of milliseconds, so its answer is kept per
 *   page shape (what the rules can select: tags, classes, states), not per request: the reviews
 *   page with a new review has the shape it had, and a shape never seen is worked out once.
 * - The owner's pages, a status page and the answer to a post vary too much to keep: they carry
 *   the whole stylesheet inline (about 8 KB gzip), nothing to work out per request.
 *
 * A page it cannot treat (no stylesheet link, no hydration script it recognises) is returned
 * as React rendered it: it still works, as every page did before.
 */
export function createDocumentOptimizer(
  clientDir: string,
  inlineLoader: string,
): (html: string, request: Pick<Request, "url" | "method">) => Promise<string> {
  // Per stylesheet: its font faces and rules, or null when it cannot be read (said once in the log).
  const sheets = new Map<string, ReturnType<typeof splitFontFaces> | null>();
  const criticalByShape = new Map<string, Promise<string | null>>();

  function sheetOf(href: string) {
    if (sheets.has(href)) return sheets.get(href)!;
    let sheet: ReturnType<typeof splitFontFaces> | null = null;
    try {
      sheet = splitFontFaces(readStylesheet(clientDir, href));
      if (/<\/style/i.test(sheet.withoutFaces)) throw new Error(`${href} cannot be inlined: it holds "</style"`);
    } catch (error) {
      sheet = null;
      console.error("Pages rendered on request keep their render-blocking stylesheet:", error);
    }
    sheets.set(href, sheet);
    return sheet;
  }

  function criticalFor(html: string, href: string): Promise<string | null> {
    const key = `${href}\n${pageShape(html)}`;
    let critical = criticalByShape.get(key);
    if (!critical) {
      critical = criticalRules(html, clientDir).catch((error: unknown) => {
        console.error("A public page rendered on request carries its whole stylesheet:", error);
        return null;
      });
      if (criticalByShape.size >= maxShapes) criticalByShape.delete(criticalByShape.keys().next().value!);
      criticalByShape.set(key, critical);
    }
    return critical;
  }

  return async (html, request) => {
    const href = stylesheetHrefs(html)[0];
    if (!href || !builtStylesheet.test(href)) return html;
    const sheet = sheetOf(href);
    if (sheet === null) return html;
    const publicRead = request.method === "GET" && !isPrivatePath(new URL(request.url).pathname);
    const rules = (publicRead ? await criticalFor(html, href) : null) ?? sheet.withoutFaces;
    const head = `<style>${sheet.localFaces.join("")}${rules}</style>${webFontFacesScript(sheet.webFaces)}`;
    try {
      const link = html.indexOf(`<link rel="stylesheet" href="${href}"`);
      return parkHydration(deferStylesheets(`${html.slice(0, link)}${head}${html.slice(link)}`), inlineLoader);
    } catch (error) {
      console.error("A page rendered on request is sent as rendered:", error);
      return html;
    }
  };
}

/**
 * What a stylesheet's rules can tell apart in a page: its element names, class names and the
 * attributes states are styled by (aria-current, aria-expanded…, data-state, role, open, type,
 * disabled), without its words, links or data. Two renders of one page with other reviews, dates
 * or names have one shape.
 */
const stateAttribute = /^(aria-(current|expanded|invalid|selected|pressed|checked|disabled|hidden)|data-state|role|open|type|disabled)$/;

export function pageShape(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const parts = new Set<string>();
  for (const [, tag, attributes = ""] of body.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    parts.add(tag!.toLowerCase());
    for (const [, name, value = ""] of attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name === "class") for (const token of value.split(/\s+/).filter(Boolean)) parts.add(`.${token}`);
      else if (stateAttribute.test(name!)) parts.add(`[${name}=${value}]`);
    }
  }
  return [...parts].sort().join(" ");
}
