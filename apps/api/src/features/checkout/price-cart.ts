import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { corporateRateApplies } from '@nivaas/domain/prices';
import { priceStay, type StayPrice } from '../../pricing/price-stay';
import { RATE_PLANS, ROOM_TYPES, type RatePlanCode } from '../../seed/reference-data';
import type { Catalogue, HotelRow, RoomTypeRow } from '../../catalogue/catalogue-store';
import { walletBalance } from '../../pricing/availability';
import { resolveCoupon } from '../../pricing/coupons';
import { fits, tariffsFor } from '../../pricing/quote-hotel';
import { parseStay, type Stay } from '../../pricing/stay';
import type { CartRow } from './cart-store';

/** "1 child", "2 children": a count with its noun in the right number ("1 kids"). */
const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const roomTypeName = (type: string) => ROOM_TYPES.find((r) => r.type === type)?.name ?? type;

export interface PricedCart {
  cart: CartRow;
  hotel: HotelRow;
  roomType: RoomTypeRow;
  plan: (typeof RATE_PLANS)[RatePlanCode];
  stay: Stay;
  price: StayPrice;
  couponDescription: string | null;
  /** The coupon in the price is valid on a first booking only (WELCOME): docs/rules.md 3's firstBookingCouponApplied. */
  firstBookingCoupon: boolean;
  walletBalance: number;
  /**
   * Priced at the corporate rate: a corporate user (corporateRateApplies) on the refundable plan, when the
   * company's rate is lower than the member price with the itinerary's coupon; no member discount or coupon then.
   */
  corporate: boolean;
}

/** Re-prices a cart from the catalogue and rules every time, so a stale client never sets a price. */
export async function priceCart(
  ctx: AppContext,
  catalogue: Catalogue,
  cart: CartRow,
  userId: number | null,
  opts: { strictCoupon?: boolean } = {},
): Promise<PricedCart> {
  const hotel = catalogue.hotelsById.get(cart.hotel_id);
  if (!hotel) throw notFound('Hotel not found');
  const roomType = (catalogue.roomTypes.get(hotel.id) ?? []).find((rt) => rt.type === cart.room_type);
  if (!roomType) throw badRequest('Unknown room type', [`${cart.room_type} is not offered at this hotel`]);
  if (!Object.hasOwn(RATE_PLANS, cart.rate_plan))
    throw badRequest('Unknown rate plan', [`rate plan ${cart.rate_plan} does not exist`]);
  const code = cart.rate_plan as RatePlanCode;
  const stay = parseStay(cart.checkin, cart.checkout, cart.roomconfig);
  if (!fits(roomType, stay.rooms))
    throw badRequest('Too many guests for this room', [
      `${roomTypeName(roomType.type)} takes at most ${count(roomType.max_adults, 'adult', 'adults')} and ${count(roomType.max_children, 'child', 'children')} per room`,
    ]);
  let coupon = null;
  let couponDescription = null;
  if (cart.coupon_code) {
    try {
      const c = await resolveCoupon(ctx.db, cart.coupon_code, userId);
      coupon = c;
      couponDescription = c.description;
    } catch (error) {
      if (opts.strictCoupon) throw error;
    }
  }
  const balance = userId ? await walletBalance(ctx.db, userId) : 0;
  const eligible = corporateRateApplies(
    userId ? await savedCompanyName(ctx, userId) : null,
    RATE_PLANS[code].refundable,
  );
  const base = {
    tariffs: tariffsFor(hotel, roomType, code, stay.nights, ctx.pricing),
    rooms: stay.rooms.length,
    member: !!userId,
    coupon,
    applyWallet: cart.apply_wallet && !!userId,
    walletBalance: balance,
  };
  const asMember = priceStay(base, ctx.pricing);
  // The lower of the company's rate and the member price with the itinerary's coupon (corporateRate).
  const atCorporateRate = eligible ? priceStay({ ...base, corporate: true }, ctx.pricing) : null;
  const corporate = atCorporateRate !== null && atCorporateRate.total < asMember.total;
  const price = corporate && atCorporateRate ? atCorporateRate : asMember;
  return {
    cart: { ...cart, coupon_code: corporate ? null : (coupon?.code ?? null) },
    hotel,
    roomType,
    plan: RATE_PLANS[code],
    stay,
    price,
    couponDescription: corporate ? null : couponDescription,
    firstBookingCoupon: !corporate && (coupon?.firstBooking ?? false),
    walletBalance: balance,
    corporate,
  };
}

/** The company a signed-in user saved in their profile (GST details), '' when none. */
async function savedCompanyName(ctx: AppContext, userId: number): Promise<string> {
  const [row] = await ctx.db.query<{ company_name: string | null }>('SELECT company_name FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.company_name ?? '';
}
