import { specialRateHotels } from './special-rate-hotels';

const hotel = {
  id: 1042,
  name: 'Nivaas Koramangala Residency',
  address: { city: 'Bengaluru', city_slug: 'bengaluru', locality: 'Koramangala' },
  rating_summary: { rating: 4.3, count: 120 },
  images: [],
};
const value = { code: 'new_year', percent_off: 15, checkin: '2026-12-30', checkout: '2027-01-01', hotels: [hotel] };

describe('specialRateHotels (content special_rate_hotels, read defensively)', () => {
  it('given the special, then its percentage, first and last night, the stay and the hotels', () => {
    expect(specialRateHotels(value)).toMatchObject({
      percentOff: 15,
      firstNight: '2026-12-30',
      lastNight: '2026-12-31',
      checkin: '2026-12-30',
      checkout: '2027-01-01',
      hotels: [{ id: 1042, citySlug: 'bengaluru' }],
    });
  });

  it.each([
    ['nothing', undefined],
    ['a list (the old shape)', [hotel]],
    ['another special', { ...value, code: 'diwali' }],
    ['no percentage', { ...value, percent_off: null }],
    ['a percentage of 0', { ...value, percent_off: 0 }],
    ['a percentage of 100', { ...value, percent_off: 100 }],
    ['a bad date', { ...value, checkin: '30-12-2026' }],
    ['check-out before check-in', { ...value, checkout: '2026-12-29' }],
    ['no hotels', { ...value, hotels: [] }],
    ['hotels that cannot be read', { ...value, hotels: [{ id: 'x' }, null] }],
  ])('given %s, then no section', (_case, content) => {
    expect(specialRateHotels(content)).toBeNull();
  });
});
