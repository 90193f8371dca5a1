import type {
  HotelDetails,
  HotelImage,
  RatePlanPrice,
  RoomPricesResponse,
  RoomType,
  RoomTypePrice,
} from '@nivaas/api-client/contract';
import { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import { savingPercent } from '@nivaas/domain/prices';

/** Test fixtures of the hotel remote's specs: a hotel with five room types, and prices that add up. Never in app code. */

const LIMITS: Record<string, [adults: number, children: number, name: string, size: string, bed: string]> = {
  common: [2, 1, 'Common Room', '120 sq ft', 'Twin'],
  acacia: [2, 1, 'Acacia (Standard)', '150 sq ft', 'Queen'],
  oak: [3, 2, 'Oak (Deluxe)', '180 sq ft', 'Queen'],
  maple: [3, 2, 'Maple (Premium)', '220 sq ft', 'King'],
  mahogany: [5, 5, 'Mahogany (Suite)', '320 sq ft', 'King'],
};

export function roomType(hotelId: number, type: string): RoomType {
  const [adults, children, name, size, bed] = LIMITS[type] ?? [2, 1, type, '', 'Queen'];
  return {
    id: `${hotelId}|${type}`,
    type,
    name,
    description: `${name} with ${bed} bed`,
    facilities: ['Air Conditioning', 'Television'],
    max_adults: adults,
    max_children: children,
    max_guests: adults + children,
    occupancy: adults,
    size,
    bed,
    room_count: 6,
  };
}

export function image(hotelId: number, n: number, category: string, roomType: string | null = null): HotelImage {
  const url = (w: number) => `/api/images/hotels/${hotelId}/${n}-${w}.jpg`;
  return {
    id: hotelId * 10 + n,
    image_name: `${hotelId}-${n}.jpg`,
    image_callout: `Nivaas Koramangala Residency: ${category}`,
    url: url(1024),
    srcset: [320, 640, 1024].map((w) => ({ width: w, height: (w * 3) / 4, url: url(w) })),
    width: 1024,
    height: 768,
    position: n,
    category,
    room_type_code: roomType,
  };
}

/** Nivaas Koramangala Residency, hotel 1042 in Bengaluru, with every room type listed out of order. */
export function hotelDetails(over: Partial<HotelDetails> = {}): HotelDetails {
  const id = over.id ?? 1042;
  const types = ['mahogany', 'oak', 'common', 'acacia', 'maple'];
  const amenity = (n: number, name: string, category: string) => ({ id: n, slug: name.toLowerCase(), name, category });
  return {
    id,
    name: 'Nivaas Koramangala Residency',
    slug: 'nivaas-koramangala-residency',
    address: {
      city: 'Bengaluru',
      city_slug: 'bengaluru',
      locality: 'Koramangala',
      locality_slug: 'koramangala',
      street: '12, 80 Feet Road',
      pincode: '560034',
      state: 'Karnataka',
      country: 'India',
      landmarks: [
        { id: 1, name: 'Forum Mall', slug: 'forum-mall', coordinates: { lat: 12.9346, lng: 77.6113 } },
        { id: 2, name: 'MG Road', slug: 'mg-road', coordinates: { lat: 12.9756, lng: 77.6066 } },
      ],
    },
    coordinates: { lat: 12.9352, lng: 77.6245 },
    rank: 1,
    promoted: false,
    steal_deal: false,
    hygiene_shield: true,
    property_type: 'hotel',
    brand: { code: 'trend', name: 'Nivaas Trend', display_name: 'Trend', status: 'active', class: 'standard' },
    amenities: [
      amenity(1, 'Free Wi-Fi', 'hotel'),
      amenity(3, 'Parking', 'hotel'),
      amenity(13, 'Air Conditioning', 'room'),
    ],
    popular_collections: ['Couple Friendly', 'Top Rated'],
    categories: ['budget-hotels'],
    available_bed_types: ['Queen', 'King'],
    distance: null,
    images: [
      image(id, 1, 'facade'),
      image(id, 2, 'room', 'acacia'),
      image(id, 3, 'room', 'oak'),
      image(id, 4, 'lobby'),
    ],
    rating_summary: { rating: 4.3, count: 1200 },
    ta_review: { ta_enabled: true, rating: 4.3, count: 1200 },
    is_active: true,
    summary: 'A friendly hotel in Koramangala with clean rooms.',
    room_amenities: [amenity(13, 'Air Conditioning', 'room')],
    other_amenities: [amenity(9, 'Card Payment', 'hotel')],
    policies: [
      {
        policy_type: 'pets',
        title: 'Pets',
        description: 'Pets are not allowed.',
        short_description: 'No pets',
        display_in_policy: true,
        display_in_need_to_know: false,
        position: 3,
      },
      {
        policy_type: 'checkin',
        title: 'Check-in',
        description: 'Check-in from 12 pm, check-out by 11 am.',
        short_description: 'Check-in 12 pm, check-out 11 am',
        display_in_policy: true,
        display_in_need_to_know: true,
        position: 1,
      },
      {
        policy_type: 'id',
        title: 'ID proof',
        description: 'A government photo ID is needed at check-in.',
        short_description: 'Photo ID needed',
        display_in_policy: false,
        display_in_need_to_know: true,
        position: 0,
      },
    ],
    available_room_types: types,
    modified_available_room_types: types,
    room_types: {
      byId: Object.fromEntries(types.map((t) => [`${id}|${t}`, roomType(id, t)])),
      ids: types.map((t) => `${id}|${t}`),
    },
    video_details: null,
    ...over,
  };
}

export interface PlanInput {
  readonly code?: string;
  /** One room's tariff per night. */
  readonly tariffs?: readonly number[];
  readonly rooms?: number;
  readonly memberDiscount?: number;
  readonly couponDiscount?: number;
  readonly platformFee?: number;
  readonly isSoldOut?: boolean;
  /** Tax as a share of the discounted price. */
  readonly taxRate?: number;
  readonly memberPrice?: number;
  readonly specialRate?: RatePlanPrice['specialRate'];
}

/** A rate plan whose amounts add up like the API's: pretax − discounts + tax + fee = selling price. */
export function plan(input: PlanInput = {}): RatePlanPrice {
  const code = input.code ?? 'EP';
  const tariffs = input.tariffs ?? [1000, 1200];
  const rooms = input.rooms ?? 1;
  const pretax = tariffs.reduce((s, t) => s + t, 0) * rooms;
  const member = input.memberDiscount ?? 0;
  const coupon = input.couponDiscount ?? 0;
  const finalPretax = pretax - member - coupon;
  const tax = Math.round(finalPretax * (input.taxRate ?? 0.12));
  const fee = input.platformFee ?? 0;
  const selling = finalPretax + tax + fee;
  const striked = member + coupon > 0 ? pretax + Math.round(pretax * (input.taxRate ?? 0.12)) + fee : selling;
  const refundable = code === 'EP';
  return {
    code,
    name: refundable ? 'Free cancellation' : 'Non-refundable',
    tag: refundable ? 'Refundable' : 'Lower price',
    type: refundable ? 'refundable' : 'non-refundable',
    description: refundable ? 'Free cancellation till 24 hours before check-in' : 'No refund on cancellation',
    basePrice: finalPretax,
    platformFee: fee,
    sellingPrice: selling,
    // The API's rule: struck only for a real saving, at what the guest would pay without it.
    strikedPrice: striked,
    tax,
    discountAmount: member + coupon,
    discountPercentage: savingPercent(striked, selling),
    partPayAmount: Math.round(selling * 0.3),
    partPayPercent: 30,
    walletDiscountedPrice: selling,
    prepaidDiscountedPrice: selling,
    isSoldOut: input.isSoldOut ?? false,
    pretaxPrice: pretax,
    memberDiscount: member,
    couponDiscount: coupon,
    nightlyTariffs: tariffs.map((price, i) => ({ date: `2026-12-0${3 + i}`, price })),
    payAtHotelPrice: refundable ? selling : null,
    memberPrice: input.memberPrice ?? selling - Math.round(pretax * 0.05),
    specialRate: input.specialRate ?? null,
  };
}

export function roomPrice(type: string, plans: RatePlanPrice[], over: Partial<RoomTypePrice> = {}): RoomTypePrice {
  return {
    room_type: type,
    available: plans.some((p) => !p.isSoldOut) ? 5 : 0,
    coupon_code: null,
    member_discount: 0,
    rate_plans: plans,
    fits_guests: true,
    member_discount_applied: false,
    coupon_discount: 0,
    coupon_description: null,
    ...over,
  };
}

/**
 * Prices for 2 nights and `rooms` rooms: common sold out, acacia EP 2200/NRP 1980 per room for the stay (before
 * tax), oak dearer, maple and mahogany dearer still; every plan open unless told.
 */
export function roomPrices(rooms = 1, over: Partial<RoomPricesResponse> = {}): RoomPricesResponse {
  const tariffs = (base: number) => [base, base + 200];
  const pair = (base: number, soldOut = false) => [
    plan({ code: 'EP', tariffs: tariffs(base), rooms, isSoldOut: soldOut }),
    plan({ code: 'NRP', tariffs: tariffs(base * 0.9), rooms, isSoldOut: soldOut }),
  ];
  return {
    hotel_id: 1042,
    checkin: '2026-12-03',
    checkout: '2026-12-05',
    nights: 2,
    rooms,
    room_types: [
      roomPrice('mahogany', pair(1900)),
      roomPrice('maple', pair(1450)),
      roomPrice('oak', pair(1200)),
      roomPrice('acacia', pair(1000)),
      roomPrice('common', pair(850, true)),
    ],
    ...over,
  };
}

/**
 * Every room sold out for 3-5 Dec, with the API's way out: the same hotel a day later, and a hotel nearby
 * (the calls of the sold-out page, for fakeHotelApi's handlers).
 */
export const SOLD_OUT = {
  getRoomPrices: () =>
    roomPrices(1, {
      room_types: [roomPrice('oak', [plan({ isSoldOut: true })]), roomPrice('acacia', [plan({ isSoldOut: true })])],
    }),
  getHotelAvailability: {
    hotel_id: 1042,
    nights: 2,
    available: false,
    alternatives: [{ checkin: '2026-12-04', checkout: '2026-12-06', price: 2600 }],
    nearby: [
      {
        id: 1077,
        name: 'Nivaas Orchid HSR',
        slug: 'nivaas-orchid-hsr',
        city_slug: 'bengaluru',
        locality: 'HSR Layout',
        distance_km: 2.3,
        rating: 4.1,
        image: null,
        price: 2400,
      },
    ],
  },
} satisfies FakeHandlers;

/** Only oak, for 2 rooms, with the URL's coupon NIVAAS10 taking 300 off. */
export const couponPrices = (over: Partial<RoomTypePrice> = {}) =>
  roomPrices(2, {
    room_types: [
      roomPrice('oak', [plan({ rooms: 2, couponDiscount: 300 })], {
        coupon_code: 'NIVAAS10',
        coupon_discount: 300,
        ...over,
      }),
    ],
  });

/** Oak's plans marked as the New Year special for 2 rooms, and the tag's content (for fakeHotelApi's handlers). */
export const NEW_YEAR_SPECIAL: FakeHandlers = {
  getRoomPrices: () => {
    const special = roomPrices(2);
    return {
      ...special,
      room_types: special.room_types.map((rt) =>
        rt.room_type === 'oak'
          ? { ...rt, rate_plans: rt.rate_plans.map((p) => ({ ...p, specialRate: 'new_year' as const })) }
          : rt,
      ),
    };
  },
  getContentsV1: (input) =>
    input.query.key === 'new_year_rate_tag'
      ? { data: { new_year_rate_tag: 'New Year special: 15% off' } }
      : { data: { ta_rating_threshold: { defaultTaRatingThreshold: 3.5 } } },
};

/** The screen's calls answered for hotel 1042 (others are 404); a spec overrides what it needs. */
export function fakeHotelApi(handlers: FakeHandlers = {}): FakeApiClient {
  return createFakeApiClient({
    getHotelDetails: (input) => {
      if (input.params.hotelId !== 1042) throw fakeApiError(404, 'Hotel not found');
      return hotelDetails();
    },
    getRoomPrices: (input) => roomPrices(input.query.roomconfig?.split(',').length ?? 1),
    getPsychologicalTriggers: {
      data: [{ hotel_id: 1042, triggerType: 'booked_today', displayText: 'Booked 4 times today' }],
    },
    getContentsV1: { data: { ta_rating_threshold: { defaultTaRatingThreshold: 3.5 } } },
    getHotelAvailability: { hotel_id: 1042, nights: 2, available: true, alternatives: [], nearby: [] },
    getWallet: {
      walletData: { byType: { TP: { type: 'TP', balance: 350 } }, totalBalance: 350 },
      loyaltyTier: 'silver',
      nextTier: 'gold',
      nightsToNextTier: 5,
      qualifyingNights: 0,
      totalSavings: 0,
      upcomingExpiryDate: null,
      upcomingExpiryPoints: 0,
      isRewardsEnabled: true,
      isWalletApplied: false,
    },
    createShortLink: (input) => ({
      code: 'abc123',
      short_link: 'https://nivaas.test/s/abc123',
      link: input.body.link,
      social_title: input.body.social_title ?? '',
      image: input.body.image ?? '',
    }),
    ...handlers,
  });
}
