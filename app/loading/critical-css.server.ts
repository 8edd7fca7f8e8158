import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";

/**
 * The rules of `href` that this page's own HTML uses, minified: what a page carries inline so
 * its first paint needs nothing else. Beasties computes it; only the rules are taken, because
 * beasties writes the whole document anew (attribute spelling and all), and the page must stay
 * byte for byte what React rendered. Beasties leaves out every @font-face: the caller adds the
 * ones it wants. Shared by the build (prerendered pages) and the server (public pages rendered
 * on request), so both inline the same kind of CSS.
 */
export async function criticalRules(html: string, clientDir: string): Promise<string> {
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
  if (critical === undefined) throw new Error("beasties found no critical CSS");
  return critical;
}

/** A stylesheet of the client build, by the href pages link it with. */
export function readStylesheet(clientDir: string, href: string): string {
  return fs.readFileSync(path.join(clientDir, href.replace(/^\//, "")), "utf8");
}
