// Apart from format-date.ts: its formatters are made when the module loads, and format-date ships
// with every page that has a form; this one only /reviews' loader needs.
const torontoMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "America/Toronto" });
const torontoMonthParts = new Intl.DateTimeFormat("en-CA", { month: "2-digit", year: "numeric", timeZone: "America/Toronto" });

/** The month of a moment in Ontario, as a published review shows it: "November 2026", and its YYYY-MM for <time>. */
export function torontoMonthOf(date: Date | string): { label: string; iso: string } {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = Object.fromEntries(torontoMonthParts.formatToParts(value).map((part) => [part.type, part.value]));
  return { label: torontoMonth.format(value), iso: `${parts.year}-${parts.month}` };
}
