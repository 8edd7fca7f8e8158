/**
 * The box the service region fits in, for checking a technician's position (a post from outside
 * it is a mistake or a forgery, refused). The served towns in app/content/cities.ts run from
 * Kingsville (42.04 N) to the north of Hamilton and Kitchener (43.52 N), and from Windsor
 * (83.11 W) to Hamilton (79.87 W); the box adds about 100 km around them for the county roads,
 * the drive out from a shop, and a phone's first rough fix. The driver's own position is not
 * checked against it (they may be stranded just past the border).
 */
const serviceRegionBounds = {
  south: 41.5,
  north: 44.5,
  west: -84.3,
  east: -78.6,
} as const;

export const isInServiceRegion = (latitude: number, longitude: number) =>
  latitude >= serviceRegionBounds.south &&
  latitude <= serviceRegionBounds.north &&
  longitude >= serviceRegionBounds.west &&
  longitude <= serviceRegionBounds.east;
