import { faqSearchQuery, MAX_SEARCH_WORDS } from './faq-search';

describe('faqSearchQuery (the FAQ search text as a text-search query)', () => {
  it('given words, then each is a prefix that must match, lower-cased', () => {
    expect(faqSearchQuery('Refund  TIME')).toBe('refund:* & time:*');
  });

  it.each([
    ['%', null],
    ['   ', null],
    ['', null],
    ['🙂🏨', null],
    ["'; DROP TABLE questions; --", 'drop:* & table:* & questions:*'],
    ['a & b | !c :*', 'a:* & b:* & c:*'],
    ['pay@hotel', 'pay:* & hotel:*'],
  ])('given %j, then only letters and digits are kept: %j', (text, query) => {
    expect(faqSearchQuery(text)).toBe(query);
  });

  it('keeps words of any script (Hindi, accented French)', () => {
    expect(faqSearchQuery('रद्द annulé')).toMatch(/^\S+:\* & annulé:\*$/);
  });

  it('given 500 characters, then at most 8 words of at most 40 characters each', () => {
    const query = faqSearchQuery(`${'x'.repeat(300)} ${'word '.repeat(40)}`) ?? '';
    const words = query.split(' & ');
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(words[0]).toBe(`${'x'.repeat(40)}:*`);
  });
});
