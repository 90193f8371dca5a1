import { CITIES, hotelsForCity } from './cities-data';
import { englishText } from '../i18n/content-texts';
import { hotelSummary } from './hotel-summary';
import { acceptsLocalIds, stayTimesOf } from './hotel-policies';
import { createRandom, slugify } from './random';
import { composeReviews } from './review-text';
import { AMENITIES, BED_TYPES, CATEGORIES, COLLECTIONS, HOTEL_NAME_PARTS, ROOM_TYPES } from './reference-data';
import { uniqueHotelName } from './unique-hotel-name';

/** How a hotel's name is made: the name word drawn for it, the name with any word, its summary for a name. */
interface HotelNaming {
  readonly word: string;
  readonly nameWith: (word: string) => string;
  readonly summary: (name: string) => string;
}

/**
 * Hotels that have left the chain: their rows stay (their ids are in old links and bookings) but they are not listed,
 * searched, priced or booked, and their page says the hotel is no longer on the site (410). One, so the catalogue
 * has the case: Medalio Orchid White Town, Puducherry.
 */
export const CLOSED_HOTEL_IDS: readonly number[] = [1727];

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
  // How each hotel's name is made, for giving a repeated name another name word once every name is known.
  const namings = new Map<number, HotelNaming>();

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
      const prefix = brand === 'medalio' ? 'Medalio' : brand === 'independent' ? 'Hotel' : 'Nivaas';
      const nameWith = (word: string) =>
        homestay ? `${locality.name} ${word} Homestay` : `${prefix} ${word} ${locality.name}`;
      const hotelName = nameWith(core);
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
      // Drawn to keep the main sequence (and so every later hotel) unchanged; the shown count comes from the reviews.
      rnd.int(20, 2400);
      const amenityCount = amenityIds.length;
      const summaryOf = (hotelName: string) =>
        hotelSummary(englishText, 'en-IN', {
          name: hotelName,
          homestay,
          locality: locality.name,
          city: name,
          amenities: amenityCount,
        });
      namings.set(hotelId, { word: core, nameWith, summary: summaryOf });
      const hotel: Record<string, unknown> = {
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
        // The hotel's typical rating; the rating shown is the average of the reviews seeded below.
        rating: Math.round((3 + rnd.next() * 2) * 10) / 10,
        rating_count: 0,
        base_rate: baseRate,
        amenity_ids: amenityIds.sort((a, b) => a - b),
        categories,
        collections,
        bed_types: rnd.sample(BED_TYPES, rnd.int(1, 3)),
        image_count: rnd.int(4, 6),
        summary: summaryOf(hotelName),
        contact_number: `+91 80${rnd.int(10000000, 99999999)}`,
        is_active: true,
      };
      hotels.push(hotel);
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
      const hotelReviews: (Record<string, unknown> & { rating: number })[] = [];
      for (let r = 0; r < 3; r += 1) {
        // Two draws that once picked a text and a name, kept so the main sequence (every later hotel) does not
        // move: the texts and names come from composeReviews below.
        rnd.next();
        rnd.next();
        hotelReviews.push({
          hotel_id: hotelId,
          rating: rnd.int(3, 5),
          source: 'tripadvisor',
          created_at: new Date(Date.UTC(2026, rnd.int(0, 9), rnd.int(1, 28))).toISOString(),
        });
      }
      hotelReviews.push(...moreReviews(seed, hotelId, hotel['rating'] as number));
      const times = stayTimesOf(hotelId);
      const coupleFriendly = categories.includes('couple-friendly-hotels') || collections.includes('Couple Friendly');
      const texts = composeReviews(
        {
          hotelId,
          locality: locality.name,
          amenities: new Set(amenityIds.map((id) => amenities[id - 1]?.slug ?? '')),
          coupleFriendly,
          homestay,
          checkin: clockLabel(times.checkin),
        },
        hotelReviews.map((review) => review.rating),
      );
      hotelReviews.forEach((review, i) => Object.assign(review, texts[i]));
      reviews.push(...hotelReviews);
      // Rating and count are the aggregate of the hotel's reviews, as the API keeps them (review-routes.ts).
      hotel['rating'] = averageRating(hotelReviews);
      hotel['rating_count'] = hotelReviews.length;
      // The hotel's own facts (hotel-policies.ts), so an answer never contradicts its Need to know.
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
              answer: acceptsLocalIds(collections)
                ? 'Yes, IDs with an address in this city are accepted at this property.'
                : 'No, IDs with an address in this city are not accepted here; please bring an ID from another city.',
            },
          ],
        });
      }
      if (h % 4 === 2) {
        questions.push({
          hotel_id: hotelId,
          page: null,
          question: 'What time is check-in?',
          answers: [
            {
              user: 'Hotel manager',
              date: '2026-04-11',
              verified: true,
              answer: `Check-in is from ${clockLabel(times.checkin)} and check-out by ${clockLabel(times.checkout)}.`,
            },
          ],
        });
      }
    }
  });
  renameRepeatedHotelNames(hotels, namings);
  for (const hotel of hotels) if (CLOSED_HOTEL_IDS.includes(hotel['id'] as number)) hotel['is_active'] = false;
  return { cities, localities, landmarks, amenities, hotels, roomTypes, reviews, questions };
}

/**
 * The first hotel of a name keeps it; a later one with the same name gets a name no hotel has (uniqueHotelName).
 * Done once every name is known, so a renamed hotel never takes the name another hotel was given, and a hotel
 * whose name was its own keeps it.
 */
function renameRepeatedHotelNames(hotels: Record<string, unknown>[], namings: ReadonlyMap<number, HotelNaming>): void {
  const taken = new Set(hotels.map((h) => h['name'] as string));
  const kept = new Set<string>();
  for (const hotel of hotels) {
    const name = hotel['name'] as string;
    const naming = namings.get(hotel['id'] as number);
    if (!kept.has(name) || !naming) {
      kept.add(name);
      continue;
    }
    const renamed = uniqueHotelName(taken, HOTEL_NAME_PARTS.core, naming.word, naming.nameWith);
    taken.add(renamed);
    kept.add(renamed);
    Object.assign(hotel, { name: renamed, slug: slugify(renamed), summary: naming.summary(renamed) });
  }
}

/**
 * A few more reviews per hotel around its typical rating, from a generator of their own (so the
 * main sequence, and with it the rest of the catalogue, does not move).
 */
function moreReviews(seed: number, hotelId: number, typical: number) {
  const r = createRandom((seed ^ Math.imul(hotelId, 2654435761)) >>> 0);
  return Array.from({ length: r.int(2, 17) }, () => {
    const rating = Math.min(5, Math.max(1, Math.round(typical + (r.next() - 0.5) * 2.4)));
    // Two draws that once picked a text and a name, kept so the dates do not move: composeReviews writes them.
    r.next();
    r.next();
    return {
      hotel_id: hotelId,
      rating,
      source: 'tripadvisor',
      created_at: new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28))).toISOString(),
    };
  });
}

/** "14:00" as a guest reads it: "2 PM" ("12:30" is "12:30 PM"). */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The aggregate the API shows: the mean rounded to one decimal (PostgreSQL's round(avg(rating), 1)). */
export function averageRating(reviews: readonly { rating: number }[]): number {
  if (!reviews.length) return 0;
  // Integer arithmetic first: x.x5 must round like PostgreSQL's exact numeric does.
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) * 10) / reviews.length) / 10;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
