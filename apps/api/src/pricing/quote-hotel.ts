import type { RatePlanPrice, RoomTypePrice } from '@nivaas/api-client/contract';
import { nightlyRate } from './nightly-rate';
import { priceStay, type CouponRule } from './price-stay';
import type { PricingConfig } from './pricing-config';
import { RATE_PLANS, type RatePlanCode } from '../seed/reference-data';
import type { HotelRow, RoomTypeRow } from '../catalogue/catalogue-store';
import type { Stay } from './stay';

export interface QuoteInput {
  readonly hotel: HotelRow;
  readonly roomTypes: readonly RoomTypeRow[];
  readonly stay: Stay;
  readonly booked: Map<string, number>;
  readonly member: boolean;
  readonly walletBalance: number;
  readonly coupon: CouponRule | null;
  readonly config: PricingConfig;
}

/** Tariffs of one room per night for a room type and rate plan. */
export function tariffsFor(
  hotel: HotelRow,
  roomType: RoomTypeRow,
  plan: RatePlanCode,
  nights: readonly string[],
  config: PricingConfig,
): number[] {
  return nights.map((d) =>
    Math.round(nightlyRate(hotel.base_rate, roomType.rate_factor, d, config) * RATE_PLANS[plan].factor),
  );
}

/** Whether every room of the config fits the room type's occupancy limits. */
export function fits(roomType: RoomTypeRow, rooms: Stay['rooms']): boolean {
  return rooms.every((r) => r.adults <= roomType.max_adults && r.kids <= roomType.max_children);
}

/** Prices every room type (in SPEC.md order) and rate plan of a hotel for a stay. */
export function quoteHotel(input: QuoteInput): RoomTypePrice[] {
  const rooms = input.stay.rooms.length;
  return input.roomTypes
    .filter((rt) => fits(rt, input.stay.rooms))
    .map((rt) => {
      const available = Math.max(0, rt.room_count - (input.booked.get(`${rt.hotel_id}|${rt.type}`) ?? 0));
      const plans = (Object.keys(RATE_PLANS) as RatePlanCode[]).map((code): RatePlanPrice => {
        const plan = RATE_PLANS[code];
        const p = priceStay(
          {
            tariffs: tariffsFor(input.hotel, rt, code, input.stay.nights, input.config),
            rooms,
            member: input.member,
            coupon: input.coupon,
          },
          input.config,
        );
        const withWallet = priceStay(
          {
            tariffs: tariffsFor(input.hotel, rt, code, input.stay.nights, input.config),
            rooms,
            member: input.member,
            coupon: input.coupon,
            applyWallet: true,
            walletBalance: input.walletBalance,
          },
          input.config,
        );
        return {
          code,
          name: plan.name,
          tag: plan.tag,
          type: plan.refundable ? 'refundable' : 'non-refundable',
          description: plan.description,
          basePrice: p.finalPretax,
          platformFee: p.platformFee,
          sellingPrice: p.total,
          strikedPrice: p.strikedPrice,
          tax: p.tax,
          discountAmount: p.memberDiscount + p.couponDiscount,
          discountPercentage: p.discountPercentage,
          partPayAmount: p.partPayAmount,
          partPayPercent: p.partPayPercent,
          walletDiscountedPrice: withWallet.netPayable,
          prepaidDiscountedPrice: p.total,
          isSoldOut: available < rooms,
        };
      });
      return {
        room_type: rt.type,
        available,
        coupon_code: input.coupon?.code ?? null,
        member_discount: plans[0]
          ? priceStay(
              {
                tariffs: tariffsFor(input.hotel, rt, 'EP', input.stay.nights, input.config),
                rooms,
                member: input.member,
              },
              input.config,
            ).memberDiscount
          : 0,
        rate_plans: plans,
      };
    });
}
