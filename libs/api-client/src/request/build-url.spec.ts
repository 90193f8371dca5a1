import fc from 'fast-check';
import { buildUrl } from './build-url';

describe('buildUrl', () => {
  it('joins base and path, fills path parameters and appends the query', () => {
    expect(
      buildUrl(
        'http://h:1/',
        '/api/v5/pricing/hotels/:hotelId/room-prices/',
        { hotelId: 12 },
        { checkin: '2026-11-21', apply_wallet: false, x: undefined, ids: [1, 2] },
      ),
    ).toBe('http://h:1/api/v5/pricing/hotels/12/room-prices/?checkin=2026-11-21&apply_wallet=false&ids=1%2C2');
    expect(buildUrl('', '/api/health')).toBe('/api/health');
  });

  it('encodes path parameters and refuses missing ones', () => {
    expect(buildUrl('', '/api/v1/web-checkin/:hash/', { hash: 'a/b c' })).toBe('/api/v1/web-checkin/a%2Fb%20c/');
    expect(() => buildUrl('', '/api/v1/booking/:orderId/', {})).toThrow(TypeError);
  });

  it('property: any query value survives the round trip through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const url = new URL(buildUrl('http://h', '/p', null, { [`k${key}`]: value }));
        expect(url.searchParams.get(`k${key}`)).toBe(value);
      }),
    );
  });
});
