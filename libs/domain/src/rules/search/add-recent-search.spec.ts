import fc from 'fast-check';
import { addRecentSearch, MAX_RECENT_SEARCHES, type RecentSearch } from './add-recent-search';

const entry = (location: string): RecentSearch => ({
  location,
  range: { checkin: '2026-11-21', checkout: '2026-11-22' },
  rooms: [{ adults: 1, kids: 0 }],
});

describe('addRecentSearch (docs/rules.md section 4: at most 3 distinct locations, newest first)', () => {
  it('puts the newest first and keeps 3', () => {
    let list: RecentSearch[] = [];
    for (const l of ['Goa', 'Pune', 'Delhi', 'Agra']) list = addRecentSearch(list, entry(l));
    expect(MAX_RECENT_SEARCHES).toBe(3);
    expect(list.map((s) => s.location)).toEqual(['Agra', 'Delhi', 'Pune']);
  });
  it('a repeated location moves to the front instead of appearing twice', () => {
    const list = [entry('Goa'), entry('Pune'), entry('Delhi')];
    expect(addRecentSearch(list, entry(' pune ')).map((s) => s.location)).toEqual([' pune ', 'Goa', 'Delhi']);
  });
  it('property: at most 3, distinct, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Goa', 'Pune', 'Delhi', 'Agra', 'goa', 'Mumbai')), (locations) => {
        let list: RecentSearch[] = [];
        for (const l of locations) list = addRecentSearch(list, entry(l));
        expect(list.length).toBeLessThanOrEqual(3);
        const keys = list.map((s) => s.location.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        if (locations.length) expect(list[0]?.location).toBe(locations[locations.length - 1]);
      }),
    );
  });
});
