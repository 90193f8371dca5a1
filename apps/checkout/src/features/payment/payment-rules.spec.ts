import { createIdempotencyKeys } from './idempotency-keys';
import { usableMethods } from './payment-methods';
import { initialMode, paymentModes } from './payment-modes';
import { checkoutFixture, METHODS } from './testing';

describe('usableMethods', () => {
  it('lists UPI, cards, net banking, wallets whatever the API order; part pay drops methods without it; pay at hotel none', () => {
    expect(usableMethods(METHODS.data, 'pay_now').map((m) => m.code)).toEqual(['upi', 'card', 'netbanking', 'wallet']);
    expect(usableMethods(METHODS.data, 'part_pay').map((m) => m.code)).toEqual(['upi', 'card', 'netbanking']);
    expect(usableMethods(METHODS.data, 'pay_at_hotel')).toEqual([]);
  });
});

describe('paymentModes', () => {
  it('gives part pay only when it is a real part, and pay at hotel with the reason it is closed', () => {
    expect(paymentModes(checkoutFixture()).map((m) => [m.mode, m.dueNow, m.dueLater, m.unavailable])).toEqual([
      ['pay_now', 5000, 0, null],
      ['part_pay', 1500, 3500, null],
      ['pay_at_hotel', 0, 5000, null],
    ]);
    const prepaid = paymentModes(checkoutFixture({ pay_at_hotel_allowed: false, part_pay_amount: 0 }, 5000, false));
    expect(prepaid.map((m) => [m.mode, m.unavailable])).toEqual([
      ['pay_now', null],
      ['pay_at_hotel', 'prepaid'],
    ]);
    const limit = paymentModes(checkoutFixture({ pay_at_hotel_allowed: false }));
    expect(limit.find((m) => m.mode === 'pay_at_hotel')?.unavailable).toBe('not-allowed');
  });
  it('gives pay at hotel the extra the itinerary states (none today), and no other mode one', () => {
    expect(paymentModes(checkoutFixture()).map((m) => m.extra)).toEqual([0, 0, 0]);
    const extra = paymentModes(checkoutFixture({ pay_at_hotel_extra_amount: 149.6 }));
    expect(extra.map((m) => [m.mode, m.extra])).toEqual([
      ['pay_now', 0],
      ['part_pay', 0],
      ['pay_at_hotel', 150],
    ]);
  });

  it('restores a returned mode only while it is open', () => {
    const modes = paymentModes(checkoutFixture({ pay_at_hotel_allowed: false }));
    expect(initialMode(modes, 'part_pay')).toBe('part_pay');
    expect(initialMode(modes, 'pay_at_hotel')).toBe('pay_now');
    expect(initialMode(modes, null)).toBe('pay_now');
  });
});

describe('createIdempotencyKeys', () => {
  it('keeps the key only for the same request after no answer', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const a = keys.keyFor({ amount: 5000 });
    keys.unanswered();
    expect(keys.keyFor({ amount: 5000 })).toBe(a);
    keys.unanswered();
    expect(keys.keyFor({ amount: 4950 })).not.toBe(a);
    keys.answered();
    expect(keys.keyFor({ amount: 4950 })).toBe('key-3');
  });
});
