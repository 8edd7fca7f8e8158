import { formatTorontoTime } from "~/lib/format-date";

/**
 * When a request was seen (or a message written), as the driver's page says it: "3:12 AM" for a
 * moment of the last 12 hours, the day too for an older one; Toronto time whatever the server's
 * zone. Never who.
 */
export function seenWhen(at: string, now = Date.now()): string {
  const recent = now - new Date(at).getTime() < 12 * 3600_000;
  return formatTorontoTime(at, { clock: recent });
}
