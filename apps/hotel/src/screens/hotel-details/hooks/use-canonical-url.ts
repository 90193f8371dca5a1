import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { hotelPath } from '@nivaas/routes';

/** The hotel's own path: its city and slug with its id (the link builder's, as every link to it). */
export function canonicalHotelPath(hotel: Pick<HotelDetails, 'id' | 'name' | 'slug' | 'address'>): string | null {
  const city = hotel.address.city_slug;
  return city ? hotelPath({ citySlug: city, hotelName: hotel.slug || hotel.name, hotelId: hotel.id }) : null;
}

/**
 * A URL whose slug or city is not the hotel's own is replaced by the hotel's own, query kept (the shell server answers such a URL with a 301; this covers a link followed inside the app).
 */
export function useCanonicalUrl(
  hotel: Pick<HotelDetails, 'id' | 'name' | 'slug' | 'address'>,
  pathname: string,
  search: string,
): void {
  const navigate = useNavigate();
  const canonical = canonicalHotelPath(hotel);
  useEffect(() => {
    if (canonical && canonical !== pathname) void navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, navigate, pathname, search]);
}
