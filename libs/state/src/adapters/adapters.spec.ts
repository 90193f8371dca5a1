import { createDocumentCookieJar, createMemoryCookieJar, parseCookieHeader } from './cookie-jar';
import { createMemoryStorage, getBrowserStorage } from './key-value-storage';
import { COOKIE_FALLBACK_DAYS, createStorageWithCookieFallback } from './storage-with-cookie-fallback';
import { throwingStorage } from '../testing/throwing-storage';

describe('storage adapters', () => {
  it('memory storage keeps, reads and removes values', () => {
    const s = createMemoryStorage({ a: '1' });
    s.setItem('b', '2');
    s.removeItem('a');
    expect([s.getItem('a'), s.getItem('b')]).toEqual([null, '2']);
  });

  it('browser storage is found in jsdom and refused when absent', () => {
    expect(getBrowserStorage()).not.toBeNull();
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(getBrowserStorage()).toBeNull();
    spy.mockRestore();
  });
});

describe('auth storage falls back to a cookie for 30 days (docs/rules.md section 9)', () => {
  it('given working storage, then values go to storage, not cookies', () => {
    const cookies = createMemoryCookieJar();
    const s = createStorageWithCookieFallback(createMemoryStorage(), cookies);
    s.setItem('token', 't');
    expect(s.getItem('token')).toBe('t');
    expect(cookies.get('token')).toBeNull();
  });

  it('given throwing or missing storage, then a cookie of 30 days is written and read', () => {
    expect(COOKIE_FALLBACK_DAYS).toBe(30);
    for (const storage of [throwingStorage, null]) {
      const set = jest.fn();
      const jar = createMemoryCookieJar();
      const s = createStorageWithCookieFallback(storage, {
        ...jar,
        set: (n, v, d) => {
          set(n, v, d);
          jar.set(n, v, d);
        },
      });
      s.setItem('token', 't');
      expect(set).toHaveBeenCalledWith('token', 't', 30);
      expect(s.getItem('token')).toBe('t');
      s.removeItem('token');
      expect(s.getItem('token')).toBeNull();
    }
  });
});

describe('cookie jars', () => {
  it('parses a Cookie header, decoding values and skipping junk', () => {
    expect(parseCookieHeader('a=1; b=hello%20world; junk; c=%E0%A4')).toEqual({
      a: '1',
      b: 'hello world',
      c: '%E0%A4',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('writes document cookies with path, max-age in seconds, and removes them', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'x=1; y=a%3Db';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    };
    const jar = createDocumentCookieJar(doc);
    expect(jar.get('y')).toBe('a=b');
    expect(jar.get('z')).toBeNull();
    jar.set('utm', 'a b', 30);
    jar.set('s', 'v');
    jar.remove('x');
    expect(writes).toEqual([
      'utm=a%20b; path=/; SameSite=Lax; max-age=2592000',
      's=v; path=/; SameSite=Lax',
      'x=; path=/; max-age=0',
    ]);
  });
});
