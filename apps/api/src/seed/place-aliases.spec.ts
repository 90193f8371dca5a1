import { CITIES } from './cities-data';
import { PLACE_ALIASES } from './place-aliases';

const norm = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

describe('PLACE_ALIASES', () => {
  const cities = new Map(CITIES.map((row) => [row[0], row]));
  const realNames = new Set(
    CITIES.flatMap(([name, , , , , localities, landmarks]) => [
      name,
      ...localities.map(([n]) => n),
      ...landmarks.map(([n]) => n),
    ]).map(norm),
  );

  it('names only cities, localities and landmarks the catalogue has', () => {
    for (const [city, aliases] of Object.entries(PLACE_ALIASES)) {
      const row = cities.get(city);
      expect({ city, known: !!row }).toEqual({ city, known: true });
      const localities = new Set(row?.[5].map(([n]) => n));
      const landmarks = new Set(row?.[6].map(([n]) => n));
      for (const name of Object.keys(aliases.localities ?? {}))
        expect({ name, known: localities.has(name) }).toEqual({ name, known: true });
      for (const name of Object.keys(aliases.landmarks ?? {}))
        expect({ name, known: landmarks.has(name) }).toEqual({ name, known: true });
    }
  });

  it('never gives a place the real name of another place, nor one name to two places', () => {
    const all = Object.values(PLACE_ALIASES).flatMap((a) => [
      ...(a.city ?? []),
      ...Object.values(a.localities ?? {}).flat(),
      ...Object.values(a.landmarks ?? {}).flat(),
    ]);
    expect(all.filter((alias) => realNames.has(norm(alias)))).toEqual([]);
    const normalised = all.map(norm);
    expect(all.filter((_, i) => normalised.indexOf(normalised[i] ?? '') !== i)).toEqual([]);
  });

  it('has the old and common names visitors type for the big cities', () => {
    expect(PLACE_ALIASES['Bengaluru']?.city).toContain('Bangalore');
    expect(PLACE_ALIASES['Mumbai']?.city).toContain('Bombay');
    expect(PLACE_ALIASES['Gurugram']?.city).toContain('Gurgaon');
    expect(PLACE_ALIASES['Kolkata']?.city).toContain('Calcutta');
    expect(PLACE_ALIASES['Chennai']?.city).toContain('Madras');
  });
});
