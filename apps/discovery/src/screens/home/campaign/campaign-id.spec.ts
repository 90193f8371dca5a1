import { campaignIdFrom } from './campaign-id';

describe('campaignIdFrom (the campaign a home URL opens)', () => {
  it.each([
    ['2', 2],
    ['000123', 123],
    [null, null],
    [undefined, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['%', null],
    ['🙂', null],
    ['9'.repeat(500), null],
    [' 2', null],
  ])('given %j, then %j', (value, id) => {
    expect(campaignIdFrom(value)).toBe(id);
  });
});
