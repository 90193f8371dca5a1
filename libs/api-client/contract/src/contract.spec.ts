import { CONTRACT } from './registry';

describe('CONTRACT', () => {
  const entries = Object.entries(CONTRACT);

  it('puts every call under /api/', () => {
    for (const [, op] of entries) expect(op.path.startsWith('/api/')).toBe(true);
  });

  it('has one operation per method and path', () => {
    const keys = entries.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the docs/rules.md section 7 paths exactly', () => {
    expect(CONTRACT.getHotelPrices).toMatchObject({ method: 'GET', path: '/api/v6/pricing/hotels/' });
    expect(CONTRACT.getCancellationDetails.path).toBe('/api/growth/cancellation/booking_details/:id');
    expect(CONTRACT.getBookingHistory.method).toBe('POST');
  });

  it('declares a schema for each path parameter', () => {
    for (const [, op] of entries) {
      const names = [...op.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const props = Object.keys(
        (('params' in op && op.params) as { properties?: object } | undefined)?.properties ?? {},
      );
      expect(props.sort()).toEqual(names.sort());
    }
  });
});
