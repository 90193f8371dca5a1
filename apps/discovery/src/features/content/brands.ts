import {
  BRAND_PAGE_PRODUCTS,
  BRANDS_MAP,
  brandPageProduct,
  brandTier,
  type BrandPageProduct,
  type BrandTier,
} from '@nivaas/domain/search';

/**
 * The brand pages: the docs/rules.md 9 brands map (trend, trip, tryst, medalio, independent) plus Itsy, which docs/rules.md 2
 * names with its own route (/brands/itsy/) but the map does not list. The list is @nivaas/domain's, which the route
 * table and the shell server read too (an unknown product is a real 404 there).
 */
export const BRAND_PRODUCTS = BRAND_PAGE_PRODUCTS;
export type BrandProduct = BrandPageProduct;
export type BrandPageTier = BrandTier | 'compact';

/** The product a /brands/{product}/ segment names, or null (the page is then Not Found). */
export const brandProduct = (segment: string | undefined): BrandProduct | null => brandPageProduct(segment);

export function brandPageTier(product: BrandProduct): BrandPageTier {
  return product === 'itsy' ? 'compact' : (brandTier(product) ?? BRANDS_MAP.independent);
}
