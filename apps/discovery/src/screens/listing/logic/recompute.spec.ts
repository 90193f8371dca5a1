import fc from 'fast-check';
import { row } from '../testing/listing-fixtures';
import { emptySelection, type FilterSelection, type RecomputeInput } from './filter-selection';
import { createRecomputeAccumulator, priceOptionBands, recompute } from './recompute';

type Checked = Partial<FilterSelection['checked']>;
const input = (
  checked: Checked = {},
  over: Partial<RecomputeInput> & { custom?: FilterSelection['customPriceRange'] } = {},
): RecomputeInput => {
  const base = emptySelection();
  return {
    selection: { checked: { ...base.checked, ...checked }, customPriceRange: over.custom ?? base.customPriceRange },
    sortBy: over.sortBy ?? 'recommended',
    roomCount: over.roomCount ?? 1,
  };
};

const hotels = [
  row(1, {
    rank: 3,
    rating: 4.6,
    price: 1200,
    distance: 2,
    facets: {
      localities: ['koramangala'],
      otherAmenities: ['free-wifi', 'parking'],
      roomAmenities: ['ac'],
      bedTypes: ['King'],
      brands: ['trend'],
      popularCollections: ['near-metro'],
      paymentAndPolicies: ['free_cancellation', 'couple_friendly'],
    },
  }),
  row(2, {
    rank: 1,
    rating: 3.8,
    price: 1800,
    distance: 5,
    facets: {
      localities: ['indiranagar'],
      otherAmenities: ['free-wifi'],
      roomAmenities: ['ac', 'tv'],
      bedTypes: ['Queen'],
      brands: ['trip'],
      popularCollections: [],
      paymentAndPolicies: ['local_id'],
    },
  }),
  row(3, {
    rank: 2,
    rating: 4.1,
    price: 2500,
    distance: 1,
    facets: {
      localities: ['koramangala'],
      otherAmenities: ['parking'],
      roomAmenities: [],
      bedTypes: ['Twin', 'Queen'],
      brands: ['trend'],
      popularCollections: ['top-rated'],
      paymentAndPolicies: ['free_cancellation', 'local_id'],
    },
  }),
  row(4, {
    rank: 4,
    rating: 3.2,
    price: 3500,
    distance: 8,
    facets: {
      localities: ['whitefield'],
      otherAmenities: [],
      roomAmenities: ['tv'],
      bedTypes: ['King'],
      brands: ['tryst'],
      popularCollections: ['near-metro'],
      paymentAndPolicies: [],
    },
  }),
  row(5, {
    rank: 0,
    rating: 4.8,
    price: null,
    isAvailable: false,
    distance: 3,
    facets: { localities: ['koramangala'], otherAmenities: ['free-wifi'], bedTypes: ['King'], brands: ['trend'] },
  }),
];
const ids = (i: RecomputeInput) => recompute(hotels, i).ids;

describe('recompute: sort (docs/rules.md 4: unavailable hotels after available ones)', () => {
  it.each([
    ['recommended', [2, 3, 1, 4, 5]],
    ['user_rating', [1, 3, 2, 4, 5]],
    ['price_low_to_high', [1, 2, 3, 4, 5]],
    ['price_high_to_low', [4, 3, 2, 1, 5]],
    ['distance', [3, 1, 2, 4, 5]],
  ] as const)('given no filter, when sorted by %s, then the order is %j', (sortBy, expected) => {
    expect(ids(input({}, { sortBy }))).toEqual(expected);
  });
});

describe('recompute: each filter group', () => {
  it('price ranges: any checked band; a band includes its start and not its end', () => {
    expect(ids(input({ priceRanges: ['0-1500'] }))).toEqual([1]);
    expect(ids(input({ priceRanges: ['0-1500', '2000-3000'] }))).toEqual([3, 1]);
    expect(recompute([row(9, { price: 1500 })], input({ priceRanges: ['1500-2000'] })).ids).toEqual([9]);
    expect(recompute([row(9, { price: 1500 })], input({ priceRanges: ['0-1500'] })).ids).toEqual([]);
  });
  it('localities, bed types, brands and popular collections: any of the checked options', () => {
    expect(ids(input({ localities: ['koramangala', 'whitefield'] }))).toEqual([3, 1, 4, 5]);
    expect(ids(input({ bedTypes: ['Twin'] }))).toEqual([3]);
    expect(ids(input({ brands: ['trip', 'tryst'] }))).toEqual([2, 4]);
    expect(ids(input({ popularCollections: ['near-metro'] }))).toEqual([1, 4]);
  });
  it('hotel and room amenities, payment and policies: all of the checked options', () => {
    expect(ids(input({ otherAmenities: ['free-wifi', 'parking'] }))).toEqual([1]);
    expect(ids(input({ roomAmenities: ['ac'] }))).toEqual([2, 1]);
    expect(ids(input({ roomAmenities: ['ac', 'tv'] }))).toEqual([2]);
    expect(ids(input({ paymentAndPolicies: ['free_cancellation', 'local_id'] }))).toEqual([3]);
  });
  it('user rating: the threshold and above (4.5, 4, 3.5, 3)', () => {
    expect(ids(input({ userRating: ['4.5'] }))).toEqual([1, 5]);
    expect(ids(input({ userRating: ['4'] }))).toEqual([3, 1, 5]);
    expect(ids(input({ userRating: ['3'] }))).toEqual([2, 3, 1, 4, 5]);
    expect(recompute([row(9, { rating: null })], input({ userRating: ['3'] })).ids).toEqual([]);
  });
  it('groups combine with AND', () => {
    expect(ids(input({ localities: ['koramangala'], userRating: ['4.5'] }))).toEqual([1, 5]);
    expect(ids(input({ localities: ['koramangala'], userRating: ['4.5'], priceRanges: ['0-1500'] }))).toEqual([1]);
  });
});

describe('recompute: counts per option (what checking it now would give)', () => {
  it('given nothing checked, then each option counts the hotels that have it', () => {
    const { counts } = recompute(hotels, input());
    expect(counts.localities).toEqual({ koramangala: 3, indiranagar: 1, whitefield: 1 });
    expect(counts.userRating).toEqual({ '4.5': 2, '4': 3, '3.5': 4, '3': 5 });
    expect(counts.priceRanges).toEqual({ '0-1500': 1, '1500-2000': 1, '2000-3000': 1, '3000-999999': 1 });
    expect(counts.bedTypes).toEqual({ King: 3, Queen: 2, Twin: 1 });
  });
  it('given an "any" group checked, then its own options still count as if it were not (they widen it)', () => {
    const { counts, total } = recompute(hotels, input({ localities: ['koramangala'] }));
    expect(total).toBe(3);
    expect(counts.localities).toEqual({ koramangala: 3, indiranagar: 1, whitefield: 1 });
    // Other groups count within Koramangala.
    expect(counts.brands).toEqual({ trend: 3 });
  });
  it('given an "all" group checked, then its options count the current results that also have them', () => {
    const { counts } = recompute(hotels, input({ otherAmenities: ['free-wifi'] }));
    expect(counts.otherAmenities).toEqual({ 'free-wifi': 3, parking: 1 });
    expect(counts.localities).toEqual({ koramangala: 2, indiranagar: 1 });
  });
  it('given rating checked, then the other thresholds count as if chosen instead (single select)', () => {
    const { counts } = recompute(hotels, input({ userRating: ['4.5'] }));
    expect(counts.userRating).toEqual({ '4.5': 2, '4': 3, '3.5': 4, '3': 5 });
  });
});

describe('recompute: price bands per room, times rooms (docs/rules.md 9), custom range in the 5th place (docs/rules.md 5)', () => {
  it('given 2 rooms, then the bands are doubled', () => {
    const bands = priceOptionBands(input({}, { roomCount: 2 }));
    expect(bands.map((b) => [b.start, b.end])).toEqual([
      [0, 3000],
      [3000, 4000],
      [4000, 6000],
      [6000, 1999998],
    ]);
    expect(recompute(hotels, input({ priceRanges: ['0-3000'] }, { roomCount: 2 })).ids).toEqual([2, 3, 1]);
  });
  it('given a custom range, then it is the 5th option, counted and filtering with both ends included', () => {
    const custom = { isSelected: true, startRange: 1200, endRange: 2500 };
    const bands = priceOptionBands(input({}, { custom }));
    expect(bands).toHaveLength(5);
    expect(bands[4]).toEqual({ start: 1200, end: 2500, isCustom: true });
    const result = recompute(hotels, input({}, { custom }));
    expect(result.ids).toEqual([2, 3, 1]);
    expect(result.counts.priceRanges['custom']).toBe(3);
  });
  it('given a custom range that is not selected, then it is still counted but does not filter', () => {
    const custom = { isSelected: false, startRange: 1200, endRange: 2500 };
    const result = recompute(hotels, input({}, { custom }));
    expect(result.total).toBe(5);
    expect(result.counts.priceRanges['custom']).toBe(3);
  });
});

describe('createRecomputeAccumulator', () => {
  it('property: fed in slices of any size, it gives what one pass gives', () => {
    const anyRow = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      rating: fc.option(fc.constantFrom(3, 3.5, 4, 4.5, 5)),
      price: fc.option(fc.integer({ min: 0, max: 9000 })),
      loc: fc.constantFrom('a', 'b', 'c'),
      wifi: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 60 }), fc.integer({ min: 1, max: 20 }), (rows, slice) => {
        const list = rows.map((r, i) =>
          row(i + 1, {
            rating: r.rating,
            price: r.price,
            isAvailable: r.price !== null,
            facets: { localities: [r.loc], otherAmenities: r.wifi ? ['wifi'] : [] },
          }),
        );
        const i = input({ localities: ['a', 'b'], otherAmenities: ['wifi'] }, { sortBy: 'price_low_to_high' });
        const accumulator = createRecomputeAccumulator(i);
        for (let start = 0; start < list.length; start += slice) accumulator.add(list.slice(start, start + slice));
        expect(accumulator.finish()).toEqual(recompute(list, i));
      }),
    );
  });
});
