import type { Suggestion } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { PLACE_ALIASES } from '../../seed/place-aliases';
import type { SearchName } from './text-match/best-name-match';
import { toSearchText } from './text-match/search-text';

/** A place or hotel as the search finds it: the suggestion it becomes and every name it is found by. */
export interface SearchEntry {
  readonly suggestion: Suggestion;
  /** Cities first, then localities, landmarks, amenities, hotels (the order among equally good matches). */
  readonly order: number;
  readonly names: readonly SearchName[];
}

/** What the search reads of a catalogue: its places and hotels by name. */
export type NamedCatalogue = Pick<Catalogue, 'cities' | 'localities' | 'landmarks' | 'amenities' | 'hotels'>;

export interface SearchIndex {
  readonly places: readonly SearchEntry[];
  readonly hotels: readonly SearchEntry[];
}

const named = (name: string, aliases: readonly string[] = []): SearchName[] => [
  { text: toSearchText(name), alias: null },
  ...aliases.map((alias) => ({ text: toSearchText(alias), alias })),
];

const area = (city = '', state = '', locality = '', landmark = '', search = '') => ({
  city,
  state,
  locality,
  landmark,
  search,
});

function buildIndex(catalogue: NamedCatalogue): SearchIndex {
  const cityById = new Map(catalogue.cities.map((c) => [c.id, c]));
  const places: SearchEntry[] = [];
  for (const c of catalogue.cities) {
    places.push({
      suggestion: {
        type: 'city',
        label: `${c.name}, ${c.state}`,
        q: c.slug,
        hotel_id: null,
        coordinates: { lat: c.lat, lng: c.lng },
        area: area(c.name, c.state, '', '', c.name),
      },
      order: 0,
      names: named(c.name, PLACE_ALIASES[c.name]?.city),
    });
  }
  for (const l of catalogue.localities) {
    const c = cityById.get(l.city_id);
    places.push({
      suggestion: {
        type: 'locality',
        label: `${l.name}, ${c?.name ?? ''}`,
        q: l.slug,
        hotel_id: null,
        coordinates: { lat: l.lat, lng: l.lng },
        area: area(c?.name, c?.state, l.name, '', l.name),
      },
      order: 1,
      names: named(l.name, c ? PLACE_ALIASES[c.name]?.localities?.[l.name] : undefined),
    });
  }
  for (const m of catalogue.landmarks) {
    const c = cityById.get(m.city_id);
    places.push({
      suggestion: {
        type: 'landmark',
        label: `${m.name}, ${c?.name ?? ''}`,
        q: m.slug,
        hotel_id: null,
        coordinates: { lat: m.lat, lng: m.lng },
        area: area(c?.name, c?.state, '', m.name, m.name),
      },
      order: 2,
      names: named(m.name, c ? PLACE_ALIASES[c.name]?.landmarks?.[m.name] : undefined),
    });
  }
  for (const a of catalogue.amenities) {
    places.push({
      suggestion: {
        type: 'amenity',
        label: `Hotels with ${a.name}`,
        q: a.slug,
        hotel_id: null,
        coordinates: null,
        area: area('', '', '', '', a.name),
      },
      order: 3,
      names: named(a.name),
    });
  }
  const hotels = catalogue.hotels
    .filter((h) => h.is_active)
    .map((h): SearchEntry => {
      const c = cityById.get(h.city_id);
      return {
        suggestion: {
          type: 'hotel',
          label: h.name,
          q: h.slug,
          hotel_id: h.id,
          coordinates: { lat: h.lat, lng: h.lng },
          area: area(c?.name, c?.state, '', '', h.name),
        },
        order: 4,
        names: named(h.name),
      };
    });
  return { places, hotels };
}

const indexes = new WeakMap<NamedCatalogue, SearchIndex>();

/**
 * The catalogue's names made ready for matching, once per catalogue (its names never change while it is loaded):
 * a keystroke then only prepares its own text. Old and common names come from seed/place-aliases.ts.
 */
export function searchIndexOf(catalogue: NamedCatalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}
