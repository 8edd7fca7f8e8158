import { siteConfig } from "~/config/site";

/** The current year where the business is, so the footer turns over at Ontario's midnight. */
export function currentYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone, year: "numeric" }).format(now);
  return Number(year);
}

/**
 * Prerendered pages are built once, so the server rewrites the year inside this
 * marker when it serves them (see server/static-files.ts).
 */
export const currentYearAttribute = "data-current-year";
