import { siteConfig } from "~/config/site";

/** The owner's quick choices for when the technician arrives, in minutes from now. */
export const arrivalChoices = [20, 30, 45, 60, 90] as const;

/** Toronto's offset from UTC at a moment, in minutes (−300 in winter, −240 in summer). */
function torontoOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: siteConfig.timeZone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** Today's date in Toronto, as year, month (1–12), day. */
function torontoDay(at: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: siteConfig.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The moment a Toronto clock reads hh:mm on the Toronto day `dayOffset` days from `now`'s. */
function torontoMoment(now: Date, hours: number, minutes: number, dayOffset: number): Date {
  const { year, month, day } = torontoDay(now);
  const guess = new Date(Date.UTC(year, month - 1, day + dayOffset, hours, minutes));
  // Read the offset at the guess, then again at the corrected moment (a day the clocks change).
  const first = new Date(guess.getTime() - torontoOffsetMinutes(guess) * 60_000);
  return new Date(guess.getTime() - torontoOffsetMinutes(first) * 60_000);
}

/**
 * When the technician arrives, from the owner's form: `undefined` keeps what was set, `null`
 * clears it, an ISO moment sets it. A clock time is the next time the clock reads it (up to an
 * hour past counts as today: the owner typing a moment late).
 */
export function arrivalFrom(choice: string, clock: string, now = new Date()): { at: string | null | undefined } | { error: string } {
  if (choice === "" || choice === "keep") return { at: undefined };
  if (choice === "none") return { at: null };
  if (choice === "clock") {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
    if (!match) return { error: "Give the arrival time as a clock time, such as 03:45." };
    const [hours, minutes] = [Number(match[1]), Number(match[2])];
    for (const dayOffset of [-1, 0, 1]) {
      const at = torontoMoment(now, hours, minutes, dayOffset);
      const ahead = at.getTime() - now.getTime();
      if (ahead >= -3600_000 && ahead < 23 * 3600_000) return { at: at.toISOString() };
    }
    return { error: "Give the arrival time as a clock time, such as 03:45." };
  }
  const minutes = Number(choice);
  if (!(arrivalChoices as readonly number[]).includes(minutes)) return { error: "Choose an arrival time from the list." };
  return { at: new Date(now.getTime() + minutes * 60_000).toISOString() };
}
