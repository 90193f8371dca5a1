import type { Suggestion } from '@nivaas/api-client/contract';
import { type Place, type SearchState } from '@nivaas/state';
import { type IsoDate } from '@nivaas/domain';
import { clampStay, defaultStay, type StayRange } from '@nivaas/domain/dates';
import { clampRoom, DEFAULT_ROOMS, type Room } from '@nivaas/domain/rooms';
import { type RecentSearch } from '@nivaas/domain/search';

/**
 * What the widget edits before the visitor submits. It starts from the shared search state and
 * is committed to it only on submit, so closing "modify search" without searching changes nothing.
 */
export interface SearchDraft {
  readonly text: string;
  readonly suggestion: Suggestion | null;
  /** Where a pre-filled place was: tells two places of the same name apart when it is resolved. */
  readonly coordinates: { readonly lat: number; readonly lng: number } | null;
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
}

export function draftFromState(state: SearchState, today: IsoDate): SearchDraft {
  return {
    text: state.place?.q ?? '',
    suggestion: null,
    coordinates: state.place?.coordinates ?? null,
    stay: clampStay(state.stay ?? defaultStay(today), today),
    rooms: state.rooms.length ? state.rooms : DEFAULT_ROOMS,
  };
}

/** A recent search picked from the list brings back its place, dates (clamped) and rooms. */
export function draftFromRecent(recent: RecentSearch, today: IsoDate): SearchDraft {
  return {
    text: recent.location,
    suggestion: null,
    coordinates: recent.lat != null && recent.lng != null ? { lat: recent.lat, lng: recent.lng } : null,
    stay: clampStay(recent.range, today),
    rooms: recent.rooms.length ? recent.rooms.map(clampRoom) : DEFAULT_ROOMS,
  };
}

/** The text a suggestion puts in the field: its plain name, which also finds it again later. */
export const suggestionText = (suggestion: Suggestion): string => suggestion.area.search || suggestion.label;

/** The shared store's place for a submitted search (docs/rules.md 3: searchInput.place). */
export function placeOf(text: string, suggestion: Suggestion | null, coordinates: SearchDraft['coordinates']): Place {
  if (!suggestion) return { q: text, type: 'text', hotelId: null, coordinates };
  return {
    q: text,
    type: suggestion.type,
    hotelId: suggestion.hotel_id === null ? null : String(suggestion.hotel_id),
    coordinates: suggestion.coordinates,
    area: suggestion.area,
  };
}
