import { brandTier, BRANDS_MAP } from './brands-map';

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
