/** Any path that is not one of the site's pages (a page not found, a mistyped address): one name for all, so junk paths cannot multiply rows. */
export const otherPage = "(other)";

/**
 * How a path is counted: as one of the site's pages (its one spelling: lower case, no trailing
 * slash), or as `otherPage`.
 */
export function pageNamer(pages: readonly string[]): (path: string) => string {
  const known = new Set(pages);
  return (path) => {
    const spelled = path.length > 1 ? path.toLowerCase().replace(/\/+$/, "") : path;
    return known.has(spelled) ? spelled : otherPage;
  };
}
