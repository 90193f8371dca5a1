import type { City } from '@nivaas/api-client/contract';

export type CityGrouping = 'letter' | 'state';

/** What sorting, filtering and grouping read of a city. */
type Named = Pick<City, 'name' | 'state'>;

export interface CityGroup<C extends Named = City> {
  /** The letter or the state name: the group's heading and anchor. */
  readonly key: string;
  readonly cities: readonly C[];
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** docs/rules.md 7: cities sorted by name. Sorted here too, so the page holds the order whatever the API sends. */
export function sortCities<C extends Named>(cities: readonly C[]): C[] {
  return [...cities].sort(byName);
}

/** Cities whose name or state contains the text (case and accents ignored). */
export function filterCities<C extends Named>(cities: readonly C[], text: string): C[] {
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(text.trim());
  if (!wanted) return [...cities];
  return cities.filter((c) => fold(c.name).includes(wanted) || fold(c.state).includes(wanted));
}

/** Groups by first letter or by state; groups in alphabetical order, cities by name inside each. */
export function groupCities<C extends Named>(cities: readonly C[], by: CityGrouping): CityGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const city of sortCities(cities)) {
    const key = by === 'state' ? city.state || '—' : city.name.charAt(0).toLocaleUpperCase('en') || '#';
    const list = groups.get(key);
    if (list) list.push(city);
    else groups.set(key, [city]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([key, list]) => ({ key, cities: list }));
}
