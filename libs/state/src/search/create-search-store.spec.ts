import { createMemoryStorage } from '../adapters/key-value-storage';
import type { AppEvent } from '../bus/app-event';
import { createEventBus } from '../bus/create-event-bus';
import { createSearchStore } from './create-search-store';
import { RECENT_SEARCHES_KEY } from './search-state';

const today = '2026-11-21';

function setup(seed: Record<string, string> = {}) {
  const bus = createEventBus();
  const storage = createMemoryStorage(seed);
  const events: AppEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return { search: createSearchStore({ bus, storage }), storage, events };
}

describe('search store (docs/rules.md section 4: Search)', () => {
  it('starts with the default room: one room, 1 adult, 0 kids (section 9)', () => {
    expect(setup().search.store.getState().rooms).toEqual([{ adults: 1, kids: 0 }]);
  });

  it('adds a room of 1 adult 0 kids, removes the last, changes guests within bounds', () => {
    const { search } = setup();
    search.addRoom();
    search.changeGuests(1, 'adults', 10);
    search.changeGuests(0, 'kids', 2);
    expect(search.store.getState().rooms).toEqual([
      { adults: 1, kids: 2 },
      { adults: 5, kids: 0 },
    ]);
    search.removeRoom();
    search.removeRoom();
    expect(search.store.getState().rooms).toEqual([{ adults: 1, kids: 2 }]);
    search.setRooms([]);
    expect(search.store.getState().rooms).toEqual([{ adults: 1, kids: 0 }]);
  });

  it('clamps dates against today', () => {
    const { search } = setup();
    search.setStay({ checkin: '2026-11-01', checkout: '2026-11-01' }, today);
    expect(search.store.getState().stay).toEqual({ checkin: today, checkout: '2026-11-22' });
  });

  it('submit keeps at most 3 distinct recent searches newest first, persists them and announces the query', () => {
    const { search, storage, events } = setup();
    for (const q of ['Goa', 'Pune', 'Goa', 'Delhi', 'Agra']) {
      search.setPlace({ q, type: 'city', coordinates: { lat: 1, lng: 2 } });
      search.submit(today);
    }
    const recent = search.store.getState().recentSearches.map((r) => r.location);
    expect(recent).toEqual(['Agra', 'Delhi', 'Goa']);
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toHaveLength(3);
    expect(events.at(-1)).toEqual({
      type: 'search/changed',
      query: 'q=Agra&checkin=21-11-2026&checkout=22-11-2026&roomconfig=1-0',
    });
  });

  it('submit without a place announces but records nothing', () => {
    const { search, events } = setup();
    search.submit(today);
    expect(search.store.getState().recentSearches).toEqual([]);
    expect(events).toHaveLength(1);
  });

  it('home pre-fills place, dates and rooms from the last recent search (docs/rules.md section 2)', () => {
    const recent = [
      {
        location: 'Goa',
        range: { checkin: '2026-11-01', checkout: '2026-11-03' },
        rooms: [{ adults: 2, kids: 1 }],
        lat: 1,
        lng: 2,
      },
      { location: 'Pune', range: { checkin: '2026-12-01', checkout: '2026-12-03' }, rooms: [] },
    ];
    const { search } = setup({ [RECENT_SEARCHES_KEY]: JSON.stringify(recent) });
    search.prefillFromRecent(today);
    expect(search.store.getState().place).toBeNull();
    search.loadRecentSearches();
    search.prefillFromRecent(today);
    expect(search.store.getState()).toMatchObject({
      place: { q: 'Goa', coordinates: { lat: 1, lng: 2 } },
      stay: { checkin: today, checkout: '2026-11-22' },
      rooms: [{ adults: 2, kids: 1 }],
    });
  });

  it('ignores corrupt stored recent searches; sets room type and rate plan', () => {
    const { search } = setup({ [RECENT_SEARCHES_KEY]: '{"a":1}' });
    search.loadRecentSearches();
    expect(search.store.getState().recentSearches).toEqual([]);
    const broken = setup({ [RECENT_SEARCHES_KEY]: 'nope' }).search;
    broken.loadRecentSearches();
    expect(broken.store.getState().recentSearches).toEqual([]);
    search.setRoomType('oak', 'EP');
    expect(search.store.getState()).toMatchObject({ roomType: 'oak', ratePlan: 'EP' });
  });

  it('given each search, then a new pid (docs/rules.md 3), which a search without a place gets too', () => {
    const { search } = setup();
    expect(search.store.getState().pid).toBeNull();
    search.setPlace({ q: 'Goa', type: 'city' });
    search.submit(today);
    const first = search.store.getState().pid;
    expect(first).toEqual(expect.any(String));
    search.setPlace(null);
    search.submit(today);
    expect(search.store.getState().pid).not.toBe(first);
  });

  it("keeps the search's hotel_ids and the viewed hotel's room_types (docs/rules.md 3)", () => {
    const { search } = setup();
    expect(search.store.getState()).toMatchObject({ hotelIds: [], roomTypes: [] });
    search.setHotelIds([1042, 1001]);
    search.setRoomTypes(['acacia', 'oak']);
    expect(search.store.getState()).toMatchObject({ hotelIds: [1042, 1001], roomTypes: ['acacia', 'oak'] });
  });

  it('starts with the full search widget as the header and keeps the header a page asks for (docs/rules.md 3 searchHeaderType)', () => {
    const { search } = setup();
    expect(search.store.getState().searchHeaderType).toBe('widget');
    search.setSearchHeaderType('summary');
    expect(search.store.getState().searchHeaderType).toBe('summary');
  });
});
