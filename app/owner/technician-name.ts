import { cleanLine } from "~/lib/messages";

/**
 * The technician's name as the driver may read it: the first word of what the owner typed
 * ("Mike Roy" becomes "Mike", "Jean-Marc" stays whole). The driver's page, its data and the texts
 * only ever carry this, so a surname typed by habit never leaves the owner's side. Empty: nobody.
 */
export function technicianFirstName(typed: string): string | null {
  const first = cleanLine(typed).split(" ")[0] ?? "";
  return first.slice(0, 40) || null;
}
