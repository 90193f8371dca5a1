/** @jest-environment node */
import { createTtlCache } from './ttl-cache';

function setup(maxEntries = 10) {
  let clock = 0;
  const cache = createTtlCache<string>({ ttlMs: 1000, failureTtlMs: 100, maxEntries, now: () => clock });
  return { cache, tick: (ms: number) => (clock += ms) };
}

describe('createTtlCache', () => {
  it('given a fresh value, then it is served without loading again', async () => {
    const { cache, tick } = setup();
    const load = jest.fn().mockResolvedValue('a');
    expect(await cache.get('k', load)).toBe('a');
    tick(999);
    expect(await cache.get('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given concurrent misses, then one load serves them all', async () => {
    const { cache } = setup();
    const load = jest.fn().mockResolvedValue('a');
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'a',
      'a',
      'a',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given an expired value, then it is served while the new one loads, and the new one after', async () => {
    const { cache, tick } = setup();
    await cache.get('k', async () => 'old');
    tick(1000);
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('given a key, then peek answers what get would answer at once (fresh or stale), never loading', async () => {
    const { cache, tick } = setup();
    expect(cache.peek('k')).toBeUndefined();
    let answer!: (value: string) => void;
    const pending = cache.get('k', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('k')).toBeUndefined();
    answer('a');
    await pending;
    expect(cache.peek('k')).toBe('a');
    tick(5000);
    expect(cache.peek('k')).toBe('a');
  });

  it('given a failed load with nothing cached, then undefined, and no retry before the failure time', async () => {
    const { cache, tick } = setup();
    const load = jest.fn().mockRejectedValue(new Error('down'));
    expect(await cache.get('k', load)).toBeUndefined();
    expect(await cache.get('k', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    tick(100);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('given a failed refresh, then the last good value stays', async () => {
    const { cache, tick } = setup();
    await cache.get('k', async () => 'good');
    tick(1000);
    await cache.get('k', () => Promise.reject(new Error('down')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('good');
  });

  it('given more keys than it holds, then the least recently used go', async () => {
    const { cache } = setup(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });
});
