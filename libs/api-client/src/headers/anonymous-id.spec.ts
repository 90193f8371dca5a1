import { createMemoryStorage } from '@nivaas/state';
import { ANONYMOUS_ID_KEY, getOrCreateAnonymousId, randomId } from './anonymous-id';

describe('getOrCreateAnonymousId (docs/rules.md section 7: anonymous-user id generated once and kept)', () => {
  it('generates once and returns the kept id afterwards', () => {
    const storage = createMemoryStorage();
    const generate = jest.fn(() => 'id-1');
    expect(getOrCreateAnonymousId(storage, generate)).toBe('id-1');
    expect(getOrCreateAnonymousId(storage, generate)).toBe('id-1');
    expect(generate).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ANONYMOUS_ID_KEY)).toBe('id-1');
  });

  it('random ids are uuid-shaped, with and without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(uuid);
    expect(randomId(null)).toMatch(uuid);
    expect(randomId({})).toMatch(uuid);
  });
});
