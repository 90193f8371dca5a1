import { Type, type Static } from 'typebox';
import { Coordinates } from './common';

export const HotelImage = Type.Object({
  id: Type.Integer(),
  image_name: Type.String(),
  image_callout: Type.String(),
  /** Largest width; other widths come from `srcset` (same path, `-{width}.jpg`). */
  url: Type.String(),
  srcset: Type.Array(Type.Object({ width: Type.Integer(), height: Type.Integer(), url: Type.String() })),
  width: Type.Integer(),
  height: Type.Integer(),
  position: Type.Integer(),
  category: Type.String(),
  room_type_code: Type.Union([Type.String(), Type.Null()]),
});

export type HotelImage = Static<typeof HotelImage>;

export const Amenity = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  category: Type.String(),
});
export type Amenity = Static<typeof Amenity>;

export const Landmark = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  coordinates: Coordinates,
});

export const Policy = Type.Object({
  policy_type: Type.String(),
  title: Type.String(),
  description: Type.String(),
  short_description: Type.String(),
  display_in_policy: Type.Boolean(),
  display_in_need_to_know: Type.Boolean(),
  position: Type.Integer(),
});

export const Brand = Type.Object({
  code: Type.String(),
  name: Type.String(),
  display_name: Type.String(),
  status: Type.String(),
  class: Type.String(),
});

/** Room types in docs/rules.md order: common, acacia, oak, maple, mahogany. Id `{hotelId}|{type}`. */
export const RoomType = Type.Object({
  id: Type.String(),
  type: Type.String(),
  name: Type.String(),
  description: Type.String(),
  facilities: Type.Array(Type.String()),
  max_adults: Type.Integer(),
  max_children: Type.Integer(),
  max_guests: Type.Integer(),
  occupancy: Type.Integer(),
  size: Type.String(),
  bed: Type.String(),
  room_count: Type.Integer(),
});
export type RoomType = Static<typeof RoomType>;

export const HotelAddress = Type.Object({
  city: Type.String(),
  city_slug: Type.String(),
  locality: Type.String(),
  locality_slug: Type.String(),
  street: Type.String(),
  pincode: Type.String(),
  state: Type.String(),
  country: Type.String(),
  landmarks: Type.Array(Landmark),
});

/** Summary used by listings. */
export const HotelSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  address: HotelAddress,
  coordinates: Coordinates,
  rank: Type.Integer(),
  promoted: Type.Boolean(),
  steal_deal: Type.Boolean(),
  hygiene_shield: Type.Boolean(),
  property_type: Type.Union([Type.Literal('hotel'), Type.Literal('homestay')]),
  brand: Brand,
  amenities: Type.Array(Amenity),
  popular_collections: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  available_bed_types: Type.Array(Type.String()),
  distance: Type.Union([Type.Number(), Type.Null()]),
  images: Type.Array(HotelImage),
  rating_summary: Type.Object({ rating: Type.Number(), count: Type.Integer() }),
  ta_review: Type.Object({ ta_enabled: Type.Boolean(), rating: Type.Number(), count: Type.Integer() }),
  is_active: Type.Boolean(),
});
export type HotelSummary = Static<typeof HotelSummary>;

export const HotelDetails = Type.Object({
  ...HotelSummary.properties,
  summary: Type.String(),
  room_amenities: Type.Array(Amenity),
  other_amenities: Type.Array(Amenity),
  policies: Type.Array(Policy),
  available_room_types: Type.Array(Type.String()),
  modified_available_room_types: Type.Array(Type.String()),
  room_types: Type.Object({ byId: Type.Record(Type.String(), RoomType), ids: Type.Array(Type.String()) }),
  video_details: Type.Union([Type.Object({ url: Type.String(), thumbnail: Type.String() }), Type.Null()]),
});
export type HotelDetails = Static<typeof HotelDetails>;
