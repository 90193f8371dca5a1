import type { GeoPoint } from './distance-km';

/** A Google Maps search URL for a point (their documented `api=1` form), opened in a new tab from a hotel page. */
export function mapSearchUrl(point: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${point.lat},${point.lng}`)}`;
}
