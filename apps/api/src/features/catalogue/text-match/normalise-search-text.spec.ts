import { normaliseSearchText } from './normalise-search-text';

describe('normaliseSearchText', () => {
  it('given mixed case, accents, punctuation and runs of spaces, then it keeps lower-case words one space apart', () => {
    expect(normaliseSearchText('  E-City,   Bengalūru ')).toBe('e city bengaluru');
    expect(normaliseSearchText('M.G. Road')).toBe('m g road');
    expect(normaliseSearchText("St Mary's & Co")).toBe('st marys and co');
  });

  it('given text with nothing searchable (only spaces, %, emoji), then it is empty', () => {
    for (const text of ['', '   ', '%', '%%%', '🙂', '🏨 🙂', '👍🏽', '❤️', '\t\n'])
      expect(normaliseSearchText(text)).toBe('');
  });

  it('given emoji beside a name, then the name is kept', () => {
    expect(normaliseSearchText('Goa 🏖️')).toBe('goa');
    expect(normaliseSearchText('🏖️Goa')).toBe('goa');
  });

  it('given another script, then its letters and vowel signs are kept', () => {
    expect(normaliseSearchText('हैदराबाद')).toBe('हैदराबाद'.normalize('NFKD'));
  });
});
