import { readNewYearTag } from './new-year-tag';

describe('readNewYearTag (the content of the New Year tag)', () => {
  it.each([
    [{ new_year_rate_tag: ' New Year special: 15% off ' }, 'New Year special: 15% off'],
    [{ new_year_rate_tag: '' }, null],
    [{ new_year_rate_tag: 15 }, null],
    [{}, null],
  ])('given %j, then %j', (data, text) => {
    expect(readNewYearTag({ data })).toBe(text);
  });
});
