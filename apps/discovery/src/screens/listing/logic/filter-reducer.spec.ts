import { emptySelection, type RecomputeResult } from './filter-selection';
import {
  appliedInput,
  draftInput,
  draftSignature,
  filterReducer,
  MAX_CACHED_RESULTS,
  type FilterAction,
} from './filter-reducer';
import { draftSelection, initialFilterState, type FilterSetup, type FilterState } from './filter-state';

const setup: FilterSetup = {
  keys: {
    priceRanges: ['0-1500', '1500-2000', '2000-3000', '3000-999999'],
    localities: ['koramangala', 'indiranagar'],
    otherAmenities: ['free-wifi', 'parking'],
    roomAmenities: ['ac'],
    userRating: ['4.5', '4', '3.5', '3'],
    bedTypes: ['King', 'Queen', 'Twin'],
    brands: ['trend'],
    popularCollections: ['near-metro'],
    paymentAndPolicies: ['free_cancellation', 'part_pay', 'couple_friendly', 'local_id'],
  },
  sortList: ['recommended', 'user_rating', 'price_low_to_high', 'price_high_to_low'],
  roomCount: 1,
  hotelIds: [1, 2, 3],
  amenities: [
    { id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'other' },
    { id: 2, slug: 'parking', name: 'Parking', category: 'other' },
    { id: 3, slug: 'ac', name: 'AC', category: 'room' },
    { id: 4, slug: 'geyser', name: 'Geyser', category: 'room' },
  ],
};
const result = (ids: number[]): RecomputeResult => ({ ids, total: ids.length, counts: { ...emptyCounts() } });
const emptyCounts = () => Object.fromEntries(Object.keys(setup.keys).map((g) => [g, {}])) as RecomputeResult['counts'];
const run = (state: FilterState, ...actions: FilterAction[]) => actions.reduce(filterReducer, state);
const checked = (state: FilterState) => draftSelection(state).checked;

/** A listing whose first results are in: the list shows every hotel. */
function ready(): FilterState {
  const state = initialFilterState(setup);
  return filterReducer(state, { type: 'recomputed', signature: draftSignature(state), result: result([1, 2, 3]) });
}

describe('filterReducer', () => {
  it('given a listing opened for a collection, then checkedCollection is kept and the collection filter starts from it, after a reset too', () => {
    const state = initialFilterState({ ...setup, checkedCollection: 'near-metro' });
    expect(state.checkedCollection).toBe('near-metro');
    expect(checked(state).popularCollections).toEqual(['near-metro']);
    const reset = run(
      state,
      { type: 'clear-all' },
      { type: 'reset', setup: { ...setup, checkedCollection: 'near-metro' } },
    );
    expect(checked(reset).popularCollections).toEqual(['near-metro']);
    const unknown = initialFilterState({ ...setup, checkedCollection: 'beach-side' });
    expect(unknown.checkedCollection).toBeNull();
    expect(checked(unknown).popularCollections).toEqual([]);
  });

  it('given the first results, then they show at once without a sort being recorded as chosen', () => {
    const state = ready();
    expect(state.isReady).toBe(true);
    expect(state.refinedHotelIds).toEqual([1, 2, 3]);
    expect(state.preRefinedHotelIds).toEqual([1, 2, 3]);
    expect(state.appliedSort).toBeNull();
    expect(state.isFilterActive).toBe(false);
  });

  it('rating is single-select: checking one unchecks the other (docs/rules.md 4)', () => {
    const state = run(
      ready(),
      { type: 'toggle', group: 'userRating', key: '4' },
      { type: 'toggle', group: 'userRating', key: '4.5' },
    );
    expect(checked(state).userRating).toEqual(['4.5']);
  });

  it('other groups are multi-select', () => {
    const state = run(
      ready(),
      { type: 'toggle', group: 'localities', key: 'koramangala' },
      { type: 'toggle', group: 'localities', key: 'indiranagar' },
    );
    expect(checked(state).localities).toEqual(['koramangala', 'indiranagar']);
  });

  it('a price range deselects the custom range; a custom range unchecks the standard ones (docs/rules.md 4)', () => {
    const custom = run(
      ready(),
      { type: 'toggle', group: 'priceRanges', key: '0-1500' },
      { type: 'custom-range', start: 3000, end: 1200 },
    );
    expect(checked(custom).priceRanges).toEqual([]);
    expect(custom.customPriceRange).toEqual({ isSelected: true, startRange: 1200, endRange: 3000 });
    const band = filterReducer(custom, { type: 'toggle', group: 'priceRanges', key: '1500-2000' });
    expect(checked(band).priceRanges).toEqual(['1500-2000']);
    expect(band.customPriceRange.isSelected).toBe(false);
    // Toggling the custom option itself brings the kept range back.
    const again = filterReducer(band, { type: 'toggle', group: 'priceRanges', key: 'custom' });
    expect(again.customPriceRange).toEqual({ isSelected: true, startRange: 1200, endRange: 3000 });
    expect(checked(again).priceRanges).toEqual([]);
  });

  it('apply makes the draft what the list shows and records the sort', () => {
    const draft = run(
      ready(),
      { type: 'toggle', group: 'brands', key: 'trend' },
      { type: 'sort', by: 'price_low_to_high' },
    );
    expect(draft.appliedFilters).toEqual(emptySelection());
    const applied = filterReducer(draft, { type: 'apply', result: result([2]) });
    expect(applied.appliedFilters.checked.brands).toEqual(['trend']);
    expect(applied.appliedSort).toBe('price_low_to_high');
    expect(applied.refinedHotelIds).toEqual([2]);
    expect(applied.isFilterActive).toBe(true);
    expect(appliedInput(applied)).toEqual(draftInput(applied));
  });

  it('discard brings the draft back to what is applied', () => {
    const applied = run(
      ready(),
      { type: 'toggle', group: 'brands', key: 'trend' },
      { type: 'apply', result: result([2]) },
    );
    const changed = run(
      applied,
      { type: 'toggle', group: 'localities', key: 'koramangala' },
      { type: 'sort', by: 'user_rating' },
    );
    const discarded = filterReducer(changed, { type: 'discard' });
    expect(draftSelection(discarded)).toEqual(applied.appliedFilters);
    expect(discarded.sort.by).toBe('recommended');
  });

  it('clear one group leaves the others; clearing price also drops the custom range', () => {
    const state = run(
      ready(),
      { type: 'toggle', group: 'brands', key: 'trend' },
      { type: 'toggle', group: 'localities', key: 'koramangala' },
      { type: 'custom-range', start: 100, end: 900 },
      { type: 'clear-group', group: 'localities' },
    );
    expect(checked(state).localities).toEqual([]);
    expect(checked(state).brands).toEqual(['trend']);
    const price = filterReducer(state, { type: 'clear-group', group: 'priceRanges' });
    expect(price.customPriceRange).toEqual({ isSelected: false, startRange: 0, endRange: 0 });
  });

  it('previousPrices keeps the last custom range after the price group or everything is cleared (docs/rules.md 3)', () => {
    expect(ready().previousPrices).toBeNull();
    const used = run(ready(), { type: 'custom-range', start: 2500, end: 900 });
    expect(used.previousPrices).toEqual({ startRange: 900, endRange: 2500 });
    const cleared = filterReducer(used, { type: 'clear-group', group: 'priceRanges' });
    expect(cleared.customPriceRange.isSelected).toBe(false);
    expect(cleared.previousPrices).toEqual({ startRange: 900, endRange: 2500 });
    expect(filterReducer(used, { type: 'clear-all' }).previousPrices).toEqual({ startRange: 900, endRange: 2500 });
    // A new range replaces it.
    expect(filterReducer(cleared, { type: 'custom-range', start: 1000, end: 1800 }).previousPrices).toEqual({
      startRange: 1000,
      endRange: 1800,
    });
  });

  it('allAmenities holds the catalogue amenities of the listing, kept through a reset (docs/rules.md 3)', () => {
    const state = run(ready(), { type: 'toggle', group: 'roomAmenities', key: 'ac' });
    expect(state.allAmenities.map((a) => a.slug)).toEqual(['free-wifi', 'parking', 'ac', 'geyser']);
    const other = { ...setup, amenities: [{ id: 9, slug: 'pool', name: 'Pool', category: 'other' }] };
    expect(filterReducer(state, { type: 'reset', setup: other }).allAmenities).toEqual(other.amenities);
  });

  it('clear all unchecks everything and sorts by the applied sort (docs/rules.md 4)', () => {
    const applied = run(
      ready(),
      { type: 'sort', by: 'price_high_to_low' },
      { type: 'toggle', group: 'bedTypes', key: 'King' },
      { type: 'apply', result: result([1]) },
    );
    const cleared = run(
      applied,
      { type: 'sort', by: 'user_rating' },
      { type: 'toggle', group: 'brands', key: 'trend' },
      { type: 'clear-all' },
    );
    expect(draftSelection(cleared)).toEqual(emptySelection());
    expect(cleared.sort.by).toBe('price_high_to_low');
  });

  it('clear all with no applied sort goes back to Recommended', () => {
    const state = run(ready(), { type: 'sort', by: 'user_rating' }, { type: 'clear-all' });
    expect(state.sort.by).toBe('recommended');
  });

  it('keep filters applied is recorded; restore brings a kept selection and sort back as the draft', () => {
    const kept = filterReducer(ready(), { type: 'keep-filters-applied', keep: true });
    expect(kept.keepFiltersApplied).toBe(true);
    const selection = {
      ...emptySelection(),
      checked: { ...emptySelection().checked, userRating: ['4'], localities: ['koramangala', 'gone-away'] },
    };
    const restored = filterReducer(initialFilterState(setup), {
      type: 'restore',
      selection,
      sort: 'price_low_to_high',
    });
    expect(checked(restored).userRating).toEqual(['4']);
    // A locality this listing no longer has is dropped.
    expect(checked(restored).localities).toEqual(['koramangala']);
    expect(restored.sort.by).toBe('price_low_to_high');
    expect(restored.appliedSort).toBe('price_low_to_high');
    // Its first results are shown as the applied ones.
    const shown = filterReducer(restored, {
      type: 'recomputed',
      signature: draftSignature(restored),
      result: result([3]),
    });
    expect(shown.refinedHotelIds).toEqual([3]);
    expect(shown.appliedFilters.checked.userRating).toEqual(['4']);
  });

  it('reset restores the defaults and the default sort list, keeping the list on screen until applied', () => {
    const applied = run(
      ready(),
      { type: 'sort', by: 'user_rating' },
      { type: 'toggle', group: 'brands', key: 'trend' },
      { type: 'apply', result: result([1]) },
    );
    const reset = filterReducer(applied, { type: 'reset', setup });
    expect(draftSelection(reset)).toEqual(emptySelection());
    expect(reset.sort).toEqual({ by: 'recommended', list: setup.sortList });
    expect(reset.appliedSort).toBeNull();
    expect(reset.refinedHotelIds).toEqual([1]);
    expect(reset.isReady).toBe(true);
  });

  it('counts follow the draft: a recompute for an older draft is cached but not shown', () => {
    const start = ready();
    const before = draftSignature(start);
    const toggled = filterReducer(start, { type: 'toggle', group: 'brands', key: 'trend' });
    expect(toggled.isResultUpdated).toBe(false);
    const late = filterReducer(toggled, { type: 'recomputed', signature: 'old', result: result([9]) });
    expect(late.isResultUpdated).toBe(false);
    const current = filterReducer(late, {
      type: 'recomputed',
      signature: draftSignature(toggled),
      result: result([2]),
    });
    expect(current.isResultUpdated).toBe(true);
    // Unchecking returns to a draft already computed: its counts come from the cache at once.
    const back = filterReducer(current, { type: 'toggle', group: 'brands', key: 'trend' });
    expect(draftSignature(back)).toBe(before);
    expect(back.isResultUpdated).toBe(true);
  });

  it('keeps at most MAX_CACHED_RESULTS answers', () => {
    let state = ready();
    for (let i = 0; i < MAX_CACHED_RESULTS + 10; i += 1)
      state = filterReducer(state, { type: 'recomputed', signature: `s${i}`, result: result([i]) });
    expect(Object.keys(state.cachedFilterResults)).toHaveLength(MAX_CACHED_RESULTS);
    expect(state.cachedFilterResults[`s${MAX_CACHED_RESULTS + 9}`]).toBeDefined();
  });

  it('a sort the listing does not offer falls back to Recommended', () => {
    expect(filterReducer(ready(), { type: 'sort', by: 'distance' }).sort.by).toBe('recommended');
  });
});
