import { srcSetOf } from '@nivaas/domain';
import { stayPriceSummary } from '@nivaas/domain/prices';
import { QUICK_FILTERS, type SortBy } from '@nivaas/domain/search';
import { slugify } from '@nivaas/routes';
import type { FacetGroup, ListingHotel } from '../logic/listing-hotel';
import type {
  HotelCardView,
  HotelPricesResponse,
  HotelSummary,
  ListingResults,
  PsychologicalTrigger,
} from './listing-types';

/** Collections that are policies (and quick filters, docs/rules.md 9), not popular collections. */
export const POLICY_COLLECTIONS: Readonly<Record<string, (typeof QUICK_FILTERS)[number]>> = {
  'Couple Friendly': 'couple_friendly',
  'Local ID Accepted': 'local_id',
};

/** Payment and policy options a hotel can match (quick filters are two of them). */
export const PAYMENT_AND_POLICY_KEYS = ['free_cancellation', 'part_pay', ...QUICK_FILTERS] as const;

/** Triggers in the order they persuade: scarcity first, then rating, then popularity. */
const TRIGGER_ORDER = ['scarcity', 'top_rated', 'popular'];

function firstTrigger(triggers: readonly PsychologicalTrigger[]): string | null {
  const sorted = [...triggers].sort((a, b) => rankOf(a.triggerType) - rankOf(b.triggerType));
  return sorted[0]?.displayText ?? null;
}
const rankOf = (type: string) => (TRIGGER_ORDER.includes(type) ? TRIGGER_ORDER.indexOf(type) : TRIGGER_ORDER.length);

function policyKeys(hotel: HotelSummary, price: HotelPricesResponse['data'][string] | undefined): string[] {
  const keys = new Set<string>();
  const open = (price?.room_types ?? []).flatMap((rt) => rt.rate_plans).filter((p) => !p.isSoldOut);
  if (open.some((p) => p.type === 'refundable')) keys.add('free_cancellation');
  if (open.some((p) => p.partPayAmount > 0)) keys.add('part_pay');
  for (const name of hotel.popular_collections) {
    const key = POLICY_COLLECTIONS[name];
    if (key) keys.add(key);
  }
  if (hotel.categories.includes('couple-friendly-hotels')) keys.add('couple_friendly');
  return PAYMENT_AND_POLICY_KEYS.filter((k) => keys.has(k));
}

/** The card's price: the plan the hotel page opens with, as stayPriceSummary shows it, and the savings in it. */
function cardPrice(
  price: HotelPricesResponse['data'][string] | undefined,
  nights: number,
  rooms: number,
): HotelCardView['price'] {
  const plan = price?.available ? price.cheapest : null;
  if (!plan) return null;
  const summary = stayPriceSummary(plan, nights);
  const room = price?.room_types.find((rt) => rt.room_type === price.cheapest_room_type);
  return {
    perNight: summary.perNight,
    stay: summary.stay,
    strikedPerNight: summary.strikedPerNight,
    discountPercentage: summary.discountPercentage,
    couponCode: plan.couponDiscount > 0 ? (room?.coupon_code ?? null) : null,
    memberPrice: plan.memberDiscount > 0,
    withPoints: plan.walletDiscountedPrice < summary.stay ? plan.walletDiscountedPrice : null,
    nights,
    rooms,
  };
}

/**
 * The API's summaries, prices and triggers as the list needs them: a card per hotel and a plain
 * row per hotel for the filters (docs/rules.md 3: per-night price = selling price / nights, rounded).
 */
export function toListingResults(
  hotels: readonly HotelSummary[],
  prices: HotelPricesResponse,
  triggers: readonly PsychologicalTrigger[],
  hasReferencePoint: boolean,
  /** The sort the pricing call was asked for: the rows come in its order (sorted_hotel_ids) then. */
  sort: SortBy | null = null,
): ListingResults {
  const nights = Math.max(1, prices.nights);
  const triggersByHotel = new Map<number, PsychologicalTrigger[]>();
  for (const trigger of triggers)
    triggersByHotel.set(trigger.hotel_id, [...(triggersByHotel.get(trigger.hotel_id) ?? []), trigger]);
  const cards: Record<number, HotelCardView> = {};
  const rows: ListingHotel[] = [];
  const collectionNames: Record<string, string> = {};
  const localityNames: Record<string, string> = {};
  const brandNames: Record<string, string> = {};

  for (const hotel of hotels) {
    const price = prices.data[String(hotel.id)];
    const shown = cardPrice(price, nights, Math.max(1, prices.rooms));
    const rating = hotel.rating_summary.count > 0 ? hotel.rating_summary.rating : null;
    const collections = hotel.popular_collections.filter((name) => !POLICY_COLLECTIONS[name]);
    for (const name of collections) collectionNames[slugify(name)] = name;
    localityNames[hotel.address.locality_slug] = hotel.address.locality;
    brandNames[hotel.brand.code] = hotel.brand.display_name;
    cards[hotel.id] = {
      id: hotel.id,
      name: hotel.name,
      citySlug: hotel.address.city_slug,
      city: hotel.address.city,
      locality: hotel.address.locality,
      brand: hotel.brand.display_name,
      rating,
      ratingCount: hotel.rating_summary.count,
      images: [...hotel.images]
        .sort((a, b) => a.position - b.position)
        .map((image) => {
          const shown = image.srcset.find((s) => s.width >= 640);
          const src = shown?.url ?? image.url;
          const srcSet = image.srcset.map((s) => `${s.url} ${s.width}w`).join(', ');
          return {
            src,
            ...(srcSet !== srcSetOf(src) ? { srcSet } : {}),
            alt: image.image_callout || hotel.name,
            width: shown?.width ?? image.width,
            height: shown?.height ?? image.height,
          };
        }),
      price: shown,
      isAvailable: !!shown,
      trigger: firstTrigger(triggersByHotel.get(hotel.id) ?? []),
      distance: hotel.distance,
      collections,
    };
    const facets: Record<FacetGroup, string[]> = {
      localities: [hotel.address.locality_slug],
      otherAmenities: hotel.amenities.filter((a) => a.category !== 'room').map((a) => a.slug),
      roomAmenities: hotel.amenities.filter((a) => a.category === 'room').map((a) => a.slug),
      bedTypes: [...hotel.available_bed_types],
      brands: [hotel.brand.code],
      popularCollections: collections.map(slugify),
      paymentAndPolicies: policyKeys(hotel, price),
    };
    rows.push({
      id: hotel.id,
      rank: hotel.rank,
      rating,
      price: shown?.perNight ?? null,
      isAvailable: !!shown,
      distance: hotel.distance,
      facets,
    });
  }
  const position = new Map(prices.sorted_hotel_ids.map((id, i) => [id, i]));
  const ordered = sort
    ? [...rows].sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity))
    : rows;
  return {
    cards,
    rows: ordered,
    collectionNames,
    localityNames,
    brandNames,
    hasReferencePoint,
    nights,
    rooms: prices.rooms,
    sort,
  };
}
