/** The fields of a booking-history item (docs/rules.md section 3) that the split reads. */
export interface BookingHistoryEntry {
  readonly order_id: string;
  readonly booking_channel?: string | null;
  readonly partial_payment_amount?: number | null;
  readonly partial_payment_link?: string | null;
}

export interface BookingHistorySplit<T> {
  readonly upcoming: T[];
  readonly past: T[];
}

/** docs/rules.md section 4: an upcoming OTA entry with a part-payment amount but no payment link is hidden. */
export const isHiddenUpcomingBooking = (b: BookingHistoryEntry) =>
  (b.booking_channel ?? '').toUpperCase() === 'OTA' && (b.partial_payment_amount ?? 0) > 0 && !b.partial_payment_link;

/**
 * docs/rules.md section 4: booking history is split into upcoming and past (the response's
 * context.upcoming and context.previous). Upcoming entries from the OTA channel with a
 * part-payment amount but no payment link are hidden: the guest could not pay them here.
 */
export function splitBookingHistory<T extends BookingHistoryEntry>(context: {
  readonly upcoming?: readonly T[] | null;
  readonly previous?: readonly T[] | null;
}): BookingHistorySplit<T> {
  return {
    upcoming: (context.upcoming ?? []).filter((b) => !isHiddenUpcomingBooking(b)),
    past: [...(context.previous ?? [])],
  };
}
