import fc from 'fast-check';
import { createMemoryCookieJar, type CookieJar } from '@nivaas/state';
import { ATTRIBUTION_COOKIE, captureAttribution, pickAttribution, readAttribution } from './attribution';

describe('utm and referral attribution (docs/rules.md section 7: kept in a cookie for 30 days)', () => {
  it('picks utm_name, utm_source, utm_medium, utm_campaign, utm_keyword, avclk and refid only', () => {
    expect(
      pickAttribution(
        '?utm_name=n&utm_source=phonepe_app&utm_medium=m&utm_campaign=c&utm_keyword=k&avclk=a&refid=r&q=goa&utm_term=x',
      ),
    ).toEqual({
      utm_name: 'n',
      utm_source: 'phonepe_app',
      utm_medium: 'm',
      utm_campaign: 'c',
      utm_keyword: 'k',
      avclk: 'a',
      refid: 'r',
    });
    expect(pickAttribution('utm_source=&refid=%20')).toEqual({});
  });

  it('stores them in a 30-day cookie and reads them back', () => {
    const jar = createMemoryCookieJar();
    const set = jest.fn(jar.set);
    const cookies: CookieJar = { ...jar, set };
    expect(captureAttribution('?utm_source=google&refid=77', cookies)).toEqual({ utm_source: 'google', refid: '77' });
    expect(set).toHaveBeenCalledWith(ATTRIBUTION_COOKIE, JSON.stringify({ utm_source: 'google', refid: '77' }), 30);
  });

  it('a later landing without attribution keeps the stored one; one with attribution replaces it', () => {
    const cookies = createMemoryCookieJar();
    captureAttribution('?utm_source=google', cookies);
    expect(captureAttribution('?q=goa', cookies)).toEqual({ utm_source: 'google' });
    expect(captureAttribution('?avclk=1', cookies)).toEqual({ avclk: '1' });
  });

  it('ignores a corrupt or foreign cookie', () => {
    expect(readAttribution(createMemoryCookieJar({ [ATTRIBUTION_COOKIE]: 'not json' }))).toEqual({});
    expect(readAttribution(createMemoryCookieJar({ [ATTRIBUTION_COOKIE]: '{"utm_source":5,"refid":"x"}' }))).toEqual({
      refid: 'x',
    });
    expect(readAttribution(createMemoryCookieJar({ [ATTRIBUTION_COOKIE]: 'null' }))).toEqual({});
  });

  it('property: any query string yields only known keys with non-empty values of at most 100 characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('utm_source', 'refid', 'q', 'avclk'), fc.string()), (dict) => {
        const out = pickAttribution(new URLSearchParams(dict).toString());
        for (const [k, v] of Object.entries(out)) {
          expect(['utm_source', 'refid', 'avclk']).toContain(k);
          expect(v.length).toBeGreaterThan(0);
          expect(v.length).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
