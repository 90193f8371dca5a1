import type { HotelPrice, HotelPricesResponse, HotelSummary, RatePlanPrice } from '@nivaas/api-client/contract';
import type { HotelCardView } from '../data/listing-types';
import type { FacetGroup, ListingHotel } from '../logic/listing-hotel';

/** A filter row with every facet empty unless given. */
export function row(
  id: number,
  over: Partial<Omit<ListingHotel, 'facets'>> & { facets?: Partial<Record<FacetGroup, string[]>> } = {},
): ListingHotel {
  const { facets, ...rest } = over;
  return {
    id,
    rank: id,
    rating: 4,
    price: 1000,
    isAvailable: true,
    distance: null,
    ...rest,
    facets: {
      localities: [],
      otherAmenities: [],
      roomAmenities: [],
      bedTypes: [],
      brands: [],
      popularCollections: [],
      paymentAndPolicies: [],
      ...facets,
    },
  };
}

export function ratePlan(over: Partial<RatePlanPrice> = {}): RatePlanPrice {
  const selling = over.sellingPrice ?? 2100;
  return {
    code: 'EP',
    name: 'Free cancellation',
    tag: 'Free cancellation',
    type: 'refundable',
    description: '',
    basePrice: 2000,
    platformFee: 0,
    sellingPrice: 2100,
    strikedPrice: 2100,
    tax: 100,
    discountAmount: 0,
    discountPercentage: 0,
    partPayAmount: 630,
    partPayPercent: 30,
    walletDiscountedPrice: selling,
    prepaidDiscountedPrice: selling,
    isSoldOut: false,
    pretaxPrice: 2000,
    memberDiscount: 0,
    couponDiscount: 0,
    nightlyTariffs: [],
    payAtHotelPrice: 2100,
    memberPrice: 2000,
    specialRate: null,
    ...over,
  };
}

export function hotelPrice(
  hotelId: number,
  plans: RatePlanPrice[] = [ratePlan()],
  couponCode: string | null = null,
): HotelPrice {
  const open = plans.filter((p) => !p.isSoldOut);
  const cheapest = open.reduce<RatePlanPrice | null>(
    (best, p) => (!best || p.sellingPrice < best.sellingPrice ? p : best),
    null,
  );
  return {
    hotel_id: hotelId,
    available: !!cheapest,
    cheapest,
    cheapest_room_type: cheapest ? 'acacia' : null,
    room_types: [
      {
        room_type: 'acacia',
        available: open.length ? 3 : 0,
        coupon_code: couponCode,
        member_discount: 0,
        rate_plans: plans,
        fits_guests: true,
        member_discount_applied: false,
        coupon_discount: 0,
        coupon_description: null,
      },
    ],
  };
}

export function summary(id: number, over: Partial<HotelSummary> = {}): HotelSummary {
  const name = over.name ?? `Nivaas Hotel ${id}`;
  return {
    id,
    name,
    slug: `nivaas-hotel-${id}`,
    address: {
      city: 'Bengaluru',
      city_slug: 'bengaluru',
      locality: 'Koramangala',
      locality_slug: 'koramangala',
      street: '1 Main Road',
      pincode: '560034',
      state: 'Karnataka',
      country: 'India',
      landmarks: [
        { id: 2, name: 'Bangalore Palace', slug: 'bangalore-palace', coordinates: { lat: 12.99, lng: 77.59 } },
      ],
    },
    coordinates: { lat: 12.93, lng: 77.62 },
    rank: id,
    promoted: false,
    steal_deal: false,
    hygiene_shield: true,
    property_type: 'hotel',
    brand: { code: 'trend', name: 'Nivaas Trend', display_name: 'Trend', status: 'active', class: 'standard' },
    amenities: [
      { id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'hotel' },
      { id: 13, slug: 'ac', name: 'Air Conditioning', category: 'room' },
    ],
    popular_collections: ['Near Metro'],
    categories: ['budget-hotels'],
    available_bed_types: ['Queen'],
    distance: null,
    images: [1, 2].map((position) => ({
      id: id * 10 + position,
      image_name: `${id}-${position}.jpg`,
      image_callout: `${name}: photo ${position}`,
      url: `/api/images/hotels/${id}/${position}-1024.jpg`,
      srcset: [320, 640, 1024].map((width) => ({
        width,
        height: (width * 3) / 4,
        url: `/api/images/hotels/${id}/${position}-${width}.jpg`,
      })),
      width: 1024,
      height: 768,
      position,
      category: 'room',
      room_type_code: null,
    })),
    rating_summary: { rating: 4.2, count: 120 },
    ta_review: { ta_enabled: true, rating: 4.2, count: 120 },
    is_active: true,
    ...over,
  };
}

export function pricesResponse(prices: HotelPrice[], nights = 1, rooms = 1): HotelPricesResponse {
  return {
    checkin: '2026-12-01',
    checkout: '2026-12-02',
    nights,
    rooms,
    sorted_hotel_ids: prices.map((p) => p.hotel_id),
    data: Object.fromEntries(prices.map((p) => [String(p.hotel_id), p])),
  };
}

/** A hotel card of the list, "Hotel {id}" in Koramangala, available, without pictures or a price unless given. */
export function hotelCard(id: number, over: Partial<HotelCardView> = {}): HotelCardView {
  return {
    id,
    name: `Hotel ${id}`,
    citySlug: 'bengaluru',
    city: 'Bengaluru',
    locality: 'Koramangala',
    brand: 'Trend',
    rating: 4,
    ratingCount: 10,
    images: [],
    price: null,
    isAvailable: true,
    trigger: null,
    distance: null,
    collections: [],
    ...over,
  };
}
