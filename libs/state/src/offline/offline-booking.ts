/**
 * What a booking page leaves on the device so it opens without a network: the
 * guest at a hotel desk with a weak signal needs the booking's details, the hotel's address and phone.
 *
 * The screen that shows a booking (checkout's confirmation, account's booking detail) emits it on the bus as
 * `booking/seen`; the shell stores it in the browser's Cache Storage and its service worker draws the page from it
 * when the same URL is opened offline. Everything is text the screen has already put in the visitor's words
 * (labels translated, dates and amounts formatted), so the worker needs no catalogue, no remote and no API.
 */
export interface OfflineBooking {
  /** The page's path and query (`/confirmation/ABC123/?t=…`): opening exactly this offline shows this booking. */
  readonly pagePath: string;
  readonly bookingId: string;
  /** The page's language (`en-IN` ...), written to the offline page's `<html lang>`. */
  readonly lang: string;
  /** The page's heading ("Your booking is confirmed", "Booking NV12345"). */
  readonly title: string;
  /** Its state in words ("Confirmed", "Cancelled", "Part paid"). */
  readonly status: string;
  readonly hotel: {
    readonly name: string;
    readonly address: string;
    /** As the guest would dial it; null when the booking has none. */
    readonly phone: string | null;
  };
  /** Label and value pairs in reading order: dates, room, guests, amounts paid and due. */
  readonly details: readonly { readonly label: string; readonly value: string }[];
  /** Labels of the offline page itself, in the page's language. */
  readonly labels: {
    readonly offlineNote: string;
    readonly hotel: string;
    readonly call: string;
    readonly savedAt: string;
  };
  /** When the page was seen (ISO 8601): the offline page says how old the copy is. */
  readonly savedAt: string;
}

/** At most this many bookings are kept; the oldest goes first (a guest rarely has more trips ahead). */
export const OFFLINE_BOOKINGS_LIMIT = 20;
