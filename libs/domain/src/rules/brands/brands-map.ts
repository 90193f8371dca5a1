/**
 * docs/rules.md section 9: brands map: trend = the standard brand, trip = economy, tryst = premium,
 * plus medalio and independent. Keys are the brand codes the API sends.
 */
export const BRANDS_MAP = {
  trend: 'standard',
  trip: 'economy',
  tryst: 'premium',
  medalio: 'medalio',
  independent: 'independent',
} as const;

export type BrandCode = keyof typeof BRANDS_MAP;
export type BrandTier = (typeof BRANDS_MAP)[BrandCode];

/** The tier of a brand code (case-insensitive), or null for a code we do not know. */
export function brandTier(code: string | null | undefined): BrandTier | null {
  const key = (code ?? '').trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(BRANDS_MAP, key) ? BRANDS_MAP[key as BrandCode] : null;
}
