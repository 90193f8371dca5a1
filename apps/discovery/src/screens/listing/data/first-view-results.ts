import { FACET_GROUPS, type FacetGroup, type ListingHotel } from '../logic/listing-hotel';
import { openingHotelIds } from '../logic/opening-state';
import type { Amenity, HotelCardView, ListingResults } from './listing-types';

/**
 * A hotel's option keys of one facet group: a bit per key of `PackedRows.keys[group]` (bit i is worth 2^i), or,
 * for a group with more keys than a number holds bits exactly, their indexes.
 */
type PackedFacet = number | number[];

/**
 * One hotel's row as a server-drawn page carries it: id, rank, rating, per-night price, bookable (1/0), distance,
 * then its option keys per facet group, in FACET_GROUPS' order.
 */
type PackedRow = [
  id: number,
  rank: number,
  rating: number | null,
  price: number | null,
  available: 0 | 1,
  distance: number | null,
  ...facets: PackedFacet[],
];

/** Bits a number holds exactly (2^52 is the highest power of two below Number.MAX_SAFE_INTEGER). */
const MASK_BITS = 52;

const packFacet = (indexes: readonly number[], keyCount: number): PackedFacet =>
  keyCount <= MASK_BITS ? indexes.reduce((mask, index) => mask + 2 ** index, 0) : [...indexes];

function unpackFacet(facet: PackedFacet | undefined, keys: readonly string[]): string[] {
  if (Array.isArray(facet)) return facet.map((index) => keys[index] ?? '').filter(Boolean);
  const mask = typeof facet === 'number' && Number.isFinite(facet) ? facet : 0;
  return keys.filter((_, index) => index < MASK_BITS && Math.floor(mask / 2 ** index) % 2 === 1);
}

/** Every hotel's filter row, each option key written once (a city's 160 rows were 60 KB as plain objects). */
export interface PackedRows {
  readonly keys: Readonly<Record<FacetGroup, readonly string[]>>;
  readonly rows: readonly PackedRow[];
}

/**
 * A listing's results as a server-drawn page carries them: the cards of the list's first page only, and every
 * hotel's filter row packed (the filter counts, the sort and the first list need them all). The browser reads
 * them back with `readResults`, then asks for the other cards once the page is its own (hooks/use-rest-of-cards.ts).
 */
export interface FirstViewResults extends Omit<ListingResults, 'rows' | 'partialCards'> {
  readonly packedRows: PackedRows;
  readonly partialCards: true;
}

export function packRows(rows: readonly ListingHotel[]): PackedRows {
  const keys = Object.fromEntries(
    FACET_GROUPS.map((group) => [group, [...new Set(rows.flatMap((row) => row.facets[group]))]]),
  ) as Record<FacetGroup, string[]>;
  const indexes = Object.fromEntries(
    FACET_GROUPS.map((group) => [group, new Map(keys[group].map((key, index) => [key, index]))]),
  ) as Record<FacetGroup, Map<string, number>>;
  return {
    keys,
    rows: rows.map((row): PackedRow => [
      row.id,
      row.rank,
      row.rating,
      row.price,
      row.isAvailable ? 1 : 0,
      row.distance,
      ...FACET_GROUPS.map((group) =>
        packFacet(
          row.facets[group].map((key) => indexes[group].get(key) ?? 0),
          keys[group].length,
        ),
      ),
    ]),
  };
}

export function unpackRows(packed: PackedRows): ListingHotel[] {
  return packed.rows.map(([id, rank, rating, price, available, distance, ...facets]) => ({
    id,
    rank,
    rating,
    price,
    isAvailable: available === 1,
    distance,
    facets: Object.fromEntries(
      FACET_GROUPS.map((group, g) => [group, unpackFacet(facets[g], packed.keys[group])]),
    ) as Record<FacetGroup, string[]>,
  }));
}

/**
 * The results a server-drawn page carries: the cards of the first page as the listing opens (with the collection
 * the link checked), every row packed. Cards the visitor reaches later come after hydration.
 */
export function firstViewResults(
  results: ListingResults,
  amenities: readonly Amenity[],
  checkedCollection: string | null,
): FirstViewResults {
  const { rows, cards, ...rest } = results;
  const firstCards: Record<number, HotelCardView> = {};
  for (const id of openingHotelIds(results, amenities, checkedCollection)) {
    const card = cards[id];
    if (card) firstCards[id] = card;
  }
  return { ...rest, cards: firstCards, packedRows: packRows(rows), partialCards: true };
}

export const isFirstView = (results: ListingResults | FirstViewResults): results is FirstViewResults =>
  'packedRows' in results;

const read = new WeakMap<FirstViewResults, ListingResults>();

/**
 * The results as the screen works with them. A first view is unpacked once per object (the same results keep the
 * same identity, so the filter state is not started over on a render).
 */
export function readResults(results: ListingResults | FirstViewResults): ListingResults {
  if (!isFirstView(results)) return results;
  const known = read.get(results);
  if (known) return known;
  const { packedRows, ...rest } = results;
  const unpacked: ListingResults = { ...rest, rows: unpackRows(packedRows) };
  read.set(results, unpacked);
  return unpacked;
}
