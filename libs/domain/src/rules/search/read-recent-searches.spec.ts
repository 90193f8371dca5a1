import fc from 'fast-check';
import { readRecentSearches } from './read-recent-searches';

const goa = {
  location: 'Goa',
  range: { checkin: '2026-12-01', checkout: '2026-12-03' },
  rooms: [{ adults: 2, kids: 0 }],
};

// Regression: stored recent searches were trusted; an entry without `range`, or with `rooms: []`,
// broke home, and more than 3 were never trimmed.
describe('readRecentSearches (what storage gives back is checked before home uses it)', () => {
  it('given valid entries, then they are kept, newest first', () => {
    expect(readRecentSearches([goa])).toEqual([{ ...goa, lat: null, lng: null }]);
  });

  it.each([
    ['no range', { location: 'Goa', rooms: [{ adults: 1, kids: 0 }] }],
    ['no rooms', { ...goa, rooms: [] }],
    ['a bad day', { ...goa, range: { checkin: '2026-02-31', checkout: '2026-03-02' } }],
    ['no location', { ...goa, location: '   ' }],
    ['a room that is not a room', { ...goa, rooms: [{ adults: '2' }] }],
    ['not an object', 'Goa'],
  ])('given an entry with %s, then it is dropped', (_name, entry) => {
    expect(readRecentSearches([entry, { ...goa, location: 'Agra' }]).map((s) => s.location)).toEqual(['Agra']);
  });

  it('given more than 3, or a repeated location, then 3 distinct locations are kept', () => {
    const many = ['Goa', 'goa', 'Agra', 'Delhi', 'Pune'].map((location) => ({ ...goa, location }));
    expect(readRecentSearches(many).map((s) => s.location)).toEqual(['Goa', 'Agra', 'Delhi']);
  });

  it('given rooms out of bounds or coordinates out of range, then rooms are clamped and the place has no point', () => {
    const [entry] = readRecentSearches([{ ...goa, rooms: [{ adults: 9, kids: -1 }], lat: 95, lng: 10 }]);
    expect(entry?.rooms).toEqual([{ adults: 5, kids: 0 }]);
    expect([entry?.lat, entry?.lng]).toEqual([null, null]);
  });

  it('property: whatever was stored, at most 3 entries come back, each with a location, a range and rooms', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const read = readRecentSearches(stored);
        expect(read.length).toBeLessThanOrEqual(3);
        for (const s of read) expect(s.location && s.range.checkin && s.range.checkout && s.rooms.length).toBeTruthy();
      }),
    );
  });
});
