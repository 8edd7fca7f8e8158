/** "07:00" -> "7 AM", "19:30" -> "7:30 PM": how the hours are said in a sentence. */
export function clockInWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}` : `${hour12} ${suffix}`;
}

/** "Monday to Saturday from 7 AM to 7 PM", from the structured hours, so prose and JSON-LD cannot disagree. */
export function hoursInWords(days: readonly string[], opens: string, closes: string): string {
  const dayWords = days.length === 1 ? days[0] : `${days[0]} to ${days[days.length - 1]}`;
  return `${dayWords} from ${clockInWords(opens)} to ${clockInWords(closes)}`;
}

/** "07:00" -> "7AM", "19:30" -> "7:30PM": the short form of a label. */
const clockShort = (time: string) => clockInWords(time).replace(" ", "");

/** "Mon-Sat 7AM-7PM": the specification's label of the hours, from the same structured hours. */
export function hoursLabel(days: readonly string[], opens: string, closes: string): string {
  const short = (day: string) => day.slice(0, 3);
  const dayWords = days.length === 1 ? short(days[0]!) : `${short(days[0]!)}-${short(days[days.length - 1]!)}`;
  return `${dayWords} ${clockShort(opens)}-${clockShort(closes)}`;
}
