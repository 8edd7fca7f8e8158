import { siteConfig } from "~/config/site";

/**
 * Calendar days as the counts keep them: YYYY-MM-DD in the business's time zone (Ontario), the
 * day a count and the visitor hashes' salt belong to; plain calendar arithmetic on them; and how
 * a day reads in a narrow column. Apart from app/lib/format-date.ts, which ships with every page
 * that has a form: these are the server's alone.
 */
const dayParts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: siteConfig.timeZone });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The day of a moment in Ontario: a new day (and a new salt) begins at midnight there. */
export function torontoDayOf(date: Date | string | number): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = Object.fromEntries(dayParts.formatToParts(value).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `offset` days after (or before, when negative) `day`. */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + offset)).toISOString().slice(0, 10);
}

/** The last `count` days up to and including today (Toronto), oldest first. */
export function lastDays(count: number, now: number = Date.now()): string[] {
  const today = torontoDayOf(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** A day in a narrow column: "Nov 20". */
export const shortDayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
