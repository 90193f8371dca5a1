import { FAQ_QUERY_MAX_LENGTH, queryFrom } from './faq-query';

describe('queryFrom (a FAQ search as sent and kept in the URL)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['  refund\n\ttime  ', 'refund time'],
    ['%', '%'],
    ['🙂 wifi', '🙂 wifi'],
  ])('given %j, then %j', (value, query) => {
    expect(queryFrom(value)).toBe(query);
  });

  it('given 500 characters, then the first 100', () => {
    expect(queryFrom('a'.repeat(500))).toBe('a'.repeat(FAQ_QUERY_MAX_LENGTH));
  });

  it('never splits an emoji at the limit', () => {
    const query = queryFrom(`${'a'.repeat(99)}🙂🙂`);
    expect(query).toBe(`${'a'.repeat(99)}🙂`);
  });
});
