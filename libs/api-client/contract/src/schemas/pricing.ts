import { Type, type Static } from 'typebox';
import { Channel, IsoDate, RoomConfig, UtmQuery } from './common';

/** One rate plan's price for the whole stay and all rooms, in whole rupees (SPEC.md 3). */
export const RatePlanPrice = Type.Object({
  code: Type.String(),
  name: Type.String(),
  tag: Type.String(),
  type: Type.Union([Type.Literal('refundable'), Type.Literal('non-refundable')]),
  description: Type.String(),
  basePrice: Type.Integer(),
  platformFee: Type.Integer(),
  sellingPrice: Type.Integer(),
  strikedPrice: Type.Integer(),
  tax: Type.Integer(),
  discountAmount: Type.Integer(),
  discountPercentage: Type.Integer(),
  partPayAmount: Type.Integer(),
  partPayPercent: Type.Integer(),
  walletDiscountedPrice: Type.Integer(),
  prepaidDiscountedPrice: Type.Integer(),
  isSoldOut: Type.Boolean(),
});
export type RatePlanPrice = Static<typeof RatePlanPrice>;

export const RoomTypePrice = Type.Object({
  room_type: Type.String(),
  available: Type.Integer(),
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  member_discount: Type.Integer(),
  rate_plans: Type.Array(RatePlanPrice),
});
export type RoomTypePrice = Static<typeof RoomTypePrice>;

export const HotelPrice = Type.Object({
  hotel_id: Type.Integer(),
  available: Type.Boolean(),
  cheapest: Type.Union([RatePlanPrice, Type.Null()]),
  room_types: Type.Array(RoomTypePrice),
});
export type HotelPrice = Static<typeof HotelPrice>;

const StayQuery = {
  checkin: IsoDate,
  checkout: IsoDate,
  roomconfig: Type.Optional(RoomConfig),
  channel: Type.Optional(Channel),
  apply_wallet: Type.Optional(Type.Boolean()),
  ...UtmQuery,
};

export const HotelPricesQuery = Type.Object({
  /** Comma-separated hotel ids (up to 300). */
  hotel_id: Type.String({ pattern: '^\\d+(,\\d+){0,299}$' }),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('recommended'),
      Type.Literal('user_rating'),
      Type.Literal('price_low_to_high'),
      Type.Literal('price_high_to_low'),
      Type.Literal('distance'),
    ]),
  ),
  ...StayQuery,
});
export type HotelPricesQuery = Static<typeof HotelPricesQuery>;

export const HotelPricesResponse = Type.Object({
  checkin: IsoDate,
  checkout: IsoDate,
  nights: Type.Integer(),
  rooms: Type.Integer(),
  /** Hotel ids in the requested sort, unavailable ones after available ones. */
  sorted_hotel_ids: Type.Array(Type.Integer()),
  data: Type.Record(Type.String(), HotelPrice),
});
export type HotelPricesResponse = Static<typeof HotelPricesResponse>;

export const RoomPricesQuery = Type.Object({ couponcode: Type.Optional(Type.String({ maxLength: 40 })), ...StayQuery });
export type RoomPricesQuery = Static<typeof RoomPricesQuery>;
export const RoomPricesResponse = Type.Object({
  hotel_id: Type.Integer(),
  checkin: IsoDate,
  checkout: IsoDate,
  nights: Type.Integer(),
  rooms: Type.Integer(),
  room_types: Type.Array(RoomTypePrice),
});
export type RoomPricesResponse = Static<typeof RoomPricesResponse>;

export const CorporatePriceQuery = Type.Object({
  hotel_ids: Type.String({ pattern: '^\\d+(,\\d+){0,99}$' }),
  room_types: Type.Optional(Type.String({ maxLength: 200 })),
  applicable_from_date: IsoDate,
  applicable_to_date: IsoDate,
  payload_id: Type.Optional(Type.String({ maxLength: 64 })),
  roomconfig: Type.Optional(RoomConfig),
});
export const CorporatePriceResponse = Type.Object({
  payload_id: Type.Union([Type.String(), Type.Null()]),
  prices: Type.Array(
    Type.Object({
      hotel_id: Type.Integer(),
      room_type: Type.String(),
      corporate_price: Type.Integer(),
      tax: Type.Integer(),
    }),
  ),
});

export const TriggersQuery = Type.Object({
  hotel_id: Type.String({ pattern: '^\\d+(,\\d+){0,299}$' }),
  checkin: Type.Optional(IsoDate),
  checkout: Type.Optional(IsoDate),
  roomconfig: Type.Optional(RoomConfig),
  channel: Type.Optional(Channel),
});
export const PsychologicalTrigger = Type.Object({
  hotel_id: Type.Integer(),
  triggerType: Type.String(),
  displayText: Type.String(),
});
export const TriggersResponse = Type.Object({ data: Type.Array(PsychologicalTrigger) });
