/**
 * The brand pages of docs/rules.md section 2 (/brands/{product}/): the brands map of section 9 (trend, trip, tryst,
 * medalio, independent) plus Itsy, which section 2 names with its own route (/brands/itsy/) but the map does not
 * list. Any other product is Not Found: the route table, the shell server (a real 404 before the head goes out) and
 * the brand screen all read this one list.
 */
export const BRAND_PAGE_PRODUCTS = ['trend', 'trip', 'tryst', 'itsy', 'medalio', 'independent'] as const;
export type BrandPageProduct = (typeof BRAND_PAGE_PRODUCTS)[number];

/** The product a /brands/{product}/ segment names (any case), or null: the page is then Not Found. */
export function brandPageProduct(segment: string | null | undefined): BrandPageProduct | null {
  const key = (segment ?? '').toLowerCase();
  return (BRAND_PAGE_PRODUCTS as readonly string[]).includes(key) ? (key as BrandPageProduct) : null;
}
