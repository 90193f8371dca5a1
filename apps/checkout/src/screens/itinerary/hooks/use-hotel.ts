import type { HotelDetails } from '@nivaas/api-client/contract';
import { hotelPath, homePath } from '@nivaas/routes';
import { useResource, type Resource } from '@nivaas/state';
import type { ItineraryApi } from '../itinerary-api';

/** The hotel of the itinerary (room type names, the way back); null id: none. */
export function useHotel(hotelId: number | null, api: ItineraryApi): Resource<HotelDetails> {
  return useResource(hotelId === null ? null : `hotel:${hotelId}`, (signal) =>
    api.getHotelDetails({ params: { hotelId: hotelId ?? 0 } }, { signal }),
  );
}

/** The way back: the hotel's own page when it is known, else home. */
export function wayBackPath(hotel: HotelDetails | undefined, query?: string): string {
  if (!hotel) return homePath();
  return hotelPath(
    { citySlug: hotel.address.city_slug, hotelName: hotel.slug || hotel.name, hotelId: hotel.id },
    query,
  );
}
