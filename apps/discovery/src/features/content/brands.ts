import { BRANDS_MAP, brandTier, type BrandTier } from '@nivaas/domain';

/**
 * The brand pages: the SPEC.md 9 brands map (trend, trip, tryst, medalio, independent) plus
 * Itsy, which SPEC.md 2 names with its own route (/brands/itsy/) but the map does not list.
 */
export const BRAND_PRODUCTS = ['trend', 'trip', 'tryst', 'itsy', 'medalio', 'independent'] as const;
export type BrandProduct = (typeof BRAND_PRODUCTS)[number];
export type BrandPageTier = BrandTier | 'compact';

/** The product a /brands/{product}/ segment names, or null (the page is then Not Found). */
export function brandProduct(segment: string | undefined): BrandProduct | null {
  const key = (segment ?? '').toLowerCase();
  return (BRAND_PRODUCTS as readonly string[]).includes(key) ? (key as BrandProduct) : null;
}

export function brandPageTier(product: BrandProduct): BrandPageTier {
  return product === 'itsy' ? 'compact' : (brandTier(product) ?? BRANDS_MAP.independent);
}
