import { siteConfig } from "~/config/site";

// Building a DateTimeFormat is costly; the server asks for the year on every page it serves.
const yearFormat = new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone, year: "numeric" });

/** The current year where the business is, so the footer turns over at Ontario's midnight. */
export function currentYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}

/**
 * Prerendered pages are built once, so the server rewrites the year inside this
 * marker when it serves them (see server/static-files.ts).
 */
export const currentYearAttribute = "data-current-year";
