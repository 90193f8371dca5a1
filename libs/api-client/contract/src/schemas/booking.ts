import { Type, type Static } from 'typebox';
import { IsoDate, MAX_PAGE } from './common';

/** The site paths of a booking (relative to the site), null when the action does not apply now. */
export const BookingLinks = Type.Object({
  /** `/confirmation/{id}/?t={token}`: the booking's capability link. */
  confirmation: Type.String(),
  /** `/c-{hash}/` while the booking is confirmed (or checked in) and not past. */
  cancellation: Type.Union([Type.String(), Type.Null()]),
  /** `/web-checkin/{hash}/` once confirmed (the page itself says when the window opens). */
  web_checkin: Type.Union([Type.String(), Type.Null()]),
  /** `/feedback/{feedbackId}/` once confirmed. */
  feedback: Type.Union([Type.String(), Type.Null()]),
  /** `/confirmation/{id}/?t=...#pay-balance` while a part-pay balance is due. */
  pay_balance: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Booking history item, field for field as docs/rules.md section 3 names it, plus what the
 * owner needs for the booking's actions: `feedback_id`, `web_checkin_hash` and `links`.
 * `status`: PENDING_PAYMENT, CONFIRMED, CHECKED_IN (a confirmed booking whose web check-in is done),
 * CANCEL or EXPIRED; `status_display_text` is its English label ("Checked in", ...).
 */
export const BookingHistoryItem = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  status_display_text: Type.String(),
  /**
   * The price and its payment, in whole rupees. room_price - member_discount - voucher_amount - corporate_discount
   * + tax = total;
   * total + platform_fee = total_amount_with_platform_fee; less wallet_deduction and offer_discount, what is
   * paid in money: paid_amount now, pending_amount later (at the hotel or as a part-pay balance).
   */
  payment_detail: Type.Object({
    paid_amount: Type.Integer(),
    /** Room tariff of all rooms and nights before savings and tax. */
    room_price: Type.Integer(),
    tax: Type.Integer(),
    /** The price with tax, after savings, before the platform fee. */
    total: Type.Integer(),
    platform_fee: Type.Integer(),
    member_discount: Type.Integer(),
    wallet_deduction: Type.Integer(),
    /** The coupon's saving. */
    voucher_amount: Type.Integer(),
    /** The corporate rate's saving (docs/rules.md 6), instead of member and coupon savings. */
    corporate_discount: Type.Integer(),
    total_amount_with_platform_fee: Type.Integer(),
    pending_amount: Type.Integer(),
    /** Paid through the payment gateway. */
    external_pg_share: Type.Integer(),
    coupon_code: Type.Union([Type.String(), Type.Null()]),
    /** The savings on the price: member, coupon and corporate (points are a way of paying, not a saving). */
    discount: Type.Integer(),
    /** A payment method's offer taken off what was paid. */
    offer_discount: Type.Integer(),
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
  rate_plan_meta: Type.Object({
    /** What the plan is called ("Free cancellation", "Non-refundable"). */
    name: Type.String(),
    tag: Type.String(),
    refundable: Type.Boolean(),
    description: Type.String(),
  }),
  user_detail: Type.Object({ contact_number: Type.String(), name: Type.String(), email: Type.String() }),
  cancel_hash: Type.String(),
  booking_channel: Type.String(),
  created_at: Type.String(),
  /** Id of the stay's feedback (`/feedback/{feedback_id}/`, getFeedback). */
  feedback_id: Type.String(),
  /** Hash of the web check-in link (`/web-checkin/{web_checkin_hash}/`, getWebCheckin). */
  web_checkin_hash: Type.String(),
  links: BookingLinks,
});
export type BookingHistoryItem = Static<typeof BookingHistoryItem>;

/**
 * Paging applies to EACH list on its own: page 2 with limit 10 is upcoming items 11-20 and previous
 * items 11-20. `list` asks for one list only (the other comes back empty; both totals are always
 * given), e.g. "more past bookings" without reloading the upcoming ones.
 */
export const BookingHistoryBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  list: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('previous')])),
});
/**
 * `context.upcoming`: live bookings (PENDING_PAYMENT, CONFIRMED, CHECKED_IN) not checked out before
 * today in Asia/Kolkata, soonest check-in first. `context.previous`: the others (past stays,
 * cancelled, expired), latest check-in first. The docs/rules.md section 4 rule (upcoming OTA entries with a
 * part-payment amount but no payment link are hidden) is applied here before paging, with the same
 * predicate as the client's splitBookingHistory (@nivaas/domain), so pages are full and `totals`
 * count what can be shown; the client's split is then a no-op.
 */
export const BookingHistoryResponse = Type.Object({
  context: Type.Object({ upcoming: Type.Array(BookingHistoryItem), previous: Type.Array(BookingHistoryItem) }),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** upcoming + previous. */
  total: Type.Integer(),
  /** Items in each whole list, for "page N of M" and "load more" per list. */
  totals: Type.Object({ upcoming: Type.Integer(), previous: Type.Integer() }),
});
export type BookingHistoryResponse = Static<typeof BookingHistoryResponse>;

export const CancellationReason = Type.Object({ label: Type.String(), value: Type.String() });
/**
 * The /c-{hash}/ page's booking. The refund is decided by the API from the rate plan's policy and
 * the app clock, and shown BEFORE the guest confirms (cancelBooking records the same figure):
 * a non-refundable plan refunds 0; a refundable plan refunds all money paid until `deadline`
 * (24 hours before the hotel's check-in time on the check-in day, Asia/Kolkata), after which one
 * night's tariff is kept (`cancellation_charge`). Points used are given back as points, not money.
 */
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
  /** Money refunded if cancelled now (before), or refunded (after cancelling). */
  refund_amount: Type.Integer(),
  /** What is kept of the money paid if cancelled now (or was kept). */
  cancellation_charge: Type.Integer(),
  /** The rate plan is refundable (its type), whatever the time. */
  refundable: Type.Boolean(),
  /** Still within free cancellation now (always false for a non-refundable plan). */
  free_cancellation: Type.Boolean(),
  /** End of free cancellation, ISO instant (UTC); null for a non-refundable plan. */
  deadline: Type.Union([Type.String(), Type.Null()]),
  /** The rate plan's cancellation policy as the guest reads it. */
  policy_text: Type.String(),
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
/**
 * Web check-in of a booking. The window (`opens_at` to `closes_at`, ISO instants) opens 48 hours
 * before the hotel's check-in time on the check-in day and closes at the end of the check-in day,
 * in Asia/Kolkata; `open` says whether it is open now (app clock). Outside it, or for a booking that
 * is not confirmed, the POST is 400 with the reason. A successful POST makes the booking CHECKED_IN
 * ('Checked in'); posting again updates the details and stays checked in.
 */
export const WebCheckin = Type.Object({
  booking_id: Type.String(),
  /** CONFIRMED, CHECKED_IN, PENDING_PAYMENT, CANCEL or EXPIRED. */
  status: Type.String(),
  status_display_text: Type.String(),
  opens_at: Type.String(),
  closes_at: Type.String(),
  open: Type.Boolean(),
  hotel_name: Type.String(),
  checkin_date: IsoDate,
  checkout_date: IsoDate,
  guest_name: Type.String(),
  checked_in: Type.Boolean(),
  /** Adults plus children of the booking: the most guest names the form takes. */
  guest_count: Type.Integer(),
  /** The names given at check-in (empty before). */
  guests: Type.Array(Type.Object({ name: Type.String() })),
  expected_arrival_time: Type.Union([Type.String(), Type.Null()]),
  id_type: Type.Union([Type.String(), Type.Null()]),
  /** Last 4 characters of the lead guest's ID, as given (the full number is never asked for or kept). */
  id_last4: Type.Union([Type.String(), Type.Null()]),
});
/**
 * Guests' names (the lead guest first; at least one, at most the booking's `guest_count`: more is 400),
 * arrival time, and the lead guest's ID type with its last 4 characters (shown at the desk; the full
 * number is never sent).
 */
export const WebCheckinBody = Type.Object({
  guests: Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 80 }) }), {
    minItems: 1,
    maxItems: 30,
  }),
  expected_arrival_time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  id_type: Type.Union([
    Type.Literal('aadhaar'),
    Type.Literal('passport'),
    Type.Literal('driving_licence'),
    Type.Literal('voter_id'),
  ]),
  id_last4: Type.String({ pattern: '^[0-9A-Z]{4}$' }),
});
