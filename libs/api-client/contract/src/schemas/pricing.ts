import { Type, type Static } from 'typebox';
import { Channel, HotelIdList, IsoDate, RoomConfig, UtmQuery } from './common';
import { HotelImage } from './hotel';

/** One rate plan's price for the whole stay and all rooms, in whole rupees (docs/rules.md 3). */
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
  /** Room tariff for all rooms and nights before any discount, before tax. */
  pretaxPrice: Type.Integer(),
  /** Member saving included in this price (0 when the visitor is not a signed-in member). */
  memberDiscount: Type.Integer(),
  /** Saving of the coupon included in this price (0 when none applies). */
  couponDiscount: Type.Integer(),
  /** ONE room's tariff for each night of the stay, after the plan factor, before discounts. */
  nightlyTariffs: Type.Array(Type.Object({ date: IsoDate, price: Type.Integer() })),
  /** What the guest pays at the hotel for this plan, tax and fee included; null when it must be prepaid. */
  payAtHotelPrice: Type.Union([Type.Integer(), Type.Null()]),
  /** Total a signed-in member pays for this plan (with the same coupon), tax and fee included; for every visitor. */
  memberPrice: Type.Integer(),
  /**
   * The special rate in this price ('new_year': the New Year special), when a night of the stay has one: the tariff
   * itself is lower. Null otherwise, and then nothing may call the rate special.
   */
  specialRate: Type.Union([Type.Literal('new_year'), Type.Null()]),
});
export type RatePlanPrice = Static<typeof RatePlanPrice>;

export const RoomTypePrice = Type.Object({
  room_type: Type.String(),
  available: Type.Integer(),
  /** The coupon in the prices: the one asked for, else the best one this visitor may use, else null. */
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  /** What a member saves on the first plan (also told to signed-out visitors). */
  member_discount: Type.Integer(),
  rate_plans: Type.Array(RatePlanPrice),
  /** Every room of the roomconfig fits this room type's max adults and max children. */
  fits_guests: Type.Boolean(),
  /** The visitor is a signed-in member and the selling prices already include the member discount. */
  member_discount_applied: Type.Boolean(),
  /** Saving of the coupon on the cheapest plan (0 when none). */
  coupon_discount: Type.Integer(),
  coupon_description: Type.Union([Type.String(), Type.Null()]),
});
export type RoomTypePrice = Static<typeof RoomTypePrice>;

export const HotelPrice = Type.Object({
  hotel_id: Type.Integer(),
  available: Type.Boolean(),
  /**
   * The plan the hotel page opens with for this stay and visitor (the cheapest open plan of the first bookable
   * room type, with the coupon the page applies): the price a listing card shows. Null when sold out.
   */
  cheapest: Type.Union([RatePlanPrice, Type.Null()]),
  /** The room type of `cheapest`. */
  cheapest_room_type: Type.Union([Type.String(), Type.Null()]),
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
  hotel_id: HotelIdList(300),
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

export const RoomPricesQuery = Type.Object({
  couponcode: Type.Optional(Type.String({ maxLength: 40 })),
  /**
   * Without a couponcode, whether the best coupon this visitor may use is applied (true, the default: the hotel
   * page) or none is (false: an itinerary whose guest removed the coupon).
   */
  auto_coupon: Type.Optional(Type.Boolean()),
  ...StayQuery,
});
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

export const HotelAvailabilityQuery = Type.Object({
  checkin: IsoDate,
  checkout: IsoDate,
  roomconfig: Type.Optional(RoomConfig),
});
export type HotelAvailabilityQuery = Static<typeof HotelAvailabilityQuery>;
export const AlternativeStay = Type.Object({ checkin: IsoDate, checkout: IsoDate, price: Type.Integer() });
export type AlternativeStay = Static<typeof AlternativeStay>;
export const NearbyHotel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  city_slug: Type.String(),
  locality: Type.String(),
  distance_km: Type.Number(),
  rating: Type.Number(),
  image: Type.Union([HotelImage, Type.Null()]),
  price: Type.Integer(),
});
export type NearbyHotel = Static<typeof NearbyHotel>;
/**
 * Whether a stay can be booked at a hotel, and when it cannot: up to 3 stays of the same length at
 * this hotel (nearest first, within 30 days either side, not before today) and up to 5 other hotels
 * of the city available for the same dates (nearest first). Prices are cheapest selling prices.
 */
export const HotelAvailabilityResponse = Type.Object({
  hotel_id: Type.Integer(),
  nights: Type.Integer(),
  available: Type.Boolean(),
  alternatives: Type.Array(AlternativeStay),
  nearby: Type.Array(NearbyHotel),
});
export type HotelAvailabilityResponse = Static<typeof HotelAvailabilityResponse>;

export const CorporatePriceQuery = Type.Object({
  hotel_ids: HotelIdList(100),
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
      /** The refundable plan for the stay at the corporate rate, before tax. */
      corporate_price: Type.Integer(),
      tax: Type.Integer(),
      /** With taxes and fees: what the checkout charges a corporate user for this room type (refundable plan). */
      total: Type.Integer(),
    }),
  ),
});
export type CorporatePriceResponse = Static<typeof CorporatePriceResponse>;

export const TriggersQuery = Type.Object({
  hotel_id: HotelIdList(300),
  checkin: Type.Optional(IsoDate),
  checkout: Type.Optional(IsoDate),
  roomconfig: Type.Optional(RoomConfig),
  channel: Type.Optional(Channel),
});
/**
 * An urgency or social-proof text that is true: scarcity (rooms left for the stay asked), recent_bookings
 * (confirmed in the last 24 hours), popular (confirmed in the last 7 days), top_rated (average of the
 * reviews). `count` is the number the text states (rooms, bookings, reviews), `rating` the average
 * for top_rated, so a site can word it in its own language.
 */
export const PsychologicalTrigger = Type.Object({
  hotel_id: Type.Integer(),
  triggerType: Type.String(),
  displayText: Type.String(),
  count: Type.Optional(Type.Integer()),
  rating: Type.Optional(Type.Number()),
});
export const TriggersResponse = Type.Object({ data: Type.Array(PsychologicalTrigger) });
