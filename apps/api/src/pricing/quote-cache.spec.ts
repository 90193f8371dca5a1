import fc from 'fast-check';
import type { HotelRow, RoomTypeRow } from '../catalogue/catalogue-store';
import { generateCatalogue } from '../seed/generate-catalogue';
import type { Coupon } from './coupons';
import { DEFAULT_PRICING } from './pricing-config';
import { createQuoteCache } from './quote-cache';
import { quoteHotel, type QuoteInput } from './quote-hotel';
import type { Stay } from './stay';

const seeded = generateCatalogue();
const hotels = (seeded.hotels as unknown as HotelRow[]).slice(0, 3);
const roomTypesOf = (id: number) => (seeded.roomTypes as unknown as RoomTypeRow[]).filter((rt) => rt.hotel_id === id);
const stays: Stay[] = [
  {
    checkin: '2027-03-05',
    checkout: '2027-03-07',
    nights: ['2027-03-05', '2027-03-06'],
    rooms: [{ adults: 2, kids: 0 }],
    roomconfig: '2-0',
  },
  {
    checkin: '2027-03-05',
    checkout: '2027-03-07',
    nights: ['2027-03-05', '2027-03-06'],
    rooms: [
      { adults: 2, kids: 0 },
      { adults: 2, kids: 1 },
    ],
    roomconfig: '2-0,2-1',
  },
  {
    checkin: '2027-03-06',
    checkout: '2027-03-07',
    nights: ['2027-03-06'],
    rooms: [{ adults: 1, kids: 0 }],
    roomconfig: '1-0',
  },
  // Three adults fit only the larger room types: the others are left out unless unfit ones are asked for.
  {
    checkin: '2027-03-06',
    checkout: '2027-03-07',
    nights: ['2027-03-06'],
    rooms: [{ adults: 3, kids: 0 }],
    roomconfig: '3-0',
  },
];
const ten: Coupon = {
  code: 'TEN',
  percent: 10,
  maxDiscount: 500,
  minAmount: 800,
  description: '10% off',
  firstBooking: false,
};
// The same code with other terms (a coupon changed in the database) must not reuse quotes priced with the old terms.
const tenMore: Coupon = { ...ten, percent: 15, maxDiscount: 900 };

/** Each input of a quote and the values it takes here: few, so that a walk through them comes back often. */
const POOLS = {
  hotel: hotels,
  stay: stays,
  member: [false, true],
  walletBalance: [0, 800, 1500],
  coupon: [null, ten, tenMore],
  autoCoupons: [[], [ten], [tenMore]],
  includeUnfit: [false, true],
  sold: [0, 1, 7, 40],
} as const;
type Field = keyof typeof POOLS;
const FIELDS = Object.keys(POOLS) as Field[];
type Choice = { [F in Field]: number };

function inputOf(choice: Choice): QuoteInput {
  const hotel = POOLS.hotel[choice.hotel]!;
  const roomTypes = roomTypesOf(hotel.id);
  // One of the room types has the rooms sold that the walk chose; the others none.
  const sold = POOLS.sold[choice.sold]!;
  return {
    hotel,
    roomTypes,
    stay: POOLS.stay[choice.stay]!,
    member: POOLS.member[choice.member]!,
    walletBalance: POOLS.walletBalance[choice.walletBalance]!,
    coupon: POOLS.coupon[choice.coupon]!,
    autoCoupons: POOLS.autoCoupons[choice.autoCoupons]!,
    includeUnfit: POOLS.includeUnfit[choice.includeUnfit]!,
    booked: new Map(roomTypes.map((rt, i) => [`${hotel.id}|${rt.type}`, i === 0 ? sold : 0])),
    config: DEFAULT_PRICING,
  };
}

/** A walk through the inputs: each step changes one input of the previous step to another value of its pool. */
const walkArb = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS), fc.nat({ max: 9 })), { minLength: 2, maxLength: 60 })
  .map((steps) => {
    let choice = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Choice;
    return steps.map(([field, pick]) => {
      choice = { ...choice, [field]: pick % POOLS[field].length };
      return inputOf(choice);
    });
  });
const inputArb = walkArb.map((walk) => walk[walk.length - 1]!);

describe('createQuoteCache', () => {
  it('given any sequence of quotes asked for, then each answer is the quote of its own inputs, never one kept for others', () => {
    fc.assert(
      fc.property(walkArb, (inputs) => {
        const cache = createQuoteCache(DEFAULT_PRICING);
        for (const input of inputs) expect(cache.quote(input)).toEqual(quoteHotel(input));
      }),
      { numRuns: 200 },
    );
  });

  it('given the same inputs again, then the kept quote is answered without pricing again', () => {
    const cache = createQuoteCache(DEFAULT_PRICING);
    const input = fc.sample(inputArb, { numRuns: 1, seed: 7 })[0]!;
    const first = cache.quote(input);
    expect(cache.quote({ ...input, booked: new Map(input.booked) })).toBe(first);
    // One more room sold of one room type is another quote.
    const [key, sold] = [...input.booked][0]!;
    expect(cache.quote({ ...input, booked: new Map([...input.booked, [key, sold + 1]]) })).not.toBe(first);
  });

  it('given another pricing config than its own, then the quote is priced with that config', () => {
    const cache = createQuoteCache(DEFAULT_PRICING);
    const input = fc.sample(inputArb, { numRuns: 1, seed: 11 })[0]!;
    const ownTotal = cache.quote(input)[0]!.rate_plans[0]!.sellingPrice;
    const withFee = { ...DEFAULT_PRICING, platformFee: 99 };
    expect(cache.quote({ ...input, config: withFee })[0]!.rate_plans[0]!.sellingPrice).toBe(ownTotal + 99);
  });

  it('given more quotes than it keeps, then the least recently used go and are priced again when asked', () => {
    const cache = createQuoteCache(DEFAULT_PRICING, 2);
    const [a, b, c] = fc.sample(inputArb, { numRuns: 3, seed: 3 }).map((input, i) => ({ ...input, walletBalance: i }));
    const first = cache.quote(a!);
    cache.quote(b!);
    cache.quote(c!);
    const again = cache.quote(a!);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
