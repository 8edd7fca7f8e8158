/** Where a driver said the truck is: the phone's position, or the road, direction and landmark typed. */
export interface PlaceOfTruck {
  latitude?: number | null;
  longitude?: number | null;
  road?: string;
  direction?: string;
  landmark?: string;
}

/** "401" is read as Highway 401 by a map search; "Other" names no road. */
const roadWords = (road: string | undefined) => (!road || road === "Other" ? "" : /^\d+$/.test(road) ? `Highway ${road}` : road);

/**
 * A link that opens the place in the phone's own maps app (Google Maps' universal search link:
 * it opens the app when installed, the map in a browser otherwise): the coordinates when the
 * phone gave them, else the road, direction and landmark as typed, searched near Ontario. The
 * site itself loads nothing from the map's origin: this is a link the owner or technician taps.
 * Null when nothing says where.
 */
export function mapLinkOf(place: PlaceOfTruck | null | undefined): string | null {
  if (!place) return null;
  if (typeof place.latitude === "number" && typeof place.longitude === "number") {
    return `https://www.google.com/maps/search/?api=1&query=${place.latitude}%2C${place.longitude}`;
  }
  const typed = [roadWords(place.road), place.direction, place.landmark].map((part) => part?.trim()).filter(Boolean);
  if (typed.length === 0) return null;
  const query = [...typed, "Ontario"].join(" ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query).replace(/%20/g, "+")}`;
}
