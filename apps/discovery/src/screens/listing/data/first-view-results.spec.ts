import { hotelPrice, pricesResponse, ratePlan, summary } from '../testing/listing-fixtures';
import { FIRST_VIEW_CARDS } from '../logic/opening-state';
import type { ListingHotel } from '../logic/listing-hotel';
import { firstViewResults, isFirstView, packRows, readResults, unpackRows } from './first-view-results';
import { toListingResults } from './to-listing-results';

const amenities = [
  { id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'hotel' },
  { id: 3, slug: 'parking', name: 'Parking', category: 'hotel' },
] as const;

function cityResults(count: number) {
  const hotels = Array.from({ length: count }, (_, i) =>
    summary(i + 1, {
      rank: count - i,
      popular_collections: i % 3 === 0 ? ['Near Metro', 'Couple Friendly'] : ['Top Rated'],
      amenities: i % 2 ? [{ id: 3, slug: 'parking', name: 'Parking', category: 'hotel' }] : [],
    }),
  );
  const prices = pricesResponse(
    hotels.map((h) => hotelPrice(h.id, [ratePlan({ sellingPrice: 1000 + h.id * 10 })])),
    2,
  );
  return toListingResults(hotels, prices, [], false);
}

describe("a listing's first view (what a server-drawn page carries)", () => {
  /** Option keys are sets: packed as bits, they come back in the listing's order of keys. */
  const sortedFacets = (rows: readonly ListingHotel[]) =>
    rows.map((row) => ({
      ...row,
      facets: Object.fromEntries(Object.entries(row.facets).map(([group, keys]) => [group, [...keys].sort()])),
    }));

  it('given rows, then packing and unpacking gives them back as they were', () => {
    const { rows } = cityResults(30);
    expect(sortedFacets(unpackRows(JSON.parse(JSON.stringify(packRows(rows)))))).toEqual(sortedFacets(rows));
  });

  it('given a group with more keys than a number holds bits, then its keys travel as indexes and come back', () => {
    const { rows } = cityResults(60);
    const many = rows.map((row, i) => ({
      ...row,
      facets: { ...row.facets, otherAmenities: [`amenity-${i}`, `amenity-${(i + 1) % 60}`] },
    }));
    const packed = packRows(many);
    expect(packed.keys.otherAmenities).toHaveLength(60);
    expect(sortedFacets(unpackRows(JSON.parse(JSON.stringify(packed))))).toEqual(sortedFacets(many));
  });

  it('given 30 hotels, then it keeps the cards of the first page in the order the list opens with, and every row', () => {
    const results = cityResults(30);
    const first = firstViewResults(results, amenities, null);
    // The API's rank puts the last hotel first.
    expect(
      Object.keys(first.cards)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: FIRST_VIEW_CARDS }, (_, i) => 30 - FIRST_VIEW_CARDS + 1 + i));
    expect(sortedFacets(readResults(first).rows)).toEqual(sortedFacets(results.rows));
    expect(readResults(first).partialCards).toBe(true);
  });

  it("given a collection link, then the first page is that collection's hotels", () => {
    const first = firstViewResults(cityResults(60), amenities, 'near-metro');
    const ids = Object.keys(first.cards).map(Number);
    expect(ids).toHaveLength(FIRST_VIEW_CARDS);
    expect(ids.every((id) => (id - 1) % 3 === 0)).toBe(true);
  });

  it('given the same first view twice, then it is read into the same object (the filter state is kept)', () => {
    const first = firstViewResults(cityResults(20), amenities, null);
    expect(isFirstView(first)).toBe(true);
    expect(readResults(first)).toBe(readResults(first));
    const full = cityResults(3);
    expect(readResults(full)).toBe(full);
  });

  it('given a city of 160 hotels, then the carried results are a fraction of the whole as JSON', () => {
    const results = cityResults(160);
    const whole = JSON.stringify(results).length;
    const carried = JSON.stringify(firstViewResults(results, amenities, null)).length;
    expect(carried).toBeLessThan(whole / 3);
  });
});
