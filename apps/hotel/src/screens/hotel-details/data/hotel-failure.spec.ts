import { hotelFailureKind } from './hotel-failure';

describe('hotelFailureKind (what a failed hotel load means)', () => {
  it.each([
    [404, 'not-found'],
    [410, 'gone'],
    [500, 'unavailable'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [429, 'unavailable'],
    [400, 'unavailable'],
    [null, 'unavailable'],
  ] as const)('given %p, then %s', (code, kind) => {
    expect(hotelFailureKind(code)).toBe(kind);
  });
});
