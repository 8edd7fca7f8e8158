import { siteConfig } from "~/config/site";

const postDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A post or review date as visitors read it: "March 5, 2025" (US English, as the
 * specification asks). Dates are calendar days stored as ISO dates (UTC midnight),
 * so they are formatted in UTC and never shift a day in a western time zone.
 */
export function formatPostDate(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return postDateFormat.format(value);
}

/** The machine-readable form for a <time dateTime> attribute: YYYY-MM-DD. */
export function isoDay(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return value.toISOString().slice(0, 10);
}

const torontoMoment = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: siteConfig.timeZone,
} as const;
const torontoTime = new Intl.DateTimeFormat("en-US", torontoMoment);
const torontoClock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: siteConfig.timeZone });
const torontoTimeWithYear = new Intl.DateTimeFormat("en-US", { ...torontoMoment, year: "numeric" });

/**
 * A moment as a driver or the owner in Ontario reads it: "Tue, Nov 24, 3:42 PM" (Toronto time,
 * whatever the server's zone), with the year for records that outlive the week (e-mails, the
 * owner's lists): "Tue, Nov 24, 2026, 3:42 PM"; or the clock alone for a moment of the last
 * hours: "3:42 PM". The one time formatter of the site.
 */
export function formatTorontoTime(date: Date | string, { year = false, clock = false } = {}): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const format = clock ? torontoClock : year ? torontoTimeWithYear : torontoTime;
  // ICU puts a narrow no-break space before AM/PM; a plain one reads the same everywhere.
  return format.format(value).replace(/\u202f/g, " ");
}
