import { isApiError } from '@nivaas/api-client';
import { parseHotelId } from '@nivaas/domain/hotel';
import { RouteNotFoundError, type LoaderContext } from '@nivaas/routes';
import { reviewsScreenApi } from './reviews-screen-api';

/** What the reviews page needs before it shows: the hotel's name and city, for its title and the way back. */
export interface ReviewsScreenData {
  readonly hotelId: number;
  readonly hotelName: string;
  readonly citySlug: string;
}

/**
 * /tripadvisor/reviews-{hotelId}/: the hotel must exist. An id that is not one (0, too long) or one the API
 * does not know is Not Found; any other failure is an error the shell offers to retry.
 */
export async function loadReviewsScreen({
  params,
  signal,
}: Pick<LoaderContext, 'params' | 'signal'>): Promise<ReviewsScreenData> {
  const { api } = reviewsScreenApi;
  const hotelId = parseHotelId(params['hotelId']);
  if (hotelId === null) throw new RouteNotFoundError('No such hotel');
  try {
    const hotel = await api.getHotelDetails({ params: { hotelId } }, { signal });
    return { hotelId: hotel.id, hotelName: hotel.name, citySlug: hotel.address.city_slug };
  } catch (error) {
    // 410: a hotel that left the chain has no reviews page (the shell's server answers it 404 too).
    if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400))
      throw new RouteNotFoundError('No such hotel');
    throw error;
  }
}
