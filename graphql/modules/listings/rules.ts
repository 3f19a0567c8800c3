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

/**
 * The photo order after one of the edit page's buttons ('up:2', 'down:0', 'remove:3', the photo's
 * index in `urls`): the new list of URLs, or null for a button that names no photo.
 */
export function photoOrderAfter(urls: readonly string[], move: string): string[] | null {
  const match = /^(up|down|remove):(\d{1,2})$/.exec(move);
  if (!match) return null;
  const index = Number(match[2]);
  if (index >= urls.length) return null;
  const order = [...urls];
  if (match[1] === "remove") {
    order.splice(index, 1);
    return order;
  }
  const other = match[1] === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= order.length) return order;
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}

/** Whether every URL to keep is one of those shown (the listing's photos as the caller saw them). */
export function isSubsetOf(urls: readonly string[], shown: readonly string[]): boolean {
  const known = new Set(shown);
  return urls.every((url) => known.has(url));
}

/** The areas an owner chooses from and each emirate's map box (graphql/shared/areas.ts), for the editor too. */
export { KNOWN_AREAS, EMIRATE_BOUNDS, isInEmirate, knownAreaOf } from "../../shared/areas";
