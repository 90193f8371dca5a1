import type { Amenity, HotelPricesResponse, HotelSummary, ResponseOf } from '@nivaas/api-client/contract';
import type { ListingQuery } from '@nivaas/routes';
import type { StayRange } from '@nivaas/domain/dates';
import type { Room } from '@nivaas/domain/rooms';
import type { SortBy } from '@nivaas/domain/search';
import type { ListingHotel } from '../logic/listing-hotel';
import type { FirstViewResults } from './first-view-results';

export type PsychologicalTrigger = ResponseOf<'getPsychologicalTriggers'>['data'][number];
export type { Amenity, HotelPricesResponse, HotelSummary };

/** What a hotel card shows (main thread only; the worker sees ListingHotel). */
export interface HotelCardView {
  readonly id: number;
  readonly name: string;
  readonly citySlug: string;
  readonly city: string;
  readonly locality: string;
  readonly brand: string;
  readonly rating: number | null;
  readonly ratingCount: number;
  readonly images: readonly {
    readonly src: string;
    /**
     * Only when `srcSetOf(src)` (the API's usual widths) would not give it: every card of the search is in the
     * server-rendered page's data, and 800 derivable srcsets were a third of the listing's HTML.
     */
    readonly srcSet?: string;
    readonly alt: string;
    readonly width: number;
    readonly height: number;
  }[];
  /**
   * The price the hotel page opens with (the API's `cheapest`): per night for all rooms of the stay and the
   * stay's total, taxes and fees included; a struck price only for a real saving (stayPriceSummary).
   */
  readonly price: {
    readonly perNight: number;
    readonly stay: number;
    readonly strikedPerNight: number | null;
    readonly discountPercentage: number;
    /** The coupon whose saving is in the price, else null. */
    readonly couponCode: string | null;
    /** The price is a signed-in member's. */
    readonly memberPrice: boolean;
    /** What a signed-in member pays with their points (the pricing call's apply_wallet), when less than the stay. */
    readonly withPoints: number | null;
    /** The stay it is for. */
    readonly nights: number;
    readonly rooms: number;
  } | null;
  readonly isAvailable: boolean;
  readonly trigger: string | null;
  readonly distance: number | null;
  readonly collections: readonly string[];
}

/** Hotels of one search, priced for the stay. */
export interface ListingResults {
  readonly cards: Readonly<Record<number, HotelCardView>>;
  readonly rows: readonly ListingHotel[];
  /** Labels of collection keys (slugs) as the API names them. */
  readonly collectionNames: Readonly<Record<string, string>>;
  /** Labels of locality keys (slugs). */
  readonly localityNames: Readonly<Record<string, string>>;
  /** Labels of brand keys (codes). */
  readonly brandNames: Readonly<Record<string, string>>;
  /** The search measured distance from a point (landmark or the visitor). */
  readonly hasReferencePoint: boolean;
  readonly nights: number;
  readonly rooms: number;
  /** The sort the URL asked for (`?sort=`), which the pricing call ordered the hotels by; null when none. */
  readonly sort: SortBy | null;
  /**
   * Only some hotels have their card in `cards`: a server-drawn page carries its first view (first-view-results.ts),
   * and the screen asks for the other cards once the page is the browser's (hooks/use-rest-of-cards.ts).
   */
  readonly partialCards?: boolean;
}

/** The stay of the visit: from the site query (?checkin=DD-MM-YYYY&checkout=...&roomconfig=...). */
export interface ListingStay {
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
  /** checkin, checkout and roomconfig, for every hotel link. */
  readonly siteQuery: string;
}

/** Display names of what the URL names. */
export interface ListingPlace {
  readonly city?: string;
  readonly locality?: string;
  readonly amenity?: string;
  readonly landmark?: string;
}

export type ListingData =
  | {
      readonly status: 'ready';
      readonly pathname: string;
      readonly query: ListingQuery;
      readonly place: ListingPlace;
      readonly stay: ListingStay;
      readonly amenities: readonly Amenity[];
      /**
       * Null while near me waits for the visitor's position. On the server, the first view (what the HTML carries);
       * the screen reads either with `readResults`.
       */
      readonly results: ListingResults | FirstViewResults | null;
      /** hotelsNearMeSeoContent, when the page is near me and the content has it. */
      readonly nearMeSeo: { readonly title: string; readonly text: string } | null;
    }
  /** The hotels (or the catalogue) could not be fetched: the screen offers Retry. */
  | {
      readonly status: 'error';
      readonly pathname: string;
      /** What the URL names, when the catalogue answered. */
      readonly query?: ListingQuery;
      readonly place?: ListingPlace;
      readonly stay: ListingStay;
    };
