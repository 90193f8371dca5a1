import { isApiError } from '@nivaas/api-client';
import { PLATFORM_LABEL, todayInKolkata, type IsoDate } from '@nivaas/domain';
import { RouteNotFoundError, type LoaderContext } from '@nivaas/routes';
import { getHotelApi, type HotelApi } from '../api/hotel-api';
import type { HotelDetailsData } from './hotel-details-types';
import { apiStay, hotelStay } from './hotel-stay';

/** A hotel id of the URL: digits only, a positive safe integer; anything else names no hotel. */
export function hotelIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The hotel details screen's loader: the hotel and its room prices for the stay of the URL, side by side.
 * A hotel the API does not know is Not Found (the shell shows its screen); any other failure of the hotel
 * is data the screen shows with Retry; a failure of the prices alone still shows the hotel.
 */
export async function loadHotelDetails(
  context: Pick<LoaderContext, 'params' | 'searchParams' | 'signal'>,
  api: HotelApi = getHotelApi(),
  today: IsoDate = todayInKolkata(),
): Promise<HotelDetailsData> {
  const hotelId = hotelIdOf(context.params['hotelId']);
  if (hotelId === null) throw new RouteNotFoundError(`No hotel ${String(context.params['hotelId'])}`);
  const { signal } = context;
  const stay = hotelStay(context.searchParams, today);
  const params = { hotelId };
  const [hotel, prices] = await Promise.allSettled([
    api.getHotelDetails({ params }, { signal }),
    api.getRoomPrices({ params, query: { ...apiStay(stay), channel: PLATFORM_LABEL } }, { signal }),
  ]);
  if (signal.aborted) throw signal.reason ?? new Error('Aborted');
  if (hotel.status === 'rejected') {
    if (isApiError(hotel.reason) && hotel.reason.status === 404) throw new RouteNotFoundError(hotel.reason.message);
    return { status: 'error', hotelId, stay };
  }
  return { status: 'ready', hotel: hotel.value, prices: prices.status === 'fulfilled' ? prices.value : null, stay };
}
