import { refundOutcome } from './refund-outcome';

describe('refundOutcome: what cancelling gives back, from the API refund rule', () => {
  it('given nothing paid (pay at hotel, free cancellation), then nothing paid: never "no money is refunded"', () => {
    expect(refundOutcome({ refund_amount: 0, cancellation_charge: 0 })).toBe('nothingPaid');
  });
  it('given all the money paid back, then full', () => {
    expect(refundOutcome({ refund_amount: 3720, cancellation_charge: 0 })).toBe('full');
  });
  it('given one night kept, then partial', () => {
    expect(refundOutcome({ refund_amount: 1860, cancellation_charge: 1860 })).toBe('partial');
  });
  it('given all the money kept (non-refundable), then none', () => {
    expect(refundOutcome({ refund_amount: 0, cancellation_charge: 3720 })).toBe('none');
  });
  it('reads nonsense (negative amounts) as nothing', () => {
    expect(refundOutcome({ refund_amount: -5, cancellation_charge: -1 })).toBe('nothingPaid');
  });
});
