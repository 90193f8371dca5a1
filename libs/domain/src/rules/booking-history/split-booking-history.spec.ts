import { splitBookingHistory } from './split-booking-history';

describe('splitBookingHistory (docs/rules.md section 4: upcoming and past; hide OTA part-pay without link)', () => {
  const ota = { order_id: 'A', booking_channel: 'OTA', partial_payment_amount: 500, partial_payment_link: null };
  it('splits context.upcoming and context.previous', () => {
    const out = splitBookingHistory({ upcoming: [{ order_id: '1' }], previous: [{ order_id: '2' }] });
    expect(out).toEqual({ upcoming: [{ order_id: '1' }], past: [{ order_id: '2' }] });
  });
  it('hides upcoming OTA-channel entries with a part-payment amount but no payment link', () => {
    expect(splitBookingHistory({ upcoming: [ota, { ...ota, booking_channel: 'ota' }] }).upcoming).toEqual([]);
  });
  it('keeps them when there is a link, no amount, another channel, or they are past', () => {
    const kept = [
      { ...ota, order_id: 'B', partial_payment_link: 'https://pay/x' },
      { ...ota, order_id: 'C', partial_payment_amount: 0 },
      { ...ota, order_id: 'D', booking_channel: 'MSITE' },
    ];
    expect(splitBookingHistory({ upcoming: kept, previous: [ota] })).toEqual({ upcoming: kept, past: [ota] });
  });
  it('treats missing lists as empty', () => expect(splitBookingHistory({})).toEqual({ upcoming: [], past: [] }));
});
