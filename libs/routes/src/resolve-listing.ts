/**
 * Listing URLs are resolved by @nivaas/domain (a pure rule the API uses too, for the hotels a listing's
 * structured data lists); routes keeps exporting it, so its callers and spec are unchanged.
 */
export {
  listingPath,
  NEAR_ME_LANDMARK,
  PLAIN_HOTELS,
  resolveListing,
  type ListingCatalogue,
  type ListingKind,
  type ListingQuery,
} from '@nivaas/domain/search';
