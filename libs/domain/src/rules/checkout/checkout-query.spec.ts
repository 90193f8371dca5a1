import fc from 'fast-check';
import { parseCheckoutQuery, toCheckoutQuery } from './checkout-query';
import { couponCodeOf } from './coupon-code-of';

const TODAY = '2026-11-21';

describe('the checkout query (docs/rules.md section 2), parsed, validated and clamped', () => {
  it('given every field well formed, then each is read and written back the same', () => {
    const search =
      'q=Koramangala&landmark=Forum%20Mall&locality=Koramangala&city=Bengaluru&state=Karnataka&step=3&singlePageHd=1' +
      '&bid=NV12AB34&couponCode=first50&lat=12.9352&lng=77.6245&hotel_id=1042&checkin=01-12-2026&checkout=03-12-2026' +
      '&roomconfig=2-1,1-0&roomtype=oak&rateplan=EP';
    const query = parseCheckoutQuery(search, TODAY);
    expect(query).toEqual({
      search: {
        q: 'Koramangala',
        stay: { checkin: '2026-12-01', checkout: '2026-12-03' },
        rooms: [
          { adults: 2, kids: 1 },
          { adults: 1, kids: 0 },
        ],
      },
      place: { landmark: 'Forum Mall', locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' },
      step: 3,
      singlePageHd: true,
      bid: 'NV12AB34',
      couponCode: 'FIRST50',
      coordinates: { lat: 12.9352, lng: 77.6245 },
      hotelId: 1042,
      roomType: 'oak',
      ratePlan: 'EP',
    });
    expect(parseCheckoutQuery(toCheckoutQuery(query), TODAY)).toEqual(query);
  });

  it('given an empty query, then step 3, the default stay and one room of 1 adult', () => {
    const query = parseCheckoutQuery('', TODAY);
    expect(query.step).toBe(3);
    expect(query.search.rooms).toEqual([{ adults: 1, kids: 0 }]);
    expect(query.search.stay.checkin).toBe(TODAY);
    expect(query.hotelId).toBeUndefined();
  });

  it.each([
    ['step=9', 'step', 3],
    ['hotel_id=-4', 'hotelId', undefined],
    ['hotel_id=12abc', 'hotelId', undefined],
    ['roomtype=penthouse', 'roomType', undefined],
    ['couponCode=%3Cscript%3E', 'couponCode', undefined],
    ['bid=..%2F..%2Fetc', 'bid', undefined],
    // Regression: a 4-character bid passed, but the API contract wants 8 to 64.
    ['bid=AB12', 'bid', undefined],
    ['bid=' + 'A'.repeat(65), 'bid', undefined],
    ['lat=12.9', 'coordinates', undefined],
    ['lat=95&lng=77', 'coordinates', undefined],
    ['lat=abc&lng=77', 'coordinates', undefined],
    ['singlePageHd=yes', 'singlePageHd', false],
  ] as const)('given %s, then %s is dropped or defaulted', (search, key, expected) => {
    expect(parseCheckoutQuery(search, TODAY)[key]).toEqual(expected);
  });

  it('given a check-in in the past and a 40-night stay, then the dates are clamped by the stay rules', () => {
    const { stay } = parseCheckoutQuery('checkin=01-01-2020&checkout=10-02-2020', TODAY).search;
    expect(stay.checkin).toBe(TODAY);
    expect(stay.checkout > stay.checkin).toBe(true);
  });

  it('given place names with markup or control characters, then they are dropped', () => {
    const query = parseCheckoutQuery('city=%3Cimg%20src%3Dx%3E&locality=Kora%00mangala&state=%20Karnataka%20', TODAY);
    expect(query.place).toEqual({ state: 'Karnataka' });
  });

  it('given the return from a declined payment, then the reason, mode and method are read and written back', () => {
    const search =
      'hotel_id=1042&checkin=01-12-2026&checkout=03-12-2026&roomconfig=2-0&roomtype=oak&rateplan=EP&bid=NV12AB34' +
      '&payment_failed=declined&mode=part_pay&method=UPI';
    const query = parseCheckoutQuery(search, TODAY);
    expect(query).toMatchObject({ paymentFailed: 'declined', paymentMode: 'part_pay', paymentMethod: 'upi' });
    const written = new URLSearchParams(toCheckoutQuery(query));
    expect([written.get('payment_failed'), written.get('mode'), written.get('method')]).toEqual([
      'declined',
      'part_pay',
      'upi',
    ]);
    expect(parseCheckoutQuery(toCheckoutQuery(query), TODAY)).toEqual(query);
  });

  it.each([
    ['payment_failed=refunded', 'paymentFailed'],
    ['payment_failed=', 'paymentFailed'],
    ['mode=pay_later', 'paymentMode'],
    ['method=bitcoin', 'paymentMethod'],
    ['method=%3Cscript%3E', 'paymentMethod'],
  ] as const)('given %s, then %s is dropped', (search, key) => {
    expect(parseCheckoutQuery(search, TODAY)[key]).toBeUndefined();
  });

  it('given no payment return, then none of its keys is written', () => {
    const written = new URLSearchParams(toCheckoutQuery(parseCheckoutQuery('hotel_id=1042', TODAY)));
    expect(['payment_failed', 'mode', 'method'].filter((key) => written.has(key))).toEqual([]);
  });

  it('property: any query string parses without throwing, into a query that survives a round trip', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (search) => {
        const query = parseCheckoutQuery(search, TODAY);
        expect(parseCheckoutQuery(toCheckoutQuery(query), TODAY)).toEqual(query);
      }),
      { numRuns: 300 },
    );
  });
});

describe('couponCodeOf (a coupon code from a URL)', () => {
  it.each([
    [' welcome ', 'WELCOME'],
    ['NIVAAS10', 'NIVAAS10'],
    ['x', undefined],
    ['a'.repeat(31), undefined],
    ['<script>', undefined],
    ['WEEK END', undefined],
    [null, undefined],
  ])('given %p, then %p', (value, expected) => {
    expect(couponCodeOf(value)).toBe(expected);
  });
});
