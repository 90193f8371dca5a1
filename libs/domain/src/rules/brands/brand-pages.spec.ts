import { BRAND_PAGE_PRODUCTS, brandPageProduct } from './brand-pages';
import { BRANDS_MAP } from './brands-map';

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
