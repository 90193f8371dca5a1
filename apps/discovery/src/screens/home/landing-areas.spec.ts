import { landingCityAreas } from './landing-areas';

const area = (name: string, hotel_count: unknown) => ({ name, slug: name.toLowerCase(), hotel_count });

describe('landingCityAreas (the landing cities with their areas that have hotels)', () => {
  it('keeps the areas with hotels, in the order given, at most six', () => {
    const city = {
      name: 'Bengaluru',
      slug: 'bengaluru',
      localities: [area('Koramangala', 12), area('Empty', 0), ...['A', 'B', 'C', 'D', 'E', 'F'].map((n) => area(n, 3))],
    };
    const [read] = landingCityAreas([city]);
    expect(read?.city).toBe('Bengaluru');
    expect(read?.areas.map((a) => a.name)).toEqual(['Koramangala', 'A', 'B', 'C', 'D', 'E']);
    expect(read?.areas[0]).toEqual({ name: 'Koramangala', slug: 'koramangala', hotelCount: 12 });
  });

  it.each([
    ['not a list', { name: 'Goa' }],
    ['a city without a slug', [{ name: 'Goa', localities: [area('Calangute', 3)] }]],
    ['a city whose areas have no counts', [{ name: 'Goa', slug: 'goa', localities: [area('Calangute', '3')] }]],
    ['a city with no areas', [{ name: 'Goa', slug: 'goa' }]],
  ])('given %s, then nothing', (_case, value) => {
    expect(landingCityAreas(value)).toEqual([]);
  });
});
