import { currentYear, currentYearAttribute } from "~/lib/current-year";

/**
 * The current year. Prerendered HTML is built once, so the server rewrites this
 * element's text when it serves a page; the hydrated client computes it anew.
 */
export function CurrentYear() {
  return (
    <span {...{ [currentYearAttribute]: "" }} suppressHydrationWarning>
      {currentYear()}
    </span>
  );
}
