/** @nivaas/domain/search: Search, listing URLs, recent searches and recently viewed hotels, sort and filters, brands (docs/rules.md 2, 4, 9). */
export { deriveSearchValues, type SearchValues } from './rules/search/derive-search-values';
export { addRecentSearch, MAX_RECENT_SEARCHES, type RecentSearch } from './rules/search/add-recent-search';
export { readRecentSearches } from './rules/search/read-recent-searches';
export { parseSiteSearchQuery, toSiteSearchQuery, type SiteSearchQuery } from './rules/search/site-search-query';
export { toApiStayQuery, type ApiStayQuery } from './rules/search/api-stay-query';
export {
  listingPath,
  NEAR_ME_LANDMARK,
  PLAIN_HOTELS,
  resolveListing,
  type ListingCatalogue,
  type ListingKind,
  type ListingQuery,
} from './rules/listing/resolve-listing';
export { MAX_RECENTLY_VIEWED_HOTELS, type RecentlyViewedHotel } from './rules/recently-viewed/recently-viewed-hotel';
export { addRecentlyViewedHotel } from './rules/recently-viewed/add-recently-viewed-hotel';
export { readRecentlyViewedHotels } from './rules/recently-viewed/read-recently-viewed-hotels';
export {
  DEFAULT_SORT,
  SORT_OPTIONS,
  sortAfterClearAll,
  sortOptions,
  type SortBy,
} from './rules/sort-filter/sort-options';
export { sortHotels, type SortableHotel } from './rules/sort-filter/sort-hotels';
export {
  isSingleSelect,
  toggleFilterOption,
  type FilterGroup,
  type FilterOption,
} from './rules/sort-filter/toggle-filter-option';
export {
  selectCustomPriceRange,
  selectPriceRange,
  type CustomPriceRange,
  type PriceFilter,
} from './rules/sort-filter/select-price-range';
export * from './rules/sort-filter/filter-options';
export { BRANDS_MAP, brandTier, type BrandCode, type BrandTier } from './rules/brands/brands-map';
export { BRAND_PAGE_PRODUCTS, brandPageProduct, type BrandPageProduct } from './rules/brands/brand-pages';
export { shouldTrackFilterApplied } from './rules/sort-filter/should-track-filter-applied';
