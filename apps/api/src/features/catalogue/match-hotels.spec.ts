import { seededCatalogue } from '../../testing/seeded-catalogue';
import { matchHotels } from './match-hotels';
import { compareMatches, MatchTier } from './text-match/match-name';

const catalogue = seededCatalogue();
const nameOf = (id: number) => catalogue.hotels.find((h) => h.id === id)?.name;

describe('matchHotels: the search screen finds hotels by name, typos forgiven', () => {
  it('given "Nivas Orchid", then every Nivaas Orchid hotel and nothing else', () => {
    const found = matchHotels(catalogue, 'Nivas Orchid');
    const expected = catalogue.hotels.filter((h) => h.name.startsWith('Nivaas Orchid ')).map((h) => h.id);
    expect(expected.length).toBeGreaterThan(10);
    expect([...found.keys()].sort()).toEqual(expected.sort());
  });

  it('given a hotel name with typos, then that hotel is the best match', () => {
    const found = [...matchHotels(catalogue, 'nivas orchid koramangla')].sort(([, a], [, b]) => compareMatches(a, b));
    expect(found.map(([id]) => nameOf(id))).toEqual(['Nivaas Orchid Koramangala']);
  });

  it('given a name as written, then it matches exactly, better than any other hotel', () => {
    const found = matchHotels(catalogue, 'Nivaas Orchid Koramangala');
    expect(found.get(1001)).toMatchObject({ tier: MatchTier.exact, edits: 0 });
    for (const [id, match] of found) if (id !== 1001) expect(match.tier).toBeGreaterThan(MatchTier.exact);
  });

  it('given a locality, then the hotels named after it', () => {
    const found = matchHotels(catalogue, 'Koramangala');
    expect(found.size).toBeGreaterThan(5);
    for (const id of found.keys()) expect(nameOf(id)).toContain('Koramangala');
  });

  it('given nothing searchable, then no hotel', () => {
    for (const text of ['', '  ', '%', '🙂', 'x'.repeat(500)]) expect(matchHotels(catalogue, text).size).toBe(0);
  });
});
