import { isApiError } from '@nivaas/api-client';
import type { RoomPricesResponse } from '@nivaas/api-client/contract';
import { PLATFORM_LABEL, todayInKolkata, type IsoDate } from '@nivaas/domain';
import { couponCodeOf } from '@nivaas/domain/prices';
import { RouteNotFoundError, type LoaderContext } from '@nivaas/routes';
import { hotelApi, type HotelApi } from '../api/hotel-api';
import type { CouponRefusal, HotelDetailsData, HotelStay } from './hotel-details-types';
import { apiStay, hotelStay } from './hotel-stay';
import { readTaThreshold } from './ta-threshold';

/** A hotel id of the URL: digits only, a positive safe integer; anything else names no hotel. */
export function hotelIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The hotel details screen's loader: the hotel, its room prices for the stay of the URL and the TA rating threshold,
 * side by side.
 * A failure of the hotel is data with its status code (docs/rules.md 8), which the screen explains: no such hotel (404,
 * the shell's server already answered the page 404), a hotel that left the chain (410), or a failure to try again.
 * An id that cannot be a hotel's is Not Found without asking; a failure of the prices alone still shows the hotel.
 */
export async function loadHotelDetails(
  context: Pick<LoaderContext, 'params' | 'searchParams' | 'signal'>,
  today: IsoDate = todayInKolkata(),
): Promise<HotelDetailsData> {
  const api = hotelApi;
  const hotelId = hotelIdOf(context.params['hotelId']);
  if (hotelId === null) throw new RouteNotFoundError(`No hotel ${String(context.params['hotelId'])}`);
  const { signal } = context;
  const stay = hotelStay(context.searchParams, today);
  const params = { hotelId };
  const couponCode = couponCodeOf(context.searchParams.get('couponCode'));
  const [hotel, prices, taThreshold] = await Promise.allSettled([
    api.getHotelDetails({ params }, { signal }),
    roomPrices(api, hotelId, stay, couponCode, signal),
    api.getContentsV1({ query: { key: 'ta_rating_threshold' } }, { signal }).then(readTaThreshold),
  ]);
  if (signal.aborted) throw signal.reason ?? new Error('Aborted');
  if (hotel.status === 'rejected') {
    // The screen says what the code means (404 not found, 410 gone, else try again); 0 is a network failure's.
    const code = isApiError(hotel.reason) && hotel.reason.status > 0 ? hotel.reason.status : null;
    return { status: 'error', hotelId, stay, code };
  }
  return {
    status: 'ready',
    hotel: hotel.value,
    prices: prices.status === 'fulfilled' ? prices.value.prices : null,
    couponRefused: prices.status === 'fulfilled' ? prices.value.couponRefused : null,
    stay,
    taThreshold: taThreshold.status === 'fulfilled' ? taThreshold.value : null,
  };
}

/**
 * The room prices for the stay, with the URL's coupon when it names one (docs/rules.md 7: couponcode) and points for a
 * member (apply_wallet: each plan's walletDiscountedPrice, so a member sees what points pay before checkout). A
 * coupon the API refuses for this visitor (unknown, members only, first booking only: a 400 with the reason)
 * prices the stay with the best coupon they may use instead, and says why.
 */
async function roomPrices(
  api: HotelApi,
  hotelId: number,
  stay: HotelStay,
  couponCode: string | undefined,
  signal: AbortSignal,
): Promise<{ prices: RoomPricesResponse; couponRefused: CouponRefusal | null }> {
  const query = { ...apiStay(stay), channel: PLATFORM_LABEL, apply_wallet: true };
  if (!couponCode)
    return { prices: await api.getRoomPrices({ params: { hotelId }, query }, { signal }), couponRefused: null };
  try {
    const prices = await api.getRoomPrices(
      { params: { hotelId }, query: { ...query, couponcode: couponCode } },
      { signal },
    );
    return { prices, couponRefused: null };
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    const prices = await api.getRoomPrices({ params: { hotelId }, query }, { signal });
    return { prices, couponRefused: { code: couponCode, reason: error.errors[0] ?? error.message } };
  }
}
