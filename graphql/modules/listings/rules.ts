/**
 * An owner's listing, as pure rules (unit-tested): where a map position may be.
 */

/** The UAE's extent, with a little sea around it (Ghuwaifat to Dibba, the islands included). */
export const UAE_BOUNDS = { south: 22.5, north: 26.5, west: 51.0, east: 56.6 } as const;

export function isInUae(position: { latitude: number; longitude: number }): boolean {
  const { latitude, longitude } = position;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= UAE_BOUNDS.south &&
    latitude <= UAE_BOUNDS.north &&
    longitude >= UAE_BOUNDS.west &&
    longitude <= UAE_BOUNDS.east
  );
}
