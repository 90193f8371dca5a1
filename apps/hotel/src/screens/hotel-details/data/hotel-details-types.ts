import type { HotelDetails, RoomPricesResponse } from '@nivaas/api-client/contract';
import type { StayRange } from '@nivaas/domain/dates';
import type { Room } from '@nivaas/domain/rooms';

/** The stay of a hotel visit, read from the URL and clamped (docs/rules.md 5). */
export interface HotelStay {
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
  readonly nights: number;
  /** checkin, checkout and roomconfig as the site writes them (DD-MM-YYYY), for links that keep the stay. */
  readonly siteQuery: string;
}

/** A coupon the URL named that the API refused for this visitor, and its reason (the API's first error). */
export interface CouponRefusal {
  readonly code: string;
  readonly reason: string;
}

/** What the loader gives the screen: the hotel with its room prices, or a failure with its status code. */
export type HotelDetailsData =
  | {
      readonly status: 'ready';
      readonly hotel: HotelDetails;
      /** Null when the prices call failed: the hotel still shows, its rooms offer Retry. */
      readonly prices: RoomPricesResponse | null;
      /** The URL's coupon, when the API refused it (the prices then carry the best coupon the visitor may use). */
      readonly couponRefused: CouponRefusal | null;
      readonly stay: HotelStay;
      /**
       * The content's TripAdvisor rating threshold (ta_rating_threshold): the TA review shows at or over it. Asked for
       * with the hotel, so the server's HTML has the line and nothing moves when the page goes live; null when the
       * content has none or did not answer (the review is then not shown).
       */
      readonly taThreshold: number | null;
    }
  | {
      readonly status: 'error';
      readonly hotelId: number;
      readonly stay: HotelStay;
      /**
       * The HTTP status of the failed hotel call (docs/rules.md 8: a hotel-details failure stores its status code): 404 no
       * such hotel, 410 a hotel that left the chain, 5xx the service failed; null when no answer came at all.
       */
      readonly code: number | null;
    };

/** The query keys the loader reads; `roomtype` and `rateplan` change without a reload (libs/routes loaderQuery). */
export const HOTEL_LOADER_QUERY = ['checkin', 'checkout', 'roomconfig', 'couponCode'] as const;
