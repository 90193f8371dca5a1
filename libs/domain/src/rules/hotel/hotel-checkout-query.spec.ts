import { parseCheckoutQuery, toCheckoutQuery } from '../checkout/checkout-query';
import { hotelCheckoutQuery, type HotelCheckoutInput } from './hotel-checkout-query';

const input: HotelCheckoutInput = {
  hotelId: 1042,
  stay: { checkin: '2026-12-03', checkout: '2026-12-05' },
  rooms: [
    { adults: 2, kids: 0 },
    { adults: 1, kids: 1 },
  ],
  choice: { roomType: 'oak', ratePlan: 'NRP' },
  couponCode: 'nivaas10',
  q: 'Koramangala',
  place: { landmark: 'Forum Mall', locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' },
  coordinates: { lat: 12.93, lng: 77.62 },
  bid: null,
};

describe('hotelCheckoutQuery (docs/rules.md 2: the checkout query from a hotel page)', () => {
  it('given a chosen room, then every field of the checkout query, step 3', () => {
    const params = new URLSearchParams(toCheckoutQuery(hotelCheckoutQuery(input)));
    expect(Object.fromEntries(params)).toEqual({
      q: 'Koramangala',
      landmark: 'Forum Mall',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      step: '3',
      couponCode: 'NIVAAS10',
      lat: '12.93',
      lng: '77.62',
      hotel_id: '1042',
      checkin: '03-12-2026',
      checkout: '05-12-2026',
      roomconfig: '2-0,1-1',
      roomtype: 'oak',
      rateplan: 'NRP',
    });
  });
  it('given what checkout reads back, then it is the same query', () => {
    const query = hotelCheckoutQuery({ ...input, bid: 'itin_12345678' });
    expect(parseCheckoutQuery(toCheckoutQuery(query), '2026-12-01')).toEqual(query);
  });
  it('given unknown or bad values, then they are left out', () => {
    const query = hotelCheckoutQuery({
      ...input,
      couponCode: 'x',
      bid: 'short',
      coordinates: { lat: Number.NaN, lng: 1 },
      place: { landmark: '  ', city: null },
      choice: { roomType: 'penthouse', ratePlan: 'EP' },
    });
    expect(query.couponCode).toBeUndefined();
    expect(query.bid).toBeUndefined();
    expect(query.coordinates).toBeUndefined();
    expect(query.place).toEqual({});
    expect(query.roomType).toBeUndefined();
    expect(query.ratePlan).toBe('EP');
  });
});
