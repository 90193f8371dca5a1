import { castDraft } from 'immer';
import type { KeyValueStorage } from '../adapters/key-value-storage';
import type { EventBus } from '../bus/create-event-bus';
import { type IsoDate } from '@nivaas/domain';
import { clampStay, type StayRange, defaultStay } from '@nivaas/domain/dates';
import { addRoom, changeGuests, clampRoom, removeRoom, type GuestType, type Room } from '@nivaas/domain/rooms';
import { addRecentSearch, readRecentSearches, type RecentSearch, toSiteSearchQuery } from '@nivaas/domain/search';
import { createStore, type Store } from '../store/create-store';
import {
  INITIAL_SEARCH,
  RECENT_SEARCHES_KEY,
  type Place,
  type SearchHeaderType,
  type SearchState,
} from './search-state';

export interface SearchStore {
  readonly store: Store<SearchState>;
  readonly setPlace: (place: Place | null) => void;
  /** Sets the dates, clamped by docs/rules.md section 5 against today. */
  readonly setStay: (stay: StayRange, today: IsoDate) => void;
  readonly setRooms: (rooms: readonly Room[]) => void;
  readonly addRoom: () => void;
  readonly removeRoom: () => void;
  readonly changeGuests: (index: number, type: GuestType, delta: number) => void;
  readonly setRoomType: (roomType: string | null, ratePlan: string | null) => void;
  /** Records the current search as a recent search and announces it on the bus. */
  readonly submit: (today: IsoDate) => void;
  /** docs/rules.md section 2: on the home page the last recent search pre-fills place, dates and rooms. */
  readonly prefillFromRecent: (today: IsoDate) => void;
  readonly loadRecentSearches: () => void;
  /** docs/rules.md 3 hotel_ids: the ids of the hotels the current search found. */
  readonly setHotelIds: (ids: readonly number[]) => void;
  /** docs/rules.md 3 room_types: the room type codes of the hotel being viewed. */
  readonly setRoomTypes: (codes: readonly string[]) => void;
  /** docs/rules.md 3 searchHeaderType: the page says which search header it shows. */
  readonly setSearchHeaderType: (type: SearchHeaderType) => void;
}

let lastPid = 0;
/** A payload id unique to this tab's searches: the corporate-price answer echoes it (docs/rules.md 7). */
const newPid = (): string => {
  lastPid += 1;
  return `search-${Date.now().toString(36)}-${lastPid}`;
};

/** What storage holds, checked entry by entry (readRecentSearches): a bad entry never reaches a screen. */
const readRecent = (storage: KeyValueStorage): RecentSearch[] => {
  try {
    return readRecentSearches(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]'));
  } catch {
    return [];
  }
};

export function createSearchStore({ bus, storage }: { bus: EventBus; storage: KeyValueStorage }): SearchStore {
  const store = createStore<SearchState>(INITIAL_SEARCH);
  const setRooms = (rooms: readonly Room[]) =>
    store.update((d) => {
      d.rooms = rooms.length ? rooms.map(clampRoom) : INITIAL_SEARCH.rooms.map(clampRoom);
    });
  return {
    store,
    setPlace: (place) => store.update((d) => void (d.place = place)),
    setStay: (stay, today) => store.update((d) => void (d.stay = clampStay(stay, today))),
    setRooms,
    addRoom: () => setRooms(addRoom(store.getState().rooms)),
    removeRoom: () => setRooms(removeRoom(store.getState().rooms)),
    changeGuests: (index, type, delta) => setRooms(changeGuests(store.getState().rooms, index, type, delta)),
    setRoomType: (roomType, ratePlan) =>
      store.update((d) => {
        d.roomType = roomType;
        d.ratePlan = ratePlan;
      }),
    submit: (today) => {
      const { place, stay, rooms } = store.getState();
      const range = clampStay(stay ?? defaultStay(today), today);
      if (place?.q) {
        const entry: RecentSearch = {
          location: place.q,
          range,
          rooms,
          lat: place.coordinates?.lat ?? null,
          lng: place.coordinates?.lng ?? null,
        };
        const recent = addRecentSearch(store.getState().recentSearches, entry);
        storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
        store.update((d) => {
          d.recentSearches = castDraft(recent);
          d.stay = range;
        });
      }
      store.update((d) => void (d.pid = newPid()));
      bus.emit({
        type: 'search/changed',
        query: toSiteSearchQuery({ q: place?.q ?? '', stay: range, rooms, extra: {} }),
      });
    },
    prefillFromRecent: (today) => {
      const last = store.getState().recentSearches[0];
      if (!last) return;
      store.update((d) => {
        const coordinates = last.lat != null && last.lng != null ? { lat: last.lat, lng: last.lng } : null;
        d.place = { q: last.location, type: 'recent', coordinates };
        d.stay = clampStay(last.range, today);
        d.rooms = last.rooms.map(clampRoom);
      });
    },
    loadRecentSearches: () => store.update((d) => void (d.recentSearches = castDraft(readRecent(storage)))),
    setHotelIds: (ids) => store.update((d) => void (d.hotelIds = [...ids])),
    setRoomTypes: (codes) => store.update((d) => void (d.roomTypes = [...codes])),
    setSearchHeaderType: (type) => store.update((d) => void (d.searchHeaderType = type)),
  };
}
