import {
  cancellationRefund,
  freeCancellationDeadline,
  stayTimesFromPolicies,
  type CancellationRefund,
} from '@nivaas/domain/booking';
import { perNightPrice } from '@nivaas/domain/prices';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { Locale } from '@nivaas/i18n';
import { ratePlanIn } from '../../pricing/rate-plan-text';
import type { BookingRow } from '../payments';

/** What the refund policy says after a refundable plan's own terms ({description}: those terms, no full stop). */
export const POLICY_AFTER_KEY = 'booking.policy.after';
export const POLICY_AFTER = "{description}; after that one night's tariff is charged.";

/** A booking row with what its cancellation refunded and kept (migration 7; null until cancelled). */
export type CancellableRow = BookingRow & { refund_amount?: number | null; cancellation_charge?: number | null };

export interface RefundQuote extends CancellationRefund {
  readonly refundable: boolean;
  /** End of free cancellation; null for a non-refundable plan. */
  readonly deadline: Date | null;
  readonly policyText: string;
}

/** The hotel's check-in time from its own policies (12:00 when they do not say). */
export function hotelCheckinTime(catalogue: Catalogue, hotelId: number): string {
  const hotel = catalogue.hotelsById.get(hotelId);
  return stayTimesFromPolicies(hotel ? catalogue.details(hotel).policies : []).checkin;
}

/**
 * What cancelling now refunds, by the rate plan the guest booked (its text: "Free cancellation till
 * 24 hours before check-in"; the hotel's policy: "after that one night's tariff is charged";
 * "Non-refundable: no refund on cancellation"). Only money paid is refunded: points used come back as
 * points, and a pay-at-hotel booking has paid nothing.
 */
export function quoteRefund(catalogue: Catalogue, b: BookingRow, now: Date, locale: Locale = 'en-IN'): RefundQuote {
  const plan = b.price.price.selected_rate_plan;
  const refundable = plan.rate_plan.refundable;
  // The plan's terms in `locale` (as booked: a booking's own older terms are said as stored).
  const terms = ratePlanIn({ ...plan.rate_plan, name: '', tag: '' }, locale, catalogue.text).description;
  const description = terms.replace(/[.।\s]+$/, '');
  const deadline = refundable ? freeCancellationDeadline(b.checkin, hotelCheckinTime(catalogue, b.hotel_id)) : null;
  const oneNight = perNightPrice(plan.price.sell_price, b.price.date.nights || 1);
  const quote = cancellationRefund({
    refundable,
    paid: b.paid_amount,
    oneNight,
    deadline: deadline ?? now,
    now,
  });
  return {
    ...quote,
    refundable,
    deadline,
    policyText: refundable
      ? catalogue.text(locale, POLICY_AFTER_KEY, POLICY_AFTER, { description })
      : terms === plan.rate_plan.description
        ? `${description}.`
        : terms,
  };
}
