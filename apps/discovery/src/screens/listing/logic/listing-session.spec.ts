import { emptySelection } from './filter-selection';
import { readSnapshot, saveSnapshot, snapshotKey, type ListingSnapshot } from './listing-session';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    values,
  };
}

const snapshot: ListingSnapshot = {
  selection: {
    ...emptySelection(),
    checked: { ...emptySelection().checked, userRating: ['4'] },
    customPriceRange: { isSelected: true, startRange: 100, endRange: 900 },
  },
  sort: 'price_low_to_high',
  keepFiltersApplied: true,
  scrollY: 1234,
  rendered: 36,
};

describe('listing session snapshot', () => {
  it('is keyed by pathname and the stay query', () => {
    expect(snapshotKey('/hotels-in-bengaluru/', 'checkin=01-12-2026')).toBe(
      'nivaas.listing:/hotels-in-bengaluru/?checkin=01-12-2026',
    );
    expect(snapshotKey('/hotels-in-bengaluru/', '')).toBe('nivaas.listing:/hotels-in-bengaluru/');
    // The URL's sort follows the visitor's sort on the same list: it is not part of the list's identity.
    expect(snapshotKey('/hotels-in-bengaluru/', '?checkin=01-12-2026&sort=price_low_to_high')).toBe(
      snapshotKey('/hotels-in-bengaluru/', 'checkin=01-12-2026'),
    );
  });
  it('given a saved snapshot, when read back, then it is the same', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, 'k', snapshot);
    expect(readSnapshot(storage, 'k')).toEqual(snapshot);
  });
  it('given nothing, malformed JSON, another version or bad fields, then it reads as none', () => {
    const storage = memoryStorage();
    expect(readSnapshot(storage, 'k')).toBeNull();
    storage.setItem('k', '{nope');
    expect(readSnapshot(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ ...snapshot, v: 99 }));
    expect(readSnapshot(storage, 'k')).toBeNull();
    storage.setItem(
      'k',
      JSON.stringify({
        ...snapshot,
        v: 1,
        selection: { checked: { userRating: [4] }, customPriceRange: snapshot.selection.customPriceRange },
      }),
    );
    expect(readSnapshot(storage, 'k')).toBeNull();
  });
  it('given an unknown sort or a negative scroll, then those fields fall back', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify({ ...snapshot, v: 1, sort: 'cheapest', scrollY: -5 }));
    expect(readSnapshot(storage, 'k')).toMatchObject({ sort: null, scrollY: 0 });
  });
  it('given storage that throws, then saving is silently skipped', () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => saveSnapshot(throwing, 'k', snapshot)).not.toThrow();
    expect(readSnapshot(null, 'k')).toBeNull();
  });
});
