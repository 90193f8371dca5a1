import { todayInKolkata, type IsoDate } from '@nivaas/domain';
import type { BookingHistoryItem, CancellationDetails } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookedPrice, bookedRatePlan, bookingLinks, type BookingRow } from '../payments';
import { storedRooms } from '../../pricing/stay';
import { ROOM_TYPES } from '../../seed/reference-data';
import type { Locale } from '@nivaas/i18n';
import { englishText, type TextOf } from '../../i18n/content-texts';
import { POLICY_AFTER, POLICY_AFTER_KEY, quoteRefund, type CancellableRow } from './cancellation-refund';

const STATUS_TEXT: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  PENDING_PAYMENT: 'Payment pending',
  CANCEL: 'Cancelled',
  CHECKED_IN: 'Checked in',
  EXPIRED: 'Payment time expired',
};

export const CANCELLATION_REASONS = [
  { label: 'Change of plans', value: 'change_of_plans' },
  { label: 'Found a better price', value: 'better_price' },
  { label: 'Booked by mistake', value: 'mistake' },
  { label: 'Hotel asked me to cancel', value: 'hotel_request' },
  { label: 'Other', value: 'other' },
];

/** What the cancellation page says of the booking (keys booking.cancel.*). */
const CANCEL_MESSAGES = {
  'booking.cancel.cancelled': 'Your booking has been cancelled',
  'booking.cancel.nothing_paid':
    'Nothing was paid for this booking, so cancelling costs nothing and there is nothing to refund',
  'booking.cancel.non_refundable': 'Non-refundable plan: the amount paid will not be refunded',
  'booking.cancel.free': 'Free cancellation: the amount paid will be refunded',
  'booking.cancel.charged': "Free cancellation has ended: one night's tariff is kept from the amount paid",
} as const;

/** The booking texts a guest reads, in English by key: statuses, cancellation reasons and messages. */
export const BOOKING_TEXTS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(STATUS_TEXT).map(([status, text]) => [`booking.status.${status}`, text])),
  ...Object.fromEntries(CANCELLATION_REASONS.map((r) => [`booking.cancel_reason.${r.value}`, r.label])),
  ...CANCEL_MESSAGES,
  [POLICY_AFTER_KEY]: POLICY_AFTER,
};

/** The cancellation reasons with their labels in `locale`; the values stay as the cancel call checks them. */
export const cancellationReasons = (locale: Locale, text: TextOf) =>
  CANCELLATION_REASONS.map((r) => ({
    label: text(locale, `booking.cancel_reason.${r.value}`, r.label),
    value: r.value,
  }));

/**
 * The status the guest sees. A done web check-in is shown as CHECKED_IN while the stored status stays
 * CONFIRMED, so payments (balance), reviews, triggers and links keep treating the stay as confirmed.
 */
export function bookingStatus(b: BookingRow): string {
  return b.status === 'CONFIRMED' && b.web_checkin ? 'CHECKED_IN' : b.status;
}

export const statusText = (status: string, locale: Locale = 'en-IN', text: TextOf = englishText) => {
  const english = STATUS_TEXT[status];
  return english === undefined ? status : text(locale, `booking.status.${status}`, english);
};

/**
 * The price and payment of a booking (docs/rules.md 3's payment_detail): the booked price's lines (room tariff,
 * member and coupon savings, tax, platform fee), points and the payment offer, then what was paid and what
 * is still due (the whole at the hotel, or what is left of the total).
 */
export function paymentDetail(b: BookingRow): BookingHistoryItem['payment_detail'] {
  const p = bookedPrice(b);
  const pending =
    b.payment_mode === 'pay_at_hotel'
      ? p.net_payable_amount
      : Math.max(0, p.net_payable_amount - b.paid_amount - (b.offer_discount ?? 0));
  return {
    paid_amount: b.paid_amount,
    room_price: p.pretax_price,
    tax: p.tax,
    total: p.sell_price,
    platform_fee: p.platform_fee,
    member_discount: p.member_discount,
    wallet_deduction: p.wallet_discount,
    voucher_amount: p.coupon_discount,
    corporate_discount: p.corporate_discount,
    total_amount_with_platform_fee: p.total_price_with_platform_fee,
    pending_amount: b.status === 'CANCEL' || b.status === 'EXPIRED' ? 0 : pending,
    external_pg_share: b.paid_amount,
    coupon_code: b.coupon_code,
    discount: p.total_discount,
    offer_discount: b.offer_discount ?? 0,
  };
}

/** Booking history item (docs/rules.md 3) from the stored booking and its price snapshot; `today` for its links. */
export function bookingHistoryItem(
  catalogue: Catalogue,
  b: BookingRow,
  today?: IsoDate,
  locale: Locale = 'en-IN',
): BookingHistoryItem {
  const hotel = catalogue.hotelsById.get(b.hotel_id);
  const summary = hotel ? catalogue.summary(hotel) : null;
  const plan = bookedRatePlan(b, locale, catalogue.text);
  const roomType = ROOM_TYPES.find((r) => r.type === b.room_type);
  const rooms = storedRooms(b.roomconfig);
  return {
    order_id: b.order_id,
    status: bookingStatus(b),
    status_display_text: statusText(bookingStatus(b), locale, catalogue.text),
    payment_detail: paymentDetail(b),
    partial_payment_amount: b.payment_mode === 'part_pay' ? b.price.part_pay_amount : 0,
    // The part-pay balance is paid from the confirmation page (payBalance), by the booking's token.
    partial_payment_link: bookingLinks(b, today).pay_balance,
    paid_at_hotel: b.payment_mode === 'pay_at_hotel',
    tcp_deduction: 0,
    hotel_detail: {
      hotel_id: b.hotel_id,
      city: summary?.address.city ?? '',
      address: `${hotel?.street ?? ''}, ${summary?.address.locality ?? ''}`,
      locality: summary?.address.locality ?? '',
      state: summary?.address.state ?? '',
      showcased_image_url: summary?.images[0]?.srcset[1]?.url ?? '',
      contact_number: hotel?.contact_number ?? '',
      latitude: hotel?.lat ?? 0,
      longitude: hotel?.lng ?? 0,
      property: { type: hotel?.property_type ?? 'hotel' },
    },
    hotel_name: hotel?.name ?? '',
    checkin_date: b.checkin,
    checkout_date: b.checkout,
    total_number_of_nights: b.price.date.nights,
    room_config: {
      no_of_adults: rooms.reduce((s, r) => s + r.adults, 0),
      no_of_childs: rooms.reduce((s, r) => s + r.kids, 0),
      room_count: rooms.length,
      room_type: b.room_type,
      name: roomType ? catalogue.text(locale, `room.${roomType.type}.name`, roomType.name) : b.room_type,
    },
    rate_plan: b.rate_plan,
    rate_plan_meta: {
      name: plan.name,
      tag: plan.tag,
      refundable: plan.refundable,
      description: plan.description,
    },
    user_detail: { contact_number: b.guest.mobile, name: b.guest.name, email: b.guest.email ?? '' },
    cancel_hash: b.cancel_hash,
    booking_channel: b.channel,
    created_at: new Date(b.created_at).toISOString(),
    feedback_id: b.feedback_id,
    web_checkin_hash: b.checkin_hash,
    links: bookingLinks(b, today),
  };
}

/**
 * The /c-{hash}/ page: before cancelling, the refund if cancelled `now` (the app clock); once
 * cancelled, what was recorded at that moment.
 */
export function cancellationDetails(
  catalogue: Catalogue,
  b: CancellableRow,
  now: Date,
  locale: Locale = 'en-IN',
): CancellationDetails {
  const item = bookingHistoryItem(catalogue, b, todayInKolkata(now), locale);
  const quote = quoteRefund(catalogue, b, now, locale);
  const say = (key: keyof typeof CANCEL_MESSAGES) => catalogue.text(locale, key, CANCEL_MESSAGES[key]);
  const cancelled = b.status === 'CANCEL';
  const refund = cancelled ? (b.refund_amount ?? 0) : b.status === 'EXPIRED' ? 0 : quote.refund;
  const charge = cancelled ? (b.cancellation_charge ?? 0) : b.status === 'EXPIRED' ? 0 : quote.charge;
  return {
    booking_id: b.order_id,
    status: item.status,
    hotel_name: item.hotel_name,
    hotel_address: `${item.hotel_detail.address}, ${item.hotel_detail.city}`,
    dates: { checkin: b.checkin, checkout: b.checkout },
    guest_name: b.guest.name,
    booking_hash: b.cancel_hash,
    reasons: cancellationReasons(locale, catalogue.text),
    // Said from the refund rule's own figures: a booking nothing was paid for (pay at hotel) is never told that
    // "the amount paid" is refunded or kept.
    status_message: cancelled
      ? say('booking.cancel.cancelled')
      : quote.refund + quote.charge === 0
        ? say('booking.cancel.nothing_paid')
        : !quote.refundable
          ? say('booking.cancel.non_refundable')
          : quote.free
            ? say('booking.cancel.free')
            : say('booking.cancel.charged'),
    cancelled_dateTime: b.cancelled_at ? new Date(b.cancelled_at).toISOString() : null,
    refund_amount: refund,
    cancellation_charge: charge,
    refundable: quote.refundable,
    free_cancellation: !cancelled && quote.free,
    deadline: quote.deadline?.toISOString() ?? null,
    policy_text: quote.policyText,
    order_analytics_args: {
      booking_creation_date: new Date(b.created_at).toISOString(),
      hotel_id: b.hotel_id,
      total: item.payment_detail.total_amount_with_platform_fee,
    },
  };
}
