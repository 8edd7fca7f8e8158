/** The Earth's mean radius (IUGG), in km: the haversine's sphere. */
const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The straight-line (great-circle) distance in km between two positions: the haversine formula,
 * within 0.5 % of the ellipsoid's at Ontario's latitudes; roads are longer, which is why the
 * driver's page says "straight line".
 */
export function straightLineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}
