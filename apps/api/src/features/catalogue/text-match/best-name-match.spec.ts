import { bestNameMatch, type SearchName } from './best-name-match';
import { MatchTier } from './match-name';
import { toSearchText } from './search-text';

const names = (own: string, ...aliases: string[]): SearchName[] => [
  { text: toSearchText(own), alias: null },
  ...aliases.map((alias) => ({ text: toSearchText(alias), alias })),
];
const BENGALURU = names('Bengaluru', 'Bangalore', 'BLR');

describe('bestNameMatch', () => {
  it('given an old name, then it matches exactly and says which name matched', () => {
    expect(bestNameMatch(toSearchText('Bangalore'), BENGALURU)).toEqual({
      tier: MatchTier.exact,
      edits: 0,
      alias: 'Bangalore',
    });
  });

  it('given a misspelt old name, then it still matches by that name', () => {
    expect(bestNameMatch(toSearchText('Banglore'), BENGALURU)).toEqual({
      tier: MatchTier.fuzzy,
      edits: 1,
      alias: 'Bangalore',
    });
  });

  it('given the own name, then no other name is named, even when one matches as well', () => {
    expect(bestNameMatch(toSearchText('beng'), BENGALURU)).toEqual({ tier: MatchTier.prefix, edits: 0, alias: null });
    expect(bestNameMatch(toSearchText('b'), BENGALURU)).toEqual({ tier: MatchTier.prefix, edits: 0, alias: null });
  });

  it('given no name matches, then null', () => {
    expect(bestNameMatch(toSearchText('Chennai'), BENGALURU)).toBeNull();
    expect(bestNameMatch(toSearchText('Chennai'), [])).toBeNull();
  });
});
