import { averageRating, generateCatalogue } from './generate-catalogue';

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
    expect(
      averageRating([
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 5 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 5 },
        { rating: 5 },
      ]),
    ).toBe(4.2);
    expect(averageRating([{ rating: 3 }, { rating: 4 }])).toBe(3.5);
    expect(averageRating([])).toBe(0);
  });

  it('is the same catalogue on every run', () => {
    expect(JSON.stringify(generateCatalogue().hotels.slice(0, 20))).toBe(JSON.stringify(catalogue.hotels.slice(0, 20)));
  });
});
