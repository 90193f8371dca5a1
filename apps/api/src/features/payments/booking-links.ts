import type { Locale } from '@nivaas/i18n';
import { englishText, type TextOf } from '../../i18n/content-texts';
import { todayInKolkata, type IsoDate } from '@nivaas/domain';
import { isWebCheckinOffered } from '@nivaas/domain/booking';
import type { Checkout } from '@nivaas/api-client/contract';
import { roomName } from '../../pricing/rate-plan-text';
import { bookedPrice, bookedRatePlan } from './booked-rate-plan';
import { balanceDue, checkoutUserOf, type BookingRow } from './booking-row';

export interface BookingLinks {
  confirmation: string;
  cancellation: string | null;
  web_checkin: string | null;
  feedback: string | null;
  pay_balance: string | null;
}

/**
 * The site paths of a booking. apps/api may not import libs/routes (module boundaries: scope:api
 * depends on contract and domain only), so the strings are built here, in one place, as the
 * builders of libs/routes' paths.ts build them (confirmationPath, cancellationPath, webCheckinPath,
 * feedbackPath). Tokens and hashes are base64url, so they need no escaping. `today` is the app clock's day in
 * Asia/Kolkata: cancellation only until the stay has ended, web check-in only while it can still be done (until the
 * end of the check-in day: isWebCheckinOffered; a stay that ended offered it).
 */
export function bookingLinks(b: BookingRow, today: IsoDate = todayInKolkata()): BookingLinks {
  const confirmation = `/confirmation/${encodeURIComponent(b.order_id)}/?t=${encodeURIComponent(b.access_token)}`;
  const confirmed = b.status === 'CONFIRMED';
  return {
    confirmation,
    cancellation: confirmed && b.checkout >= today ? `/c-${b.cancel_hash}/` : null,
    web_checkin: isWebCheckinOffered({ status: b.status, checkin: b.checkin, checkout: b.checkout }, today)
      ? `/web-checkin/${b.checkin_hash}/`
      : null,
    feedback: confirmed ? `/feedback/${b.feedback_id}/` : null,
    pay_balance: balanceDue(b) > 0 ? `${confirmation}#pay-balance` : null,
  };
}

/** The stored Checkout snapshot with the booking's current status, mode, guest and part-pay link. */
export function bookingCheckout(b: BookingRow, locale: Locale = 'en-IN', text: TextOf = englishText): Checkout {
  const price = bookedPrice(b);
  const paid = b.paid_amount;
  return {
    ...b.price,
    price: {
      selected_rate_plan: {
        rate_plan: bookedRatePlan(b, locale, text),
        // A booking stored before the field was added reads false.
        first_booking_coupon_applied: b.price.price.selected_rate_plan.first_booking_coupon_applied === true,
        price: {
          ...price,
          paid_amount: paid,
          balance_amount: Math.max(0, price.net_payable_amount - paid - b.offer_discount),
        },
      },
    },
    // The room type's name in the asker's language (a stored snapshot without its room keeps none).
    ...(b.price.room ? { room: { ...b.price.room, name: roomName(b.price.room.type, locale, text) } } : {}),
    status: b.status,
    order_id: b.order_id,
    user: checkoutUserOf(b.guest),
    pay_at_hotel: b.payment_mode === 'pay_at_hotel',
    // A booking stored before the field existed had no extra to pay at the hotel (there never was one).
    pay_at_hotel_extra_amount: (b.price as Partial<Checkout>).pay_at_hotel_extra_amount ?? 0,
    partial_payment_amount: b.payment_mode === 'part_pay' ? b.price.part_pay_amount : 0,
    partial_payment_link: bookingLinks(b).pay_balance,
  };
}
