/** Amenities with stable slugs used in listing URLs (/hotels-in-{city}-with-{amenity}/). */
export const AMENITIES: readonly (readonly [slug: string, name: string, category: 'hotel' | 'room'])[] = [
  ['free-wifi', 'Free Wi-Fi', 'hotel'],
  ['free-breakfast', 'Free Breakfast', 'hotel'],
  ['parking', 'Parking', 'hotel'],
  ['power-backup', 'Power Backup', 'hotel'],
  ['elevator', 'Elevator', 'hotel'],
  ['restaurant', 'Restaurant', 'hotel'],
  ['swimming-pool', 'Swimming Pool', 'hotel'],
  ['gym', 'Gym', 'hotel'],
  ['card-payment', 'Card Payment', 'hotel'],
  ['cctv', 'CCTV Cameras', 'hotel'],
  ['24-hour-front-desk', '24-hour Front Desk', 'hotel'],
  ['laundry', 'Laundry', 'hotel'],
  ['ac', 'Air Conditioning', 'room'],
  ['tv', 'Television', 'room'],
  ['geyser', 'Geyser', 'room'],
  ['mini-fridge', 'Mini Fridge', 'room'],
  ['kettle', 'Electric Kettle', 'room'],
  ['balcony', 'Balcony', 'room'],
];

/** Listing categories (/{category}-in-{city}/). */
export const CATEGORIES = [
  'budget-hotels',
  'couple-friendly-hotels',
  'family-hotels',
  'business-hotels',
  'homestays',
] as const;
/** Popular collections used by filters. */
export const COLLECTIONS = [
  'Couple Friendly',
  'Local ID Accepted',
  'Family Favourite',
  'Top Rated',
  'Near Metro',
  'Pet Friendly',
] as const;
export const BED_TYPES = ['King', 'Queen', 'Twin'] as const;

/** docs/rules.md 9: trend = standard, trip = economy, tryst = premium, plus medalio and independent. */
export const BRANDS: Record<string, { name: string; display_name: string; class: string; rateFactor: number }> = {
  trip: { name: 'Nivaas Trip', display_name: 'Trip', class: 'economy', rateFactor: 0.8 },
  trend: { name: 'Nivaas Trend', display_name: 'Trend', class: 'standard', rateFactor: 1 },
  tryst: { name: 'Nivaas Tryst', display_name: 'Tryst', class: 'premium', rateFactor: 1.6 },
  medalio: { name: 'Medalio', display_name: 'Medalio', class: 'luxury', rateFactor: 3.2 },
  independent: { name: 'Independent', display_name: 'Independent', class: 'independent', rateFactor: 0.9 },
};

/** docs/rules.md 3 order. Occupancy grows with the room; rate_factor multiplies the hotel's base rate. */
export const ROOM_TYPES = [
  {
    type: 'common',
    name: 'Common Room',
    maxAdults: 2,
    maxChildren: 1,
    rateFactor: 0.85,
    size: '120 sq ft',
    bed: 'Twin',
  },
  {
    type: 'acacia',
    name: 'Acacia (Standard)',
    maxAdults: 2,
    maxChildren: 1,
    rateFactor: 1,
    size: '150 sq ft',
    bed: 'Queen',
  },
  { type: 'oak', name: 'Oak (Deluxe)', maxAdults: 3, maxChildren: 2, rateFactor: 1.2, size: '180 sq ft', bed: 'Queen' },
  {
    type: 'maple',
    name: 'Maple (Premium)',
    maxAdults: 3,
    maxChildren: 2,
    rateFactor: 1.45,
    size: '220 sq ft',
    bed: 'King',
  },
  {
    type: 'mahogany',
    name: 'Mahogany (Suite)',
    maxAdults: 5,
    maxChildren: 5,
    rateFactor: 1.9,
    size: '320 sq ft',
    bed: 'King',
  },
] as const;
export const ROOM_TYPE_ORDER = ROOM_TYPES.map((r) => r.type);

/**
 * The rate plans, each named for what it is: both are room-only tariffs that differ in what a
 * cancellation costs. The tag is a short fact about the plan, never a saving claim.
 */
export const RATE_PLANS = {
  EP: {
    code: 'EP',
    name: 'Free cancellation',
    tag: 'Refundable',
    refundable: true,
    factor: 1,
    description: 'Free cancellation till 24 hours before check-in',
  },
  NRP: {
    code: 'NRP',
    name: 'Non-refundable',
    tag: 'Lower price',
    refundable: false,
    factor: 0.9,
    description: 'A lower price; no refund if you cancel',
  },
} as const;
export type RatePlanCode = keyof typeof RATE_PLANS;

/**
 * Coupon descriptions are templates (key coupon.{code}): the seed writes them in English into the coupons table, and
 * couponText writes any locale from the same figures.
 */
export const COUPONS = [
  {
    code: 'WELCOME',
    description: 'First booking: {percent} off up to {max}',
    percent: 25,
    max: 1000,
    min: 0,
    firstBooking: true,
    login: true,
  },
  {
    code: 'NIVAAS10',
    description: '{percent} off up to {max}',
    percent: 10,
    max: 500,
    min: 800,
    firstBooking: false,
    login: false,
  },
  {
    code: 'WEEKEND15',
    description: '{percent} off up to {max} on stays above {min}',
    percent: 15,
    max: 750,
    min: 2000,
    firstBooking: false,
    login: false,
  },
  {
    code: 'MEMBER20',
    description: 'Members: {percent} off up to {max}',
    percent: 20,
    max: 1200,
    min: 1000,
    firstBooking: false,
    login: true,
  },
] as const;

export const HOTEL_NAME_PARTS = {
  prefix: ['Nivaas', 'Nivaas Trend', 'Nivaas Trip', 'Nivaas Tryst', 'Medalio'],
  core: [
    'Residency',
    'Grand',
    'Comforts',
    'Suites',
    'Inn',
    'Stay',
    'Palace',
    'Regency',
    'Elite',
    'Heritage',
    'Park',
    'Serene',
    'Orchid',
    'Lotus',
    'Sapphire',
    'Emerald',
  ],
} as const;

/** A coupon's figures, as the coupons table holds them, for its description's placeholders. */
export const couponValues = (c: { percent: number; max_discount: number; min_amount: number }) => ({
  percent: { percent: c.percent },
  max: { inr: c.max_discount },
  min: { inr: c.min_amount },
});
