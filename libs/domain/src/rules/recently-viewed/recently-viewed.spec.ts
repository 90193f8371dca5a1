import fc from 'fast-check';
import { addRecentlyViewedHotel } from './add-recently-viewed-hotel';
import { readRecentlyViewedHotels } from './read-recently-viewed-hotels';
import { MAX_RECENTLY_VIEWED_HOTELS, type RecentlyViewedHotel } from './recently-viewed-hotel';

const hotel = (id: number, extra: Partial<RecentlyViewedHotel> = {}): RecentlyViewedHotel => ({
  id,
  name: `Nivaas ${id}`,
  path: `/hotels-in-bengaluru/nivaas-${id}-${id}/`,
  city: 'Bengaluru',
  locality: 'Koramangala',
  imageUrl: `/api/images/hotels/${id}/1-640.jpg`,
  rating: 4.2,
  ...extra,
});
const ids = (list: readonly RecentlyViewedHotel[]) => list.map((h) => h.id);

describe('addRecentlyViewedHotel (at most 10, newest first, one per hotel)', () => {
  it('puts the newest first and keeps 10', () => {
    let list: RecentlyViewedHotel[] = [];
    for (let id = 1; id <= 12; id += 1) list = addRecentlyViewedHotel(list, hotel(id));
    expect(MAX_RECENTLY_VIEWED_HOTELS).toBe(10);
    expect(ids(list)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('a hotel viewed again moves to the front with its newest details instead of appearing twice', () => {
    const list = [hotel(1), hotel(2), hotel(3)];
    const next = addRecentlyViewedHotel(list, hotel(3, { name: 'Nivaas Three, renamed' }));
    expect(ids(next)).toEqual([3, 1, 2]);
    expect(next[0]?.name).toBe('Nivaas Three, renamed');
  });

  it('an entry that fails the checks leaves the list as it was', () => {
    const list = [hotel(1), hotel(2)];
    expect(addRecentlyViewedHotel(list, hotel(3, { path: 'https://evil.example/' }))).toEqual(list);
  });

  it('property: at most 10, one per id, the last viewed first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 })), (viewed) => {
        let list: RecentlyViewedHotel[] = [];
        for (const id of viewed) list = addRecentlyViewedHotel(list, hotel(id));
        expect(list.length).toBeLessThanOrEqual(MAX_RECENTLY_VIEWED_HOTELS);
        expect(new Set(ids(list)).size).toBe(list.length);
        if (viewed.length) expect(list[0]?.id).toBe(viewed[viewed.length - 1]);
      }),
    );
  });
});

describe('readRecentlyViewedHotels (storage is outside our control)', () => {
  it('given good entries, then they come back as written', () => {
    const list = [hotel(1), hotel(2, { imageUrl: null })];
    expect(readRecentlyViewedHotels(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it.each([[null], [{}], ['[]'], [42], [{ length: 2, 0: hotel(1) }]])('given %p, then an empty list', (stored) => {
    expect(readRecentlyViewedHotels(stored)).toEqual([]);
  });

  it('given entries without an id, name, site path or rating, then those entries are dropped, the rest kept', () => {
    const stored = [
      hotel(1),
      null,
      'hotel',
      { ...hotel(2), id: '2' },
      { ...hotel(3), id: 0 },
      { ...hotel(4), id: 1.5 },
      { ...hotel(5), name: '   ' },
      // eslint-disable-next-line no-script-url -- a hostile value, to prove it is refused
      { ...hotel(6), path: 'javascript:alert(1)' },
      { ...hotel(7), path: '//evil.example/x/' },
      { ...hotel(8), path: '/\\evil.example' },
      { ...hotel(9), rating: 'high' },
      { ...hotel(10), rating: Number.NaN },
      { ...hotel(11), city: 7 },
      { ...hotel(12), name: 'x'.repeat(201) },
      hotel(13),
    ];
    expect(ids(readRecentlyViewedHotels(stored))).toEqual([1, 13]);
  });

  it('given odd but usable values, then texts are trimmed, the rating brought into 0-5 and a bad image dropped', () => {
    const [first, second, third] = readRecentlyViewedHotels([
      // eslint-disable-next-line no-script-url -- a hostile value, to prove it is refused
      { ...hotel(1), name: '  Nivaas One ', rating: 9, imageUrl: 'javascript:alert(1)' },
      { ...hotel(2), rating: -1, imageUrl: 'https://cdn.nivaas.example/a.jpg' },
      { ...hotel(3), imageUrl: 42, locality: '' },
    ]);
    expect(first).toMatchObject({ name: 'Nivaas One', rating: 5, imageUrl: null });
    expect(second).toMatchObject({ rating: 0, imageUrl: 'https://cdn.nivaas.example/a.jpg' });
    expect(third).toMatchObject({ imageUrl: null, locality: '' });
  });

  it('given the same hotel twice or more than 10, then the first of each and 10 at most', () => {
    const stored = [hotel(1), hotel(1, { name: 'older' }), ...Array.from({ length: 12 }, (_, i) => hotel(i + 2))];
    const list = readRecentlyViewedHotels(stored);
    expect(list).toHaveLength(10);
    expect(list[0]?.name).toBe('Nivaas 1');
    expect(ids(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('property: whatever is stored, never throws and returns at most 10 distinct hotels', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const list = readRecentlyViewedHotels(stored);
        expect(list.length).toBeLessThanOrEqual(MAX_RECENTLY_VIEWED_HOTELS);
        expect(new Set(ids(list)).size).toBe(list.length);
      }),
    );
  });
});
