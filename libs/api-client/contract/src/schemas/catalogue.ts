import { Type, type Static } from 'typebox';
import { Amenity, HotelSummary } from './hotel';
import { Coordinates, MAX_PAGE } from './common';

export const City = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  state: Type.String(),
  coordinates: Coordinates,
  hotel_count: Type.Integer(),
  image_url: Type.String(),
  is_popular: Type.Boolean(),
  localities: Type.Array(Type.Object({ name: Type.String(), slug: Type.String(), coordinates: Coordinates })),
});
export type City = Static<typeof City>;
export const CitiesResponse = Type.Object({ data: Type.Array(City) });

/**
 * A landmark of the catalogue: what `/hotels-near-{landmark}/` names by `slug`. The shell server reads the slugs so an
 * unknown landmark is a real 404 before the page's head goes out.
 */
export const CatalogueLandmark = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  city_slug: Type.String(),
  coordinates: Coordinates,
});
export const LandmarksResponse = Type.Object({ data: Type.Array(CatalogueLandmark) });

/** `categories`: the listing categories of docs/rules.md 2's `/{category}-in-{city}/` routes (budget-hotels, ...). */
export const FacilitiesResponse = Type.Object({ data: Type.Array(Amenity), categories: Type.Array(Type.String()) });

/** Listing search: exactly what a listing route (docs/rules.md 2) names, resolved to hotels. */
export const SearchHotelsQuery = Type.Object({
  city: Type.Optional(Type.String({ maxLength: 60 })),
  locality: Type.Optional(Type.String({ maxLength: 60 })),
  landmark: Type.Optional(Type.String({ maxLength: 80 })),
  amenity: Type.Optional(Type.String({ maxLength: 60 })),
  category: Type.Optional(Type.String({ maxLength: 60 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  radius_km: Type.Optional(Type.Number({ minimum: 0.5, maximum: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
});
export type SearchHotelsQuery = Static<typeof SearchHotelsQuery>;
export const SearchHotelsResponse = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  hotel_ids: Type.Array(Type.Integer()),
  hotels: Type.Array(HotelSummary),
});
export type SearchHotelsResponse = Static<typeof SearchHotelsResponse>;

export const SuggestionType = Type.Union([
  Type.Literal('city'),
  Type.Literal('locality'),
  Type.Literal('landmark'),
  Type.Literal('amenity'),
  Type.Literal('hotel'),
]);
export const Suggestion = Type.Object({
  type: SuggestionType,
  label: Type.String(),
  q: Type.String(),
  hotel_id: Type.Union([Type.Integer(), Type.Null()]),
  coordinates: Type.Union([Coordinates, Type.Null()]),
  area: Type.Object({
    city: Type.String(),
    state: Type.String(),
    locality: Type.String(),
    landmark: Type.String(),
    search: Type.String(),
  }),
  /**
   * The other name the text matched when it was not the place's own: an old or common name ("Bangalore" for
   * Bengaluru, "BLR Airport"). The label keeps the place's own name; a client may show this beside it.
   */
  alias: Type.Optional(Type.String()),
});
export type Suggestion = Static<typeof Suggestion>;
export const SuggestionsQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export const SuggestionsResponse = Type.Object({ suggestions: Type.Array(Suggestion) });
