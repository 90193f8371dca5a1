import { CITIES, hotelsForCity } from './cities-data';
import { createRandom, slugify } from './random';
import {
  AMENITIES,
  BED_TYPES,
  CATEGORIES,
  COLLECTIONS,
  GUEST_NAMES,
  HOTEL_NAME_PARTS,
  REVIEW_SNIPPETS,
  ROOM_TYPES,
} from './reference-data';

/** Rows of every catalogue table, generated from a fixed seed: the same catalogue everywhere. */
export function generateCatalogue(seed = 20260101) {
  const rnd = createRandom(seed);
  const cities: Record<string, unknown>[] = [];
  const localities: { id: number; city_id: number; slug: string; name: string; lat: number; lng: number }[] = [];
  const landmarks: Record<string, unknown>[] = [];
  const hotels: Record<string, unknown>[] = [];
  const roomTypes: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const questions: Record<string, unknown>[] = [];
  const amenities = AMENITIES.map(([slug, name, category], i) => ({ id: i + 1, slug, name, category }));
  const brandCodes = ['trip', 'trend', 'trend', 'trend', 'tryst', 'independent', 'medalio'];
  let hotelId = 1000;

  CITIES.forEach(([name, state, lat, lng, popular, locs, marks], ci) => {
    const cityId = ci + 1;
    cities.push({ id: cityId, slug: slugify(name), name, state, lat, lng, is_popular: popular, position: ci });
    const cityLocalities = locs.map(([lname, llat, llng]) => {
      const row = {
        id: localities.length + 1,
        city_id: cityId,
        slug: slugify(lname),
        name: lname,
        lat: llat,
        lng: llng,
      };
      localities.push(row);
      return row;
    });
    for (const [mname, mlat, mlng] of marks)
      landmarks.push({
        id: landmarks.length + 1,
        city_id: cityId,
        slug: slugify(mname),
        name: mname,
        lat: mlat,
        lng: mlng,
      });

    for (let h = 0; h < hotelsForCity(ci, popular); h += 1) {
      hotelId += 1;
      const locality = cityLocalities[h % cityLocalities.length] ?? cityLocalities[0];
      if (!locality) throw new Error(`city ${name} has no locality`);
      const brand = rnd.pick(brandCodes);
      const homestay = rnd.chance(0.12);
      const core = rnd.pick(HOTEL_NAME_PARTS.core);
      const hotelName = homestay
        ? `${locality.name} ${core} Homestay`
        : `${brand === 'medalio' ? 'Medalio' : brand === 'independent' ? 'Hotel' : 'Nivaas'} ${core} ${locality.name}`;
      const amenityIds = rnd
        .sample(
          amenities.filter((a) => a.category === 'hotel'),
          rnd.int(4, 9),
        )
        .map((a) => a.id);
      amenityIds.push(
        ...amenities
          .filter((a) => a.category === 'room')
          .filter(() => rnd.chance(0.6))
          .map((a) => a.id),
      );
      if (h % 3 === 0 && !amenityIds.includes(1)) amenityIds.push(1);
      const baseRate =
        Math.round(
          (rnd.int(9, 28) * 100 * ({ trip: 0.8, trend: 1, tryst: 1.6, medalio: 3.2, independent: 0.9 }[brand] ?? 1)) /
            50,
        ) * 50;
      const categories = [
        ...new Set(
          [
            baseRate <= 1800 ? 'budget-hotels' : null,
            rnd.chance(0.55) ? 'couple-friendly-hotels' : null,
            rnd.chance(0.4) ? 'family-hotels' : null,
            rnd.chance(0.3) ? 'business-hotels' : null,
            homestay ? 'homestays' : null,
          ].filter((c): c is (typeof CATEGORIES)[number] => !!c),
        ),
      ];
      const collections = rnd.sample(COLLECTIONS, rnd.int(1, 3));
      if (categories.includes('couple-friendly-hotels') && !collections.includes('Couple Friendly'))
        collections.push('Couple Friendly');
      const ratingCount = rnd.int(20, 2400);
      hotels.push({
        id: hotelId,
        slug: slugify(hotelName),
        name: hotelName,
        city_id: cityId,
        locality_id: locality.id,
        street: `${rnd.int(1, 220)}, ${rnd.pick(['1st Main Road', '2nd Cross', '80 Feet Road', 'Station Road', 'Ring Road', 'Temple Street', 'Market Road'])}`,
        pincode: String(rnd.int(110001, 799999)),
        lat: round6(locality.lat + (rnd.next() - 0.5) * 0.03),
        lng: round6(locality.lng + (rnd.next() - 0.5) * 0.03),
        brand,
        property_type: homestay ? 'homestay' : 'hotel',
        rank: h + 1,
        promoted: rnd.chance(0.08),
        steal_deal: rnd.chance(0.1),
        hygiene_shield: rnd.chance(0.7),
        rating: Math.round((3 + rnd.next() * 2) * 10) / 10,
        rating_count: ratingCount,
        base_rate: baseRate,
        amenity_ids: amenityIds.sort((a, b) => a - b),
        categories,
        collections,
        bed_types: rnd.sample(BED_TYPES, rnd.int(1, 3)),
        image_count: rnd.int(4, 6),
        summary: `${hotelName} is a ${homestay ? 'homestay' : 'hotel'} in ${locality.name}, ${name}, with clean rooms, ${amenityIds.length} amenities and 24x7 support.`,
        contact_number: `+91 80${rnd.int(10000000, 99999999)}`,
        is_active: true,
      });
      ROOM_TYPES.forEach((rt, position) => {
        if (position > 0 && position < 4 && rnd.chance(0.2)) return;
        roomTypes.push({
          hotel_id: hotelId,
          type: rt.type,
          position,
          room_count: rnd.int(2, 12),
          max_adults: rt.maxAdults,
          max_children: rt.maxChildren,
          rate_factor: rt.rateFactor,
        });
      });
      for (let r = 0; r < 3; r += 1) {
        const [title, text] = rnd.pick(REVIEW_SNIPPETS);
        reviews.push({
          hotel_id: hotelId,
          user_name: rnd.pick(GUEST_NAMES),
          rating: rnd.int(3, 5),
          title,
          text,
          source: 'tripadvisor',
          created_at: new Date(Date.UTC(2026, rnd.int(0, 9), rnd.int(1, 28))).toISOString(),
        });
      }
      if (h % 4 === 0) {
        questions.push({
          hotel_id: hotelId,
          page: null,
          question: 'Are local IDs accepted?',
          answers: [
            {
              user: 'Hotel manager',
              date: '2026-03-02',
              verified: true,
              answer: 'Yes, local IDs are accepted at this property.',
            },
          ],
        });
      }
    }
  });
  return { cities, localities, landmarks, amenities, hotels, roomTypes, reviews, questions };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
