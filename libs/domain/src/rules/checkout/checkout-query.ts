import type { IsoDate } from '../../time/kolkata-dayjs';
import { ROOM_TYPE_ORDER } from '../hotel/room-types';
import { parseSiteSearchQuery, toSiteSearchQuery, type SiteSearchQuery } from '../search/site-search-query';
import { couponCodeOf } from './coupon-code-of';

/**
 * The checkout query of docs/rules.md section 2: q, landmark, locality, city, state, step, singlePageHd,
 * bid, couponCode, lat, lng, hotel_id, checkin, checkout, roomconfig, roomtype, rateplan. The URL is
 * user input: every field is validated, a bad value is dropped or clamped, never thrown.
 */
export interface CheckoutQuery {
  /** Place and stay, with the search rules (dates clamped, rooms decoded and clamped). */
  readonly search: Omit<SiteSearchQuery, 'extra'>;
  readonly place: {
    readonly landmark?: string;
    readonly locality?: string;
    readonly city?: string;
    readonly state?: string;
  };
  /** The checkout step; the site links to step 3 (docs/rules.md 2), the form starts there when absent. */
  readonly step: 1 | 2 | 3;
  readonly singlePageHd: boolean;
  /** The itinerary (booking) id once one exists. */
  readonly bid?: string;
  readonly couponCode?: string;
  readonly coordinates?: { readonly lat: number; readonly lng: number };
  readonly hotelId?: number;
  readonly roomType?: (typeof ROOM_TYPE_ORDER)[number];
  readonly ratePlan?: string;
  /** Set on the way back from a payment that did not go through (`payment_failed`). */
  readonly paymentFailed?: CheckoutPaymentFailure;
  /** The payment mode the guest had chosen (`mode`), so the choice is intact on return. */
  readonly paymentMode?: CheckoutPaymentMode;
  /** The payment method the guest had chosen (`method`). */
  readonly paymentMethod?: CheckoutPaymentMethod;
}

/** Why a payment came back to the itinerary (`payment_failed=`). */
export const CHECKOUT_PAYMENT_FAILURES = ['declined', 'cancelled', 'expired', 'failed'] as const;
export type CheckoutPaymentFailure = (typeof CHECKOUT_PAYMENT_FAILURES)[number];
/** How the guest chose to pay (`mode=`). */
export const CHECKOUT_PAYMENT_MODES = ['pay_now', 'part_pay', 'pay_at_hotel'] as const;
export type CheckoutPaymentMode = (typeof CHECKOUT_PAYMENT_MODES)[number];
/** The payment method codes of the API (`method=`), UPI first. */
export const CHECKOUT_PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const CHECKOUT_DEFAULT_STEP = 3;

const PLACE_KEYS = ['landmark', 'locality', 'city', 'state'] as const;
const CHECKOUT_KEYS = new Set([
  'step',
  'singlePageHd',
  'bid',
  'couponCode',
  'lat',
  'lng',
  'hotel_id',
  'roomtype',
  'rateplan',
  'payment_failed',
  'mode',
  'method',
  ...PLACE_KEYS,
]);

/** A place name: printable text, trimmed, at most 80 characters, no markup characters. */
function placeText(value: string | null): string | undefined {
  const text = value?.trim().replace(/\s+/g, ' ');
  return text && text.length <= 80 && !/[<>"`{}\\]/.test(text) && !/\p{Cc}/u.test(text) ? text : undefined;
}

const token = (value: string | null, pattern: RegExp): string | undefined => {
  const text = value?.trim();
  return text && pattern.test(text) ? text : undefined;
};

function coordinates(lat: string | null, lng: string | null): CheckoutQuery['coordinates'] {
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return undefined;
  const la = Number(lat);
  const ln = Number(lng);
  // Both or neither: one coordinate alone is no place.
  return Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180
    ? { lat: la, lng: ln }
    : undefined;
}

/** One of a closed list of values, lower-cased; anything else is dropped. */
function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  const text = value?.trim().toLowerCase();
  return text && (values as readonly string[]).includes(text) ? (text as T) : undefined;
}

/** Reads the checkout query of a URL; unknown keys are ignored. */
export function parseCheckoutQuery(search: string, today: IsoDate): CheckoutQuery {
  const params = new URLSearchParams(search);
  const { q, stay, rooms } = parseSiteSearchQuery(search, today);
  const step = Number(params.get('step'));
  const hotelId = Number(params.get('hotel_id'));
  const roomType = params.get('roomtype')?.trim().toLowerCase();
  const place: Record<string, string> = {};
  for (const key of PLACE_KEYS) {
    const value = placeText(params.get(key));
    if (value) place[key] = value;
  }
  const couponCode = couponCodeOf(params.get('couponCode'));
  // The contract's BidParam: 8 to 64 of these characters (libs/api-client/contract checkout.ts).
  const bid = token(params.get('bid'), /^[A-Za-z0-9_-]{8,64}$/);
  const ratePlan = token(params.get('rateplan'), /^[A-Za-z0-9_-]{1,30}$/);
  const point = coordinates(params.get('lat'), params.get('lng'));
  const paymentFailed = oneOf(params.get('payment_failed'), CHECKOUT_PAYMENT_FAILURES);
  const paymentMode = oneOf(params.get('mode'), CHECKOUT_PAYMENT_MODES);
  const paymentMethod = oneOf(params.get('method'), CHECKOUT_PAYMENT_METHODS);
  return {
    search: { q: placeText(q) ?? '', stay, rooms },
    place,
    step: step === 1 || step === 2 || step === 3 ? step : CHECKOUT_DEFAULT_STEP,
    singlePageHd: ['1', 'true'].includes(params.get('singlePageHd')?.toLowerCase() ?? ''),
    ...(bid ? { bid } : {}),
    ...(couponCode ? { couponCode } : {}),
    ...(point ? { coordinates: point } : {}),
    ...(Number.isSafeInteger(hotelId) && hotelId > 0 ? { hotelId } : {}),
    ...(roomType && (ROOM_TYPE_ORDER as readonly string[]).includes(roomType)
      ? { roomType: roomType as CheckoutQuery['roomType'] }
      : {}),
    ...(ratePlan ? { ratePlan } : {}),
    ...(paymentFailed ? { paymentFailed } : {}),
    ...(paymentMode ? { paymentMode } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
  };
}

/** Writes a checkout query (the link from a hotel's room to /itinerary/). */
export function toCheckoutQuery(query: CheckoutQuery): string {
  const params = new URLSearchParams(toSiteSearchQuery({ ...query.search, extra: {} }));
  for (const key of PLACE_KEYS) {
    const value = query.place[key];
    if (value) params.set(key, value);
  }
  params.set('step', String(query.step));
  if (query.singlePageHd) params.set('singlePageHd', '1');
  if (query.bid) params.set('bid', query.bid);
  if (query.couponCode) params.set('couponCode', query.couponCode);
  if (query.coordinates) {
    params.set('lat', String(query.coordinates.lat));
    params.set('lng', String(query.coordinates.lng));
  }
  if (query.hotelId) params.set('hotel_id', String(query.hotelId));
  if (query.roomType) params.set('roomtype', query.roomType);
  if (query.ratePlan) params.set('rateplan', query.ratePlan);
  if (query.paymentFailed) params.set('payment_failed', query.paymentFailed);
  if (query.paymentMode) params.set('mode', query.paymentMode);
  if (query.paymentMethod) params.set('method', query.paymentMethod);
  return params.toString();
}

/** The keys of the checkout query besides the search's own (q, checkin, checkout, roomconfig). */
export const CHECKOUT_QUERY_KEYS: ReadonlySet<string> = CHECKOUT_KEYS;
