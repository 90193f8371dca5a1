import { Type, type Static } from 'typebox';
import { IsoDate, MAX_PAGE } from './common';

/** Booking history item, field for field as SPEC.md section 3 names it. */
export const BookingHistoryItem = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  status_display_text: Type.String(),
  payment_detail: Type.Object({
    paid_amount: Type.Integer(),
    room_price: Type.Integer(),
    tax: Type.Integer(),
    total: Type.Integer(),
    platform_fee: Type.Integer(),
    member_discount: Type.Integer(),
    wallet_deduction: Type.Integer(),
    voucher_amount: Type.Integer(),
    total_amount_with_platform_fee: Type.Integer(),
    pending_amount: Type.Integer(),
    external_pg_share: Type.Integer(),
    coupon_code: Type.Union([Type.String(), Type.Null()]),
    discount: Type.Integer(),
  }),
  partial_payment_amount: Type.Integer(),
  partial_payment_link: Type.Union([Type.String(), Type.Null()]),
  paid_at_hotel: Type.Boolean(),
  tcp_deduction: Type.Integer(),
  hotel_detail: Type.Object({
    hotel_id: Type.Integer(),
    city: Type.String(),
    address: Type.String(),
    locality: Type.String(),
    state: Type.String(),
    showcased_image_url: Type.String(),
    contact_number: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    property: Type.Object({ type: Type.String() }),
  }),
  hotel_name: Type.String(),
  checkin_date: IsoDate,
  checkout_date: IsoDate,
  total_number_of_nights: Type.Integer(),
  room_config: Type.Object({
    no_of_adults: Type.Integer(),
    no_of_childs: Type.Integer(),
    room_count: Type.Integer(),
    room_type: Type.String(),
    name: Type.String(),
  }),
  rate_plan: Type.String(),
  rate_plan_meta: Type.Object({ tag: Type.String(), refundable: Type.Boolean(), description: Type.String() }),
  user_detail: Type.Object({ contact_number: Type.String(), name: Type.String(), email: Type.String() }),
  cancel_hash: Type.String(),
  booking_channel: Type.String(),
  created_at: Type.String(),
});
export type BookingHistoryItem = Static<typeof BookingHistoryItem>;

export const BookingHistoryBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export const BookingHistoryResponse = Type.Object({
  context: Type.Object({ upcoming: Type.Array(BookingHistoryItem), previous: Type.Array(BookingHistoryItem) }),
  page: Type.Integer(),
  total: Type.Integer(),
});
export type BookingHistoryResponse = Static<typeof BookingHistoryResponse>;

export const CancellationReason = Type.Object({ label: Type.String(), value: Type.String() });
export const CancellationDetails = Type.Object({
  booking_id: Type.String(),
  status: Type.String(),
  hotel_name: Type.String(),
  hotel_address: Type.String(),
  dates: Type.Object({ checkin: IsoDate, checkout: IsoDate }),
  guest_name: Type.String(),
  booking_hash: Type.String(),
  reasons: Type.Array(CancellationReason),
  status_message: Type.String(),
  cancelled_dateTime: Type.Union([Type.String(), Type.Null()]),
  refund_amount: Type.Integer(),
  order_analytics_args: Type.Object({
    booking_creation_date: Type.String(),
    hotel_id: Type.Integer(),
    total: Type.Integer(),
  }),
});
export type CancellationDetails = Static<typeof CancellationDetails>;
/** The id here is the cancellation hash of the /c-{hash}/ link (128+ random bits), not the order id. */
export const CancellationParam = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' }) });
export const CancelBookingBody = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 40 }),
  cancellation_hash: Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' }),
  cancellation_reason: Type.String({ minLength: 1, maxLength: 60 }),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  communication_type: Type.Optional(Type.String({ maxLength: 20 })),
});

export const WebCheckinParam = Type.Object({ hash: Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' }) });
export const WebCheckin = Type.Object({
  booking_id: Type.String(),
  hotel_name: Type.String(),
  checkin_date: IsoDate,
  checkout_date: IsoDate,
  guest_name: Type.String(),
  checked_in: Type.Boolean(),
  expected_arrival_time: Type.Union([Type.String(), Type.Null()]),
  id_type: Type.Union([Type.String(), Type.Null()]),
});
export const WebCheckinBody = Type.Object({
  expected_arrival_time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  id_type: Type.Union([
    Type.Literal('aadhaar'),
    Type.Literal('passport'),
    Type.Literal('driving_licence'),
    Type.Literal('voter_id'),
  ]),
  id_last4: Type.String({ pattern: '^[0-9A-Z]{4}$' }),
});
