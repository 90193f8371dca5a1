// @nivaas/domain is not a federation singleton and imports nothing shared on this path, so the worker's chunk
// carries its own copy of these three pure rules (sideEffects: false leaves the rest of the lib out).
import { priceBands, type PriceBand } from '@nivaas/domain/prices';
import { RATING_FILTER_OPTIONS, sortHotels, type FilterGroup } from '@nivaas/domain/search';
import { FACET_GROUPS, type FacetGroup, type ListingHotel } from './listing-hotel';
import {
  CUSTOM_PRICE_KEY,
  FILTER_GROUPS,
  GROUP_MATCH,
  type RecomputeInput,
  type RecomputeResult,
} from './filter-selection';

/** The key of a price band option: `1500-2000` (already multiplied by the room count), or `custom`. */
export const priceBandKey = (band: PriceBand): string =>
  band.isCustom ? CUSTOM_PRICE_KEY : `${band.start}-${band.end}`;

/** The standard bands for a room count with the custom range in the 5th place when there is one. */
export function priceOptionBands(input: Pick<RecomputeInput, 'selection' | 'roomCount'>): PriceBand[] {
  const range = input.selection.customPriceRange;
  const hasCustom = range.isSelected || range.endRange > range.startRange;
  return priceBands(input.roomCount, hasCustom ? { start: range.startRange, end: range.endRange } : null);
}

/** A price inside a band: the start counts, the end belongs to the next band; a custom range includes both ends. */
function inBand(price: number | null, band: PriceBand): boolean {
  if (price === null) return false;
  return band.isCustom ? price >= band.start && price <= band.end : price >= band.start && price < band.end;
}

interface GroupRule {
  readonly group: FilterGroup;
  /** Null when nothing is checked in the group: every hotel passes. */
  readonly passes: ((hotel: ListingHotel) => boolean) | null;
  /** The option keys of this group the hotel matches (what its counts add up). */
  readonly matches: (hotel: ListingHotel) => readonly string[];
}

function facetRule(group: FacetGroup, checked: readonly string[]): GroupRule {
  const wanted = [...new Set(checked)];
  const all = GROUP_MATCH[group] === 'all';
  const passes =
    wanted.length === 0
      ? null
      : (hotel: ListingHotel) => {
          const has = hotel.facets[group];
          return all ? wanted.every((key) => has.includes(key)) : wanted.some((key) => has.includes(key));
        };
  return { group, passes, matches: (hotel) => hotel.facets[group] };
}

function rulesFor(input: RecomputeInput): GroupRule[] {
  const { checked, customPriceRange } = input.selection;
  const bands = priceOptionBands(input);
  const checkedBands = bands.filter((band) =>
    band.isCustom ? customPriceRange.isSelected : checked.priceRanges.includes(priceBandKey(band)),
  );
  const thresholds = checked.userRating.map(Number).filter((n) => Number.isFinite(n));
  const ratingKeys = RATING_FILTER_OPTIONS.map(String);
  const byGroup: Record<FilterGroup, GroupRule> = {
    priceRanges: {
      group: 'priceRanges',
      passes: checkedBands.length ? (h) => checkedBands.some((band) => inBand(h.price, band)) : null,
      matches: (h) => bands.filter((band) => inBand(h.price, band)).map(priceBandKey),
    },
    userRating: {
      group: 'userRating',
      passes: thresholds.length ? (h) => h.rating !== null && thresholds.some((t) => (h.rating ?? 0) >= t) : null,
      matches: (h) => (h.rating === null ? [] : ratingKeys.filter((key) => (h.rating ?? 0) >= Number(key))),
    },
    ...(Object.fromEntries(FACET_GROUPS.map((g) => [g, facetRule(g, input.selection.checked[g])])) as Record<
      FacetGroup,
      GroupRule
    >),
  };
  return FILTER_GROUPS.map((g) => byGroup[g]);
}

export interface RecomputeAccumulator {
  /** Takes the next slice of hotels (in API order). */
  add(hotels: readonly ListingHotel[]): void;
  /** Sorts what passed and hands the result over. */
  finish(): RecomputeResult;
}

/**
 * docs/rules.md section 4: the results of a selection and the count of every option. Groups combine
 * with AND; inside a group options combine as GROUP_MATCH says. An option's count is the number
 * of results the visitor would get by checking it now: for an "any" group (and rating, whose
 * choice replaces the last), the hotels passing every other group that match the option; for an
 * "all" group, the current results that also match it. Hotels can be fed in slices, so the
 * main-thread fallback can yield between them.
 */
export function createRecomputeAccumulator(input: RecomputeInput): RecomputeAccumulator {
  const rules = rulesFor(input);
  const counts = Object.fromEntries(FILTER_GROUPS.map((g) => [g, {}])) as Record<FilterGroup, Record<string, number>>;
  const passing: ListingHotel[] = [];
  return {
    add(hotels) {
      for (const hotel of hotels) {
        let failed: FilterGroup | null = null;
        let failures = 0;
        for (const rule of rules) {
          if (rule.passes && !rule.passes(hotel)) {
            failures += 1;
            failed = rule.group;
            if (failures > 1) break;
          }
        }
        if (failures > 1) continue;
        if (failures === 0) passing.push(hotel);
        for (const rule of rules) {
          if (failures === 1 && (failed !== rule.group || GROUP_MATCH[rule.group] === 'all')) continue;
          const groupCounts = counts[rule.group];
          for (const key of rule.matches(hotel)) groupCounts[key] = (groupCounts[key] ?? 0) + 1;
        }
      }
    },
    finish() {
      // docs/rules.md 4: the chosen order, unavailable hotels after available ones.
      const ids = sortHotels(passing, input.sortBy).map((h) => h.id);
      return { ids, total: ids.length, counts };
    },
  };
}

/** The whole recompute in one go: what the worker runs. */
export function recompute(hotels: readonly ListingHotel[], input: RecomputeInput): RecomputeResult {
  const accumulator = createRecomputeAccumulator(input);
  accumulator.add(hotels);
  return accumulator.finish();
}
