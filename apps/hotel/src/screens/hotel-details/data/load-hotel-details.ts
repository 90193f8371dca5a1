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
 * A failure of the hotel is data with its status code (SPEC.md 8), which the screen explains: no such hotel (404,
 * the shell's server already answered the page 404), a hotel that left the chain (410), or a failure to try again.
 * An id that cannot be a hotel's is Not Found without asking; a failure of the prices alone still shows the hotel.
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
    // The screen says what the code means (404 not found, 410 gone, else try again); 0 is a network failure's.
    const code = isApiError(hotel.reason) && hotel.reason.status > 0 ? hotel.reason.status : null;
    return { status: 'error', hotelId, stay, code };
  }
  return { status: 'ready', hotel: hotel.value, prices: prices.status === 'fulfilled' ? prices.value : null, stay };
}
