import type { GeoPoint } from './distance-km';

const point = ({ lat, lng }: GeoPoint) => encodeURIComponent(`${lat},${lng}`);

/** A Google Maps search URL for a point (their documented `api=1` form), opened in a new tab from a hotel page. */
export function mapSearchUrl(at: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${point(at)}`;
}

/**
 * Google Maps directions to a point (their documented `api=1` form): the phone's maps app opens with the route
 * from where the guest is. Null for a point that cannot be a place (missing or 0,0 coordinates), so no link
 * leads nowhere.
 */
export function mapDirectionsUrl(to: GeoPoint): string | null {
  const valid =
    Number.isFinite(to.lat) &&
    Number.isFinite(to.lng) &&
    Math.abs(to.lat) <= 90 &&
    Math.abs(to.lng) <= 180 &&
    !(to.lat === 0 && to.lng === 0);
  return valid ? `https://www.google.com/maps/dir/?api=1&destination=${point(to)}` : null;
}
