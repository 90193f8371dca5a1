import { BRAND_PAGE_PRODUCTS, brandPageProduct, BRANDS_MAP, brandTier } from './brands';

describe('brand pages (docs/rules.md section 2: /brands/{product}/, /brands/itsy/, /brands/medalio/)', () => {
  it('given every brand of the map, itsy and medalio, then each has a page', () => {
    for (const code of Object.keys(BRANDS_MAP)) expect(brandPageProduct(code)).toBe(code);
    expect(brandPageProduct('itsy')).toBe('itsy');
    expect(brandPageProduct('MEDALIO')).toBe('medalio');
    expect(BRAND_PAGE_PRODUCTS).toHaveLength(6);
  });

  it('given anything else, then no page (Not Found)', () => {
    for (const segment of ['unknownx', '', 'constructor', 'toString', null, undefined])
      expect(brandPageProduct(segment)).toBeNull();
  });
});

describe('brands map (docs/rules.md section 9: trend = standard, trip = economy, tryst = premium, medalio, independent)', () => {
  it('maps each code to its tier', () => {
    expect(BRANDS_MAP).toEqual({
      trend: 'standard',
      trip: 'economy',
      tryst: 'premium',
      medalio: 'medalio',
      independent: 'independent',
    });
    expect(brandTier('TRYST')).toBe('premium');
    expect(brandTier(' trip ')).toBe('economy');
  });
  it('returns null for unknown codes, including inherited property names', () => {
    expect(brandTier('luxury')).toBeNull();
    expect(brandTier('constructor')).toBeNull();
    expect(brandTier(null)).toBeNull();
  });
});
