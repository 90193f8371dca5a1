import type { RatePlanPrice, RoomTypePrice } from '@nivaas/api-client/contract';
import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import { englishText, type TextOf } from '../i18n/content-texts';
import { couponDescription, type Coupon } from './coupons';
import { nightlyRate } from './nightly-rate';
import { payAtHotelAllowed } from './pay-at-hotel';
import { memberDiscountOn, priceStay, walletDiscountOn } from './price-stay';
import type { PricingConfig } from './pricing-config';
import { RATE_PLANS, type RatePlanCode } from '../seed/reference-data';
import type { HotelRow, RoomTypeRow } from '../catalogue/catalogue-store';
import type { Stay } from './stay';
import { specialRateOfStay, withSpecialRate } from './special-rates';

export interface QuoteInput {
  readonly hotel: HotelRow;
  readonly roomTypes: readonly RoomTypeRow[];
  readonly stay: Stay;
  readonly booked: Map<string, number>;
  readonly member: boolean;
  readonly walletBalance: number;
  /** The coupon the visitor asked for: it wins over the automatic choice, even when it saves less. */
  readonly coupon: Coupon | null;
  /** Coupons this visitor may use; with no coupon asked for, each room type gets the one saving most. */
  readonly autoCoupons?: readonly Coupon[];
  /** Room types that cannot hold the guests are priced too, marked fits_guests false (else left out). */
  readonly includeUnfit?: boolean;
  readonly config: PricingConfig;
  /** The locale of the plans' and coupon's texts (en-IN by default), written by `text` (the catalogue's). */
  readonly locale?: Locale;
  readonly text?: TextOf;
}

const PLAN_CODES = Object.keys(RATE_PLANS) as RatePlanCode[];

/**
 * Tariffs of one room per night for a room type and rate plan, with the hotel's special rate of each night taken off
 * (special-rates.ts): every price of the site is built from these, so a special is charged wherever it is shown.
 */
export function tariffsFor(
  hotel: HotelRow,
  roomType: RoomTypeRow,
  plan: RatePlanCode,
  nights: readonly string[],
  config: PricingConfig,
): number[] {
  return nights.map((d) =>
    withSpecialRate(
      Math.round(nightlyRate(hotel.base_rate, roomType.rate_factor, d, config) * RATE_PLANS[plan].factor),
      hotel,
      d,
    ),
  );
}

/** Whether every room of the config fits the room type's occupancy limits. */
export function fits(roomType: RoomTypeRow, rooms: Stay['rooms']): boolean {
  return rooms.every((r) => r.adults <= roomType.max_adults && r.kids <= roomType.max_children);
}

export interface PlanQuote {
  readonly code: RatePlanCode;
  readonly tariffs: number[];
}

/**
 * The coupon that saves the most on the room type's cheapest plan (before coupons); null when none
 * saves anything (below every minimum). Ties keep the earlier coupon of the list.
 */
function bestCoupon(plans: readonly PlanQuote[], input: QuoteInput): Coupon | null {
  if (!input.autoCoupons?.length) return null;
  const price = (tariffs: number[], coupon: Coupon | null) =>
    priceStay({ tariffs, rooms: input.stay.rooms.length, member: input.member, coupon }, input.config);
  const cheapest = plans.reduce<{ plan: PlanQuote; total: number } | null>((best, plan) => {
    const total = price(plan.tariffs, null).total;
    return !best || total < best.total ? { plan, total } : best;
  }, null);
  if (!cheapest) return null;
  let best: { coupon: Coupon; saving: number } | null = null;
  for (const coupon of input.autoCoupons) {
    const saving = price(cheapest.plan.tariffs, coupon).couponDiscount;
    if (saving > 0 && (!best || saving > best.saving)) best = { coupon, saving };
  }
  return best?.coupon ?? null;
}

/**
 * One plan's prices, priced once: the wallet price follows from the total (withWallet's rule), and a
 * second pricing as a member is only needed for a visitor who is not one.
 */
export function ratePlanPrice(
  plan: PlanQuote,
  input: QuoteInput,
  coupon: Coupon | null,
  soldOut: boolean,
): RatePlanPrice {
  const meta = RATE_PLANS[plan.code];
  const say = (field: 'name' | 'tag' | 'description') =>
    (input.text ?? englishText)(input.locale ?? DEFAULT_LOCALE, `plan.${plan.code}.${field}`, meta[field]);
  const base = { tariffs: plan.tariffs, rooms: input.stay.rooms.length, coupon };
  const p = priceStay({ ...base, member: input.member }, input.config);
  const asMember = input.member ? p : priceStay({ ...base, member: true }, input.config);
  return {
    code: plan.code,
    name: say('name'),
    tag: say('tag'),
    type: meta.refundable ? 'refundable' : 'non-refundable',
    description: say('description'),
    basePrice: p.finalPretax,
    platformFee: p.platformFee,
    sellingPrice: p.total,
    strikedPrice: p.strikedPrice,
    tax: p.tax,
    discountAmount: p.memberDiscount + p.couponDiscount,
    discountPercentage: p.discountPercentage,
    partPayAmount: p.partPayAmount,
    partPayPercent: p.partPayPercent,
    walletDiscountedPrice: p.total - walletDiscountOn(p.total, input.walletBalance, input.config),
    prepaidDiscountedPrice: p.total,
    isSoldOut: soldOut,
    pretaxPrice: p.pretax,
    memberDiscount: p.memberDiscount,
    couponDiscount: p.couponDiscount,
    nightlyTariffs: input.stay.nights.map((date, i) => ({ date, price: plan.tariffs[i] ?? 0 })),
    payAtHotelPrice: payAtHotelAllowed(meta.refundable, p.total) ? p.total : null,
    memberPrice: asMember.total,
    specialRate: specialRateOfStay(input.hotel, input.stay.nights),
  };
}

/**
 * Prices every room type (in docs/rules.md order) and rate plan of a hotel for a stay, with the same
 * priceStay the checkout charges with (features/checkout/price-cart.ts): the same room type, plan,
 * coupon code and member state give the same total in both.
 */
export function quoteHotel(input: QuoteInput): RoomTypePrice[] {
  const rooms = input.stay.rooms.length;
  return input.roomTypes
    .map((rt) => ({ rt, fitsGuests: fits(rt, input.stay.rooms) }))
    .filter(({ fitsGuests }) => fitsGuests || input.includeUnfit)
    .map(({ rt, fitsGuests }): RoomTypePrice => {
      const available = Math.max(0, rt.room_count - (input.booked.get(`${rt.hotel_id}|${rt.type}`) ?? 0));
      const plans = PLAN_CODES.map((code) => ({
        code,
        tariffs: tariffsFor(input.hotel, rt, code, input.stay.nights, input.config),
      }));
      const coupon = input.coupon ?? bestCoupon(plans, input);
      const priced = plans.map((plan) => ratePlanPrice(plan, input, coupon, available < rooms));
      const cheapest = priced.reduce<(typeof priced)[number] | null>(
        (best, p) => (!best || p.sellingPrice < best.sellingPrice ? p : best),
        null,
      );
      const first = plans[0];
      return {
        room_type: rt.type,
        available,
        coupon_code: coupon?.code ?? null,
        // What a member saves on the first plan, told to every visitor (docs/rules.md 6: members save).
        member_discount: first
          ? memberDiscountOn(first.tariffs.reduce((sum, t) => sum + t, 0) * rooms, input.config)
          : 0,
        rate_plans: priced,
        fits_guests: fitsGuests,
        member_discount_applied: input.member,
        coupon_discount: cheapest?.couponDiscount ?? 0,
        coupon_description: coupon
          ? couponDescription(coupon, input.locale ?? DEFAULT_LOCALE, input.text ?? englishText)
          : null,
      };
    });
}
