/**
 * The product rules the recompute needs, imported from their own files rather than from the
 * `@nivaas/state` entry. The entry is a federation shared singleton: code that imports it is
 * compiled to consume it through the federation share scope, which exists in the page but not
 * in the recompute worker (its own realm, started from a blob). These rule files are pure and
 * hold no state, so a copy in the worker chunk behaves exactly like the shared one.
 */
export { sortHotels } from '@nivaas/state/src/rules/sort-filter/sort-hotels';
export { priceBands } from '@nivaas/state/src/rules/prices/price-bands';
export { RATING_FILTER_OPTIONS } from '@nivaas/state/src/rules/sort-filter/filter-options';
