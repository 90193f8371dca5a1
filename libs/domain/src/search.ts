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
export {
  addRecentlyViewedHotel,
  MAX_RECENTLY_VIEWED_HOTELS,
  readRecentlyViewedHotels,
  type RecentlyViewedHotel,
} from './rules/recently-viewed/recently-viewed';
export * from './rules/sort-filter/sort-filter';
export {
  BRAND_PAGE_PRODUCTS,
  type BrandCode,
  brandPageProduct,
  type BrandPageProduct,
  BRANDS_MAP,
  brandTier,
  type BrandTier,
} from './rules/brands/brands';
