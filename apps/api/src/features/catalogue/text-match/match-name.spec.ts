import { compareMatches, editBudget, matchName, MatchTier } from './match-name';
import { toSearchText } from './search-text';

const match = (typed: string, name: string) => matchName(toSearchText(typed), toSearchText(name));

describe('matchName', () => {
  it('given the whole name, whatever its case, spacing or punctuation, then it is exact', () => {
    expect(match('goa', 'Goa')).toEqual({ tier: MatchTier.exact, edits: 0 });
    expect(match('E-City', 'E City')).toEqual({ tier: MatchTier.exact, edits: 0 });
    expect(match('indira nagar', 'Indiranagar')).toEqual({ tier: MatchTier.exact, edits: 0 });
    expect(match('  MG   road ', 'MG Road')).toEqual({ tier: MatchTier.exact, edits: 0 });
  });

  it('given the beginning of the name, then it is a prefix; of its words in any order, a word prefix', () => {
    expect(match('bengal', 'Bengaluru')).toEqual({ tier: MatchTier.prefix, edits: 0 });
    expect(match('orchid kora', 'Nivaas Orchid Koramangala')).toEqual({ tier: MatchTier.wordPrefix, edits: 0 });
    expect(match('palace', 'Bangalore Palace')).toEqual({ tier: MatchTier.wordPrefix, edits: 0 });
  });

  it('given three letters or more inside a word, then it is a substring; fewer find nothing there', () => {
    expect(match('galore', 'Bangalore Palace')).toEqual({ tier: MatchTier.substring, edits: 0 });
    expect(match('wifi', 'Free Wi-Fi')).toEqual({ tier: MatchTier.substring, edits: 0 });
    expect(match('al', 'Bengaluru')).toBeNull();
  });

  it('given common misspellings, then they match within the typing errors allowed', () => {
    expect(match('Koramangla', 'Koramangala')).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
    expect(match('Kormangala', 'Koramangala')).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
    expect(match('Whitefeild', 'Whitefield')).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
    expect(match('Marathalli', 'Marathahalli')).toEqual({ tier: MatchTier.fuzzy, edits: 2 });
    expect(match('Banglore', 'Bangalore')).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
    expect(match('Hydrabad', 'Hyderabad')).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
  });

  it('given a hotel name with a typo in one word, then the words still find it, also half typed', () => {
    expect(match('Nivas Orchid', 'Nivaas Orchid Koramangala')).toEqual({ tier: MatchTier.fuzzyPart, edits: 1 });
    expect(match('nivas orchid koramangla', 'Nivaas Orchid Koramangala')).toEqual({ tier: MatchTier.fuzzy, edits: 2 });
    expect(match('orchd nivaas', 'Nivaas Orchid Koramangala')).toEqual({ tier: MatchTier.fuzzyPart, edits: 1 });
    expect(match('Nivas Orc', 'Nivaas Orchid Koramangala')).toEqual({ tier: MatchTier.fuzzyPart, edits: 1 });
  });

  it('given a misspelt whole name, then it ranks before a name that only begins like it', () => {
    const whole = match('Banglore', 'Bangalore');
    const start = match('Banglore', 'Bangalore Palace');
    expect(whole).toEqual({ tier: MatchTier.fuzzy, edits: 1 });
    expect(start).toEqual({ tier: MatchTier.fuzzyPart, edits: 1 });
    if (whole && start) expect(compareMatches(whole, start)).toBeLessThan(0);
  });

  it('given a short query, then nothing is forgiven: "go" and "goa" match only what they spell', () => {
    expect(match('go', 'Goa')).toEqual({ tier: MatchTier.prefix, edits: 0 });
    for (const name of ['Agra', 'Gao', 'Noida', 'Pune', 'Gomti Nagar', 'Udaipur', 'Lotus']) {
      expect(match('go', name)?.tier ?? null).not.toBe(MatchTier.fuzzy);
      expect(match('goa', name)).toBeNull();
    }
    expect(match('go', 'Agra')).toBeNull();
    expect(match('pun', 'Pan')).toBeNull();
  });

  it('given something that spells no name, then null', () => {
    expect(match('xyzzy', 'Koramangala')).toBeNull();
    expect(match('bombay', 'Mumbai')).toBeNull();
    expect(match('qqqqqqqqqq', 'Kempegowda International Airport')).toBeNull();
  });

  it('given nothing searchable, then nothing matches, and a 500-letter text is measured without failing', () => {
    for (const typed of ['', '   ', '%', '🙂']) expect(match(typed, 'Goa')).toBeNull();
    expect(match('a'.repeat(500), 'Goa')).toBeNull();
    expect(match('koramangala '.repeat(40), 'Koramangala')).toBeNull();
  });

  it('orders exact, prefix, word prefix, substring, misspelt whole name, misspelt part; fewer edits first', () => {
    const ranked = [
      { tier: MatchTier.fuzzy, edits: 2 },
      { tier: MatchTier.fuzzyPart, edits: 0 },
      { tier: MatchTier.substring, edits: 0 },
      { tier: MatchTier.fuzzy, edits: 1 },
      { tier: MatchTier.exact, edits: 0 },
      { tier: MatchTier.prefix, edits: 0 },
    ].sort(compareMatches);
    expect(ranked.map((m) => `${m.tier}:${m.edits}`)).toEqual(['0:0', '1:0', '3:0', '4:1', '4:2', '5:0']);
  });

  it('forgives no error up to three letters, one up to seven, two from eight', () => {
    expect([1, 3, 4, 7, 8, 20].map(editBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
