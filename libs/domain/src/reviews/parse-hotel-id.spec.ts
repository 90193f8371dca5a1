import fc from 'fast-check';
import { MAX_HOTEL_ID, parseHotelId } from './parse-hotel-id';

describe('parseHotelId (a hotel id from a URL)', () => {
  it.each([
    ['1042', 1042],
    ['1', 1],
    [String(MAX_HOTEL_ID), MAX_HOTEL_ID],
  ])('reads %s', (text, id) => expect(parseHotelId(text)).toBe(id));

  it.each(['', '0', '-5', '12a', ' 12', '1.5', '1e3', String(MAX_HOTEL_ID + 1), '99999999999', null, undefined])(
    'refuses %j',
    (text) => expect(parseHotelId(text)).toBeNull(),
  );

  it('property: any string gives null or an id within 1..MAX_HOTEL_ID', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseHotelId(text);
        expect(id === null || (Number.isInteger(id) && id >= 1 && id <= MAX_HOTEL_ID)).toBe(true);
      }),
    );
  });
});
