import { Navigation } from "lucide-react";
import type { TechnicianComing as Coming } from "./technician-coming.server";

/** "20 s", "6 min", "1 h 5 min". */
function ageWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "about 12 km", "under 1 km": a phone's fix and a straight line are rough, so the words are. */
const kmWords = (km: number) => (km < 1 ? "under 1 km" : `about ${Math.round(km)} km`);

/**
 * The driver's page while the technician is on the way and their phone shares its position:
 * "Mike is about 12 km away (straight line) · updated 20 s ago". A position older than two
 * minutes says when it was last seen, never that it is current. The arrival time is on the line
 * above ("Mike is on the way · arriving about 3:45 AM"), which is all there is without the
 * driver's own coordinates (a typed location): no distance is made up from a road's name.
 */
export function TechnicianComing({ coming }: { coming: Coming | null }) {
  if (!coming || coming.distanceKm === null) return null;
  const { name, distanceKm, ageSeconds, stale } = coming;
  const where = stale
    ? `${name} was ${kmWords(distanceKm)} away (straight line)`
    : `${name} is ${kmWords(distanceKm)} away (straight line)`;
  return (
    <p
      aria-live="polite"
      className="mt-3 flex items-start gap-2 rounded-md border-2 border-ink bg-white px-4 py-3 text-lg font-bold"
      data-technician-coming=""
    >
      <Navigation aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>
        {where} · {stale ? `last seen ${ageWords(ageSeconds)} ago` : `updated ${ageWords(ageSeconds)} ago`}
      </span>
    </p>
  );
}
