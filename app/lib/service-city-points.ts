/**
 * Where each of the 17 service cities is, as the city pages give it (app/content/cities.ts),
 * without the rest of their content: the roadside form ships this to the browser to say
 * "about 12 km from Leamington". A test keeps the two lists equal.
 */
export const serviceCityPoints = [
  { name: "Hamilton", latitude: 43.2557, longitude: -79.8711 },
  { name: "Brantford", latitude: 43.1394, longitude: -80.2644 },
  { name: "Kitchener", latitude: 43.4516, longitude: -80.4925 },
  { name: "Cambridge", latitude: 43.3616, longitude: -80.3144 },
  { name: "Milton", latitude: 43.5183, longitude: -79.8774 },
  { name: "Windsor", latitude: 42.3149, longitude: -83.0364 },
  { name: "Sarnia", latitude: 42.9745, longitude: -82.4066 },
  { name: "London", latitude: 42.9849, longitude: -81.2453 },
  { name: "Leamington", latitude: 42.0531, longitude: -82.5998 },
  { name: "Amherstburg", latitude: 42.1015, longitude: -83.1085 },
  { name: "Essex", latitude: 42.1763, longitude: -82.8212 },
  { name: "Kingsville", latitude: 42.0389, longitude: -82.7396 },
  { name: "Lakeshore", latitude: 42.2911, longitude: -82.7117 },
  { name: "LaSalle", latitude: 42.2264, longitude: -83.0597 },
  { name: "Tecumseh", latitude: 42.3125, longitude: -82.8853 },
  { name: "Petrolia", latitude: 42.883, longitude: -82.1417 },
  { name: "Strathroy", latitude: 42.9558, longitude: -81.6224 },
] as const;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The service city closest to a point, and how far it is (whole kilometres). */
export function nearestServiceCity(point: GeoPoint): { name: string; km: number } {
  let best: { name: string; km: number } = { name: serviceCityPoints[0].name, km: Infinity };
  for (const city of serviceCityPoints) {
    const km = distanceKm(point, city);
    if (km < best.km) best = { name: city.name, km };
  }
  return { name: best.name, km: Math.round(best.km) };
}

/** "about 12 km from Leamington", or "in Leamington" when within a kilometre. */
export function nearestCityPhrase(point: GeoPoint): string {
  const { name, km } = nearestServiceCity(point);
  return km < 1 ? `in ${name}` : `about ${km} km from ${name}`;
}
