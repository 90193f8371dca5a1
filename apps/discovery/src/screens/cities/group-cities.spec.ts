import { filterCities, groupCities, sortCities } from './group-cities';
import { apiCity } from '../../testing/city-fixtures';

const city = (name: string, state: string) => apiCity(name, { state });
const CITIES = [
  city('Pune', 'Maharashtra'),
  city('agra', 'Uttar Pradesh'),
  city('Mumbai', 'Maharashtra'),
  city('Bengaluru', 'Karnataka'),
  city('Mysuru', 'Karnataka'),
];

describe('cities: sorted by name (docs/rules.md 7), grouped, filtered', () => {
  it('sorts by name whatever order and case the API sends', () => {
    expect(sortCities(CITIES).map((c) => c.name)).toEqual(['agra', 'Bengaluru', 'Mumbai', 'Mysuru', 'Pune']);
  });

  it('groups by first letter, letters in order', () => {
    expect(groupCities(CITIES, 'letter').map((g) => [g.key, g.cities.map((c) => c.name)])).toEqual([
      ['A', ['agra']],
      ['B', ['Bengaluru']],
      ['M', ['Mumbai', 'Mysuru']],
      ['P', ['Pune']],
    ]);
  });

  it('groups by state, states in order and cities by name inside', () => {
    expect(groupCities(CITIES, 'state').map((g) => [g.key, g.cities.map((c) => c.name)])).toEqual([
      ['Karnataka', ['Bengaluru', 'Mysuru']],
      ['Maharashtra', ['Mumbai', 'Pune']],
      ['Uttar Pradesh', ['agra']],
    ]);
  });

  it('filters by city or state, ignoring case and spaces', () => {
    expect(filterCities(CITIES, ' karna ').map((c) => c.name)).toEqual(['Bengaluru', 'Mysuru']);
    expect(filterCities(CITIES, 'MU').map((c) => c.name)).toEqual(['Mumbai']);
    expect(filterCities(CITIES, '')).toHaveLength(5);
  });
});
