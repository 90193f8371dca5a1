import type { Amenity, City, HotelDetails, HotelSummary, RoomType } from '@nivaas/api-client/contract';
import { roomTypeId, sortRoomTypes } from '@nivaas/domain/hotel';
import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import type { Queryable } from '../db/database';
import { createTextOf, englishText, groupTexts, readsEnglish, type TextOf } from '../i18n/content-texts';
import { hotelPolicies } from '../seed/hotel-policies';
import { hotelSummary } from '../seed/hotel-summary';
import { BRANDS, ROOM_TYPES } from '../seed/reference-data';
import { hotelImages } from './image-urls';

type Policy = HotelDetails['policies'][number];

interface HotelRow {
  id: number;
  slug: string;
  name: string;
  city_id: number;
  locality_id: number;
  street: string;
  pincode: string;
  lat: number;
  lng: number;
  brand: string;
  property_type: 'hotel' | 'homestay';
  rank: number;
  promoted: boolean;
  steal_deal: boolean;
  hygiene_shield: boolean;
  rating: number;
  rating_count: number;
  base_rate: number;
  amenity_ids: number[];
  categories: string[];
  collections: string[];
  bed_types: string[];
  image_count: number;
  summary: string;
  contact_number: string;
  is_active: boolean;
}
export interface RoomTypeRow {
  hotel_id: number;
  type: string;
  position: number;
  room_count: number;
  max_adults: number;
  max_children: number;
  rate_factor: number;
}
interface PlaceRow {
  id: number;
  city_id: number;
  slug: string;
  name: string;
  lat: number;
  lng: number;
}
interface CityRow {
  id: number;
  slug: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  is_popular: boolean;
  position: number;
}

/**
 * The catalogue is read-mostly and small (hundreds of hotels), so it is loaded once into memory:
 * listings and pricing then never join catalogue tables per request. Inventory stays in the database.
 */
export interface Catalogue {
  readonly cities: CityRow[];
  readonly citiesBySlug: Map<string, CityRow>;
  readonly localities: PlaceRow[];
  readonly landmarks: PlaceRow[];
  readonly amenities: Amenity[];
  readonly hotels: HotelRow[];
  readonly hotelsById: Map<number, HotelRow>;
  readonly roomTypes: Map<number, RoomTypeRow[]>;
  summary(hotel: HotelRow, from?: { lat: number; lng: number } | null, locale?: Locale): HotelSummary;
  details(hotel: HotelRow, locale?: Locale): HotelDetails;
  /** Every amenity with its name in `locale`. */
  amenitiesIn(locale: Locale): Amenity[];
  /** The one translation of the API (i18n/content-texts.ts), from the content_texts loaded with the catalogue. */
  readonly text: TextOf;
  city(row: CityRow): City;
  /** Sets a hotel's rating aggregate after a review was written (hotel-ratings.ts keeps the database in step). */
  setRating(hotelId: number, rating: number, count: number): void;
  /**
   * Reloads every hotel's rating aggregate when the copy in memory is older than maxAgeMs: a safety net behind the
   * change notices (catalogue-invalidation.ts), which bring another instance's changes within a second.
   */
  refreshRatings(db: Queryable, maxAgeMs?: number): Promise<void>;
  /**
   * Reloads these hotels' rows, room types and policies from the database now (null: every hotel), in place (the
   * objects readers hold see the new values; a new hotel is added, a deleted one removed), then tells onChange.
   */
  reload(db: Queryable, hotelIds: readonly number[] | null): Promise<void>;
  /** Tells the onChange listeners that answers built on these hotels (null: any) are stale, without reloading. */
  changed(hotelIds: readonly number[] | null): void;
  /** Called after each reload or change: caches built on the catalogue (quotes, listing answers) drop what it names. */
  onChange(listener: (hotelIds: readonly number[] | null) => void): () => void;
}
export type { HotelRow, CityRow, PlaceRow };

/** A room type's description (key room.description), of its name and its bed, each in the same locale. */
export const ROOM_DESCRIPTION = '{room} with {bed} bed';

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const [cities, localities, landmarks, amenities, hotels, roomTypes, policies, texts] = await Promise.all([
    db.query<CityRow>('SELECT * FROM cities ORDER BY position'),
    db.query<PlaceRow>('SELECT * FROM localities ORDER BY id'),
    db.query<PlaceRow>('SELECT * FROM landmarks ORDER BY id'),
    db.query<Amenity>('SELECT id, slug, name, category FROM amenities ORDER BY id'),
    db.query<HotelRow>('SELECT * FROM hotels ORDER BY city_id, rank'),
    db.query<RoomTypeRow>('SELECT * FROM room_types ORDER BY hotel_id, position'),
    db.query<Policy & { hotel_id: number }>('SELECT * FROM hotel_policies ORDER BY hotel_id, position'),
    db.query<{ locale: string; key: string; text: string }>('SELECT locale, key, text FROM content_texts'),
  ]);
  const text = createTextOf(groupTexts(texts));
  // Amenities are few and named in every listing card: each locale's copy is made once.
  const amenitiesByLocale = new Map<Locale, Map<number, Amenity>>();
  const amenityIn = (locale: Locale): Map<number, Amenity> => {
    let byId = amenitiesByLocale.get(locale);
    if (!byId) {
      byId = new Map(amenities.map((a) => [a.id, { ...a, name: text(locale, `amenity.${a.slug}`, a.name) }]));
      amenitiesByLocale.set(locale, byId);
    }
    return byId;
  };
  /**
   * A hotel's stored policies in `locale`: English as stored; another locale's text is the generator's, with the
   * same draws, in that locale. A stored policy the generator does not make stays as stored.
   */
  const policiesIn = (h: HotelRow, locale: Locale): Policy[] => {
    const stored = policiesByHotel.get(h.id) ?? [];
    if (readsEnglish(locale)) return stored;
    const translated = new Map(hotelPolicies(h, locale, text).map((p) => [p.policy_type, p]));
    return stored.map((policy) => {
      const own = translated.get(policy.policy_type);
      return own
        ? {
            ...policy,
            title: own.title,
            description: own.description,
            short_description: own.short_description,
          }
        : policy;
    });
  };
  const policiesByHotel = new Map<number, Policy[]>();
  for (const { hotel_id, ...policy } of policies)
    policiesByHotel.set(hotel_id, [...(policiesByHotel.get(hotel_id) ?? []), policy]);
  const hotelsById = new Map(hotels.map((h) => [h.id, h]));
  let ratingsLoadedAt = Date.now();
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const localityById = new Map(localities.map((l) => [l.id, l]));
  const roomTypesByHotel = new Map<number, RoomTypeRow[]>();
  for (const rt of roomTypes) roomTypesByHotel.set(rt.hotel_id, [...(roomTypesByHotel.get(rt.hotel_id) ?? []), rt]);
  const hotelCount = new Map<number, number>();
  const countHotels = () => {
    hotelCount.clear();
    // A city's count is of the hotels it lists: one that left the chain is not counted.
    for (const h of hotels) if (h.is_active) hotelCount.set(h.city_id, (hotelCount.get(h.city_id) ?? 0) + 1);
  };
  countHotels();
  const listeners = new Set<(hotelIds: readonly number[] | null) => void>();
  const changed = (hotelIds: readonly number[] | null) => {
    for (const listener of listeners) listener(hotelIds);
  };
  /** Replaces the lists kept per hotel (room types, policies) for the hotels reloaded. */
  const replaceByHotel = <R extends { hotel_id: number }, V>(
    target: Map<number, V[]>,
    rows: readonly R[],
    ids: Iterable<number>,
    value: (row: R) => V,
  ) => {
    const grouped = new Map<number, V[]>();
    for (const row of rows) grouped.set(row.hotel_id, [...(grouped.get(row.hotel_id) ?? []), value(row)]);
    for (const id of ids) {
      const list = grouped.get(id);
      if (list) target.set(id, list);
      else target.delete(id);
    }
  };
  const reload = async (db: Queryable, hotelIds: readonly number[] | null): Promise<void> => {
    const only = hotelIds ? [...new Set(hotelIds)] : null;
    if (only && only.length === 0) return;
    const params = only ? [only] : [];
    const [hotelRows, typeRows, policyRows] = await Promise.all([
      db.query<HotelRow>(
        `SELECT * FROM hotels ${only ? 'WHERE id = ANY($1::int[])' : ''} ORDER BY city_id, rank`,
        params,
      ),
      db.query<RoomTypeRow>(
        `SELECT * FROM room_types ${only ? 'WHERE hotel_id = ANY($1::int[])' : ''} ORDER BY hotel_id, position`,
        params,
      ),
      db.query<Policy & { hotel_id: number }>(
        `SELECT * FROM hotel_policies ${only ? 'WHERE hotel_id = ANY($1::int[])' : ''} ORDER BY hotel_id, position`,
        params,
      ),
    ]);
    const found = new Set(hotelRows.map((h) => h.id));
    let added = false;
    for (const row of hotelRows) {
      const kept = hotelsById.get(row.id);
      if (kept) Object.assign(kept, row);
      else {
        hotelsById.set(row.id, row);
        hotels.push(row);
        added = true;
      }
    }
    const asked = only ? new Set(only) : null;
    for (let i = hotels.length - 1; i >= 0; i--) {
      const id = hotels[i]!.id;
      if ((!asked || asked.has(id)) && !found.has(id)) {
        hotelsById.delete(id);
        hotels.splice(i, 1);
      }
    }
    if (added) hotels.sort((a, b) => a.city_id - b.city_id || a.rank - b.rank);
    const ids = only ?? [...new Set([...hotelsById.keys(), ...roomTypesByHotel.keys(), ...policiesByHotel.keys()])];
    replaceByHotel(roomTypesByHotel, typeRows, ids, (row) => row);
    replaceByHotel(policiesByHotel, policyRows, ids, ({ hotel_id: _hotel, ...policy }) => policy as Policy);
    countHotels();
    if (!only) ratingsLoadedAt = Date.now();
    changed(only);
  };

  const summary = (
    h: HotelRow,
    from?: { lat: number; lng: number } | null,
    locale: Locale = DEFAULT_LOCALE,
  ): HotelSummary => {
    const amenityById = amenityIn(locale);
    const city = cityById.get(h.city_id);
    const locality = localityById.get(h.locality_id);
    const brand = BRANDS[h.brand] ?? BRANDS['independent'];
    return {
      id: h.id,
      name: h.name,
      slug: h.slug,
      address: {
        city: city?.name ?? '',
        city_slug: city?.slug ?? '',
        locality: locality?.name ?? '',
        locality_slug: locality?.slug ?? '',
        street: h.street,
        pincode: h.pincode,
        state: city?.state ?? '',
        country: 'India',
        landmarks: landmarks
          .filter((m) => m.city_id === h.city_id)
          .map((m) => ({ id: m.id, name: m.name, slug: m.slug, coordinates: { lat: m.lat, lng: m.lng } })),
      },
      coordinates: { lat: h.lat, lng: h.lng },
      rank: h.rank,
      promoted: h.promoted,
      steal_deal: h.steal_deal,
      hygiene_shield: h.hygiene_shield,
      property_type: h.property_type,
      brand: {
        code: h.brand,
        name: brand?.name ?? h.brand,
        display_name: brand?.display_name ?? h.brand,
        status: 'active',
        class: brand?.class ?? '',
      },
      amenities: h.amenity_ids.map((id) => amenityById.get(id)).filter((a): a is Amenity => !!a),
      popular_collections: h.collections,
      categories: h.categories,
      available_bed_types: h.bed_types,
      distance: from ? Math.round(distanceKm(from, { lat: h.lat, lng: h.lng }) * 10) / 10 : null,
      images: hotelImages(h.id, h.image_count, h.name),
      rating_summary: { rating: h.rating, count: h.rating_count },
      ta_review: { ta_enabled: true, rating: h.rating, count: h.rating_count },
      is_active: h.is_active,
    };
  };

  /**
   * The hotel's summary in `locale`. A summary the catalogue generated (the stored text is the English template's)
   * is written from the template in the locale; one a person wrote is sent as written (docs: apps/api/README.md).
   */
  const localSummary = (h: HotelRow, locale: Locale): string => {
    if (readsEnglish(locale)) return h.summary;
    const facts = {
      name: h.name,
      homestay: h.property_type === 'homestay',
      locality: localityById.get(h.locality_id)?.name ?? '',
      city: cityById.get(h.city_id)?.name ?? '',
      amenities: h.amenity_ids.length,
    };
    return hotelSummary(englishText, 'en-IN', facts) === h.summary ? hotelSummary(text, locale, facts) : h.summary;
  };

  const details = (h: HotelRow, locale: Locale = DEFAULT_LOCALE): HotelDetails => {
    const base = summary(h, null, locale);
    // docs/rules.md 3: held as byId and ids, ids {hotelId}|{roomType}, in the order common, acacia, oak, maple, mahogany
    // (@nivaas/domain's rules, whatever the stored positions say).
    const types = sortRoomTypes(roomTypesByHotel.get(h.id) ?? []);
    const byId: Record<string, RoomType> = {};
    for (const rt of types) {
      const meta = ROOM_TYPES.find((r) => r.type === rt.type);
      const id = roomTypeId(h.id, rt.type);
      const name = text(locale, `room.${rt.type}.name`, meta?.name ?? rt.type);
      const bed = text(locale, `bed.${meta?.bed ?? 'Queen'}`, meta?.bed ?? 'Queen');
      byId[id] = {
        id,
        type: rt.type,
        name,
        description: text(locale, 'room.description', ROOM_DESCRIPTION, { room: name, bed }),
        facilities: base.amenities.filter((a) => a.category === 'room').map((a) => a.name),
        max_adults: rt.max_adults,
        max_children: rt.max_children,
        max_guests: rt.max_adults + rt.max_children,
        occupancy: rt.max_adults,
        size: meta?.size ?? '',
        bed,
        room_count: rt.room_count,
      };
    }
    return {
      ...base,
      summary: localSummary(h, locale),
      room_amenities: base.amenities.filter((a) => a.category === 'room'),
      other_amenities: base.amenities.filter((a) => a.category !== 'room'),
      policies: policiesIn(h, locale),
      available_room_types: types.map((t) => t.type),
      modified_available_room_types: types.map((t) => t.type.replace(/_/g, ' ')),
      room_types: { byId, ids: types.map((rt) => roomTypeId(h.id, rt.type)) },
      video_details: null,
    };
  };

  return {
    cities,
    citiesBySlug: new Map(cities.map((c) => [c.slug, c])),
    localities,
    landmarks,
    amenities,
    hotels,
    hotelsById,
    roomTypes: roomTypesByHotel,
    summary,
    details,
    amenitiesIn: (locale) => [...amenityIn(locale).values()],
    text,
    city: (c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      state: c.state,
      coordinates: { lat: c.lat, lng: c.lng },
      hotel_count: hotelCount.get(c.id) ?? 0,
      image_url: `/api/images/cities/${c.slug}-640.jpg`,
      is_popular: c.is_popular,
      localities: localities
        .filter((l) => l.city_id === c.id)
        .map((l) => ({ name: l.name, slug: l.slug, coordinates: { lat: l.lat, lng: l.lng } })),
    }),
    setRating: (hotelId, rating, count) => {
      const hotel = hotelsById.get(hotelId);
      if (hotel) Object.assign(hotel, { rating, rating_count: count });
    },
    reload,
    changed,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshRatings: async (db, maxAgeMs = 60_000) => {
      if (Date.now() - ratingsLoadedAt < maxAgeMs) return;
      ratingsLoadedAt = Date.now();
      const rows = await db.query<{ id: number; rating: number; rating_count: number }>(
        'SELECT id, rating, rating_count FROM hotels',
      );
      for (const r of rows) {
        const hotel = hotelsById.get(r.id);
        if (hotel) Object.assign(hotel, { rating: r.rating, rating_count: r.rating_count });
      }
    },
  };
}

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}
