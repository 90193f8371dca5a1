import { bookingPolicies } from './booking-policies';

describe('bookingPolicies (content policies, read defensively)', () => {
  it('gives the known policies with text, in order', () => {
    expect(
      bookingPolicies({ checkin: ' Set by each hotel. ', cancellation: 'Free till 24 hours.', pets: 'No' }),
    ).toEqual([
      { key: 'cancellation', text: 'Free till 24 hours.' },
      { key: 'checkin', text: 'Set by each hotel.' },
    ]);
  });

  it.each([null, 'text', [], { cancellation: 7 }, { cancellation: '  ' }])('given %j, then none', (value) => {
    expect(bookingPolicies(value)).toEqual([]);
  });
});
