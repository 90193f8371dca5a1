import { averageRating, generateCatalogue } from './generate-catalogue';

/** Reviews with these ratings, in this order. */
const ratings = (...values: number[]) => values.map((rating) => ({ rating }));

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();

  it('gives every hotel the rating and count of its own seeded reviews (one aggregate everywhere)', () => {
    const byHotel = new Map<unknown, { rating: number }[]>();
    for (const r of catalogue.reviews as { hotel_id: number; rating: number }[])
      byHotel.set(r.hotel_id, [...(byHotel.get(r.hotel_id) ?? []), r]);
    for (const hotel of catalogue.hotels) {
      const reviews = byHotel.get(hotel['id']) ?? [];
      expect(reviews.length).toBeGreaterThanOrEqual(5);
      expect({ id: hotel['id'], rating: hotel['rating'], count: hotel['rating_count'] }).toEqual({
        id: hotel['id'],
        rating: averageRating(reviews),
        count: reviews.length,
      });
    }
  });

  it('rounds the average to one decimal like PostgreSQL, half away from zero', () => {
    // 17 fours and 3 fives: 4.15, which rounds up.
    expect(averageRating(ratings(4, 4, 4, 4, 4, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5))).toBe(4.2);
    expect(averageRating(ratings(3, 4))).toBe(3.5);
    expect(averageRating([])).toBe(0);
  });

  // Regression: the Koramangala listing showed "Nivaas Orchid Koramangala" four times (hotels 1001, 1037, 1049,
  // 1109): four hotels with one name, which a guest reads as one hotel listed again and again.
  it('gives every hotel a name and a slug no other hotel has', () => {
    const names = catalogue.hotels.map((h) => h['name']);
    const slugs = catalogue.hotels.map((h) => h['slug']);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
  });

  it('keeps the first hotel of a name as it was, and every hotel where it was', () => {
    const byId = new Map(catalogue.hotels.map((h) => [h['id'], h]));
    expect(byId.get(1001)).toMatchObject({ name: 'Nivaas Orchid Koramangala', slug: 'nivaas-orchid-koramangala' });
    expect(byId.get(1042)).toMatchObject({ name: 'Nivaas Suites Marathahalli' });
    expect(byId.get(1037)?.['name']).not.toBe('Nivaas Orchid Koramangala');
    expect(byId.get(1037)?.['locality_id']).toBe(byId.get(1001)?.['locality_id']);
    expect(String(byId.get(1037)?.['summary'])).toContain(String(byId.get(1037)?.['name']));
  });

  it('is the same catalogue on every run', () => {
    expect(JSON.stringify(generateCatalogue().hotels.slice(0, 20))).toBe(JSON.stringify(catalogue.hotels.slice(0, 20)));
  });
});
