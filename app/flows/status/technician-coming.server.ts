import type { RequestStore, StoredRequest } from "~/.server/requests/store";
import { straightLineKm } from "~/lib/distance";

/** A position older than this is shown as "last seen …", never as where the technician is. */
const stalePositionMs = 2 * 60_000;

/** What the driver's page shows of the technician on the way: the first name, how far, how fresh. */
export interface TechnicianComing {
  name: string;
  /**
   * Straight-line km to where the driver's phone was, in whole km as the page says it (0 for
   * "under 1 km"); null when the driver typed the place only.
   */
  distanceKm: number | null;
  /** Seconds since the position was taken. */
  ageSeconds: number;
  stale: boolean;
}

/**
 * The distance as the page words it, and no finer: the page's data (`.data`) must not carry the
 * technician's position to the metre the words round away.
 */
const shownKm = (km: number) => (km < 1 ? 0 : Math.round(km));

/**
 * The technician's latest position as the driver may see it: only while the job is on the way,
 * only when a position was shared; the distance from the driver's shared coordinates (none when
 * the driver typed a road and landmark).
 */
export async function technicianComing(
  request: Pick<StoredRequest, "id" | "status" | "technician" | "details">,
  store: Pick<RequestStore, "position">,
  now = Date.now(),
): Promise<TechnicianComing | null> {
  if (request.status !== "on-the-way") return null;
  const position = await store.position(request.id);
  if (!position) return null;
  const place = (request.details as { location?: { latitude?: unknown; longitude?: unknown } } | null)?.location;
  const driver =
    typeof place?.latitude === "number" && typeof place.longitude === "number"
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  const age = Math.max(0, now - position.at);
  return {
    name: request.technician ?? "Your technician",
    distanceKm: driver ? shownKm(straightLineKm(position, driver)) : null,
    ageSeconds: Math.round(age / 1000),
    stale: age > stalePositionMs,
  };
}
