import fc from 'fast-check';
import { BED_TYPES, QUICK_FILTERS, RATING_FILTER_OPTIONS } from './filter-options';
import { selectCustomPriceRange, selectPriceRange } from './select-price-range';
import { sortHotels, type SortableHotel } from './sort-hotels';
import { DEFAULT_SORT, SORT_OPTIONS, sortAfterClearAll, sortOptions } from './sort-options';
import { isSingleSelect, toggleFilterOption } from './toggle-filter-option';

describe('sortOptions (docs/rules.md section 4: recommended, user_rating, price_low_to_high, price_high_to_low, distance)', () => {
  it('lists all five with a reference point and the first four without', () => {
    expect(sortOptions(true)).toEqual([
      'recommended',
      'user_rating',
      'price_low_to_high',
      'price_high_to_low',
      'distance',
    ]);
    expect(sortOptions(false)).toEqual(SORT_OPTIONS.slice(0, 4));
  });
  it('clear all resets sort to the applied sort or Recommended', () => {
    expect(DEFAULT_SORT).toBe('recommended');
    expect(sortAfterClearAll('price_low_to_high')).toBe('price_low_to_high');
    expect(sortAfterClearAll(null)).toBe('recommended');
  });
});

describe('sortHotels (docs/rules.md section 4: unavailable hotels go after available ones)', () => {
  const h = (id: string, isAvailable: boolean, price: number, rating: number, distance: number, rank: number) => ({
    id,
    isAvailable,
    price,
    rating,
    distance,
    rank,
  });
  const hotels = [h('a', false, 500, 5, 1, 1), h('b', true, 3000, 3.5, 2, 3), h('c', true, 1000, 4.5, 9, 2)];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id).join('');

  it.each([
    ['recommended', 'cba'],
    ['user_rating', 'cba'],
    ['price_low_to_high', 'cba'],
    ['price_high_to_low', 'bca'],
    ['distance', 'bca'],
  ] as const)('sorts by %s with unavailable last', (by, expected) =>
    expect(ids(sortHotels(hotels, by))).toBe(expected),
  );

  it('sorts missing values last and keeps ties in API order', () => {
    const xs = [
      { id: 'x', isAvailable: true },
      { id: 'y', isAvailable: true, price: 10 },
      { id: 'z', isAvailable: true },
    ];
    expect(ids(sortHotels(xs, 'price_low_to_high'))).toBe('yxz');
    expect(ids(sortHotels(xs, 'price_high_to_low'))).toBe('yxz');
  });

  it('property: for any list and option, no available hotel follows an unavailable one', () => {
    const hotel = fc.record<SortableHotel>({
      isAvailable: fc.boolean(),
      price: fc.option(fc.integer({ min: 0, max: 20000 })),
      rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
      distance: fc.option(fc.double({ min: 0, max: 50, noNaN: true })),
      rank: fc.option(fc.integer()),
    });
    fc.assert(
      fc.property(fc.array(hotel), fc.constantFrom(...SORT_OPTIONS), (list, by) => {
        const sorted = sortHotels(list, by);
        expect(sorted).toHaveLength(list.length);
        const firstUnavailable = sorted.findIndex((x) => !x.isAvailable);
        if (firstUnavailable >= 0) expect(sorted.slice(firstUnavailable).every((x) => !x.isAvailable)).toBe(true);
      }),
    );
  });
});

describe('toggleFilterOption (docs/rules.md section 4: rating is single-select; others multi-select)', () => {
  const opts = [
    { key: '4.5', isChecked: false },
    { key: '4', isChecked: true },
    { key: '3', isChecked: false },
  ];
  it('rating: checking one unchecks the others; checking it again unchecks it', () => {
    expect(isSingleSelect('userRating')).toBe(true);
    const once = toggleFilterOption('userRating', opts, '4.5');
    expect(once.map((o) => o.isChecked)).toEqual([true, false, false]);
    expect(toggleFilterOption('userRating', once, '4.5').every((o) => !o.isChecked)).toBe(true);
  });
  it('other groups: checking one leaves the others', () => {
    expect(isSingleSelect('localities')).toBe(false);
    expect(toggleFilterOption('localities', opts, '3').map((o) => o.isChecked)).toEqual([false, true, true]);
  });
});

describe('price range filter (docs/rules.md section 4: standard deselects custom; custom unselects standard)', () => {
  const filter = {
    priceRanges: [
      { key: '0-1500', isChecked: true },
      { key: '1500-2000', isChecked: false },
    ],
    customPriceRange: { isSelected: true, startRange: 100, endRange: 900 },
  };
  it('a price-range filter deselects the custom range', () => {
    const out = selectPriceRange(filter, '1500-2000');
    expect(out.customPriceRange.isSelected).toBe(false);
    expect(out.priceRanges.map((o) => o.isChecked)).toEqual([true, true]);
  });
  it('choosing a custom range unselects standard ranges, with ordered bounds', () => {
    const out = selectCustomPriceRange(filter, 5000, 2000);
    expect(out.priceRanges.every((o) => !o.isChecked)).toBe(true);
    expect(out.customPriceRange).toEqual({ isSelected: true, startRange: 2000, endRange: 5000 });
  });
});

describe('filter constants (docs/rules.md section 9)', () => {
  it('rating 4.5, 4, 3.5, 3; bed types King, Queen, Twin; quick filters couple friendly, local ID', () => {
    expect(RATING_FILTER_OPTIONS).toEqual([4.5, 4, 3.5, 3]);
    expect(BED_TYPES).toEqual(['King', 'Queen', 'Twin']);
    expect(QUICK_FILTERS).toEqual(['couple_friendly', 'local_id']);
  });
});
