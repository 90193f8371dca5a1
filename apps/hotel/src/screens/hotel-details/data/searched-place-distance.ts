import type { HotelDetails } from '@nivaas/api-client/contract';
import { distanceKm } from '@nivaas/domain/hotel';

const MAX_PLACE_TEXT = 80;

const sameName = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * How far the hotel is from the landmark the visitor searched, when the URL says: `landmark`
 * (a slug or name) that is one of the hotel's city landmarks, else `lat`/`lng` of the searched place named
 * by `landmark` or `q`. Nothing when the URL names no place or a place that cannot be read.
 */
export function searchedPlaceDistance(
  hotel: Pick<HotelDetails, 'address' | 'coordinates'>,
  searchParams: URLSearchParams,
): { readonly place: string; readonly km: number } | null {
  const landmark = searchParams.get('landmark')?.trim().slice(0, MAX_PLACE_TEXT) ?? '';
  if (landmark) {
    const known = hotel.address.landmarks.find((l) => l.slug === landmark.toLowerCase() || sameName(l.name, landmark));
    if (known) return { place: known.name, km: distanceKm(hotel.coordinates, known.coordinates) };
  }
  const lat = Number(searchParams.get('lat') ?? Number.NaN);
  const lng = Number(searchParams.get('lng') ?? Number.NaN);
  const place = landmark || searchParams.get('q')?.trim().slice(0, MAX_PLACE_TEXT) || '';
  if (!place || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return null;
  }
  return { place, km: distanceKm(hotel.coordinates, { lat, lng }) };
}
