import { apiError } from './testing';
import { otpStepFailureOf, payFailureOf } from './pay-error';

describe('payFailureOf', () => {
  it('given a 409 price_changed, then the itinerary changed, said by the first error', () => {
    expect(
      payFailureOf(apiError(409, 'The price has changed', 'price_changed', ['₹5,200 to pay now, not ₹5,000'])),
    ).toEqual({
      kind: 'itinerary-changed',
      message: '₹5,200 to pay now, not ₹5,000',
    });
  });
  it('given a 409 already_booked, then its message names the order, once', () => {
    expect(
      payFailureOf(apiError(409, 'This itinerary is already booked', 'already_booked', ['NV100001'])),
    ).toMatchObject({
      message: 'This itinerary is already booked: NV100001',
    });
    expect(payFailureOf(apiError(409, 'Booked as NV100001', 'already_booked', ['NV100001']))).toMatchObject({
      message: 'Booked as NV100001',
    });
  });
  it('given a 409 without a known code, a 429, no answer, or not an API error, then each is told apart', () => {
    expect(payFailureOf(apiError(409, 'Conflict'))).toEqual({ kind: 'refused', message: 'Conflict' });
    expect(payFailureOf(apiError(429, 'Too many'))).toEqual({ kind: 'too-many-requests' });
    // An abuse limit's 429 (code rate_limited) carries its sentence: what was limited and until when.
    const limited =
      'Too many pay at hotel bookings without an OTP for this mobile number today: please try again in 24 hours';
    expect(payFailureOf(apiError(429, limited, 'rate_limited'))).toEqual({
      kind: 'too-many-requests',
      message: limited,
    });
    expect(payFailureOf(apiError(0, 'API error'))).toEqual({ kind: 'network' });
    expect(payFailureOf(new TypeError('x is undefined'))).toEqual({ kind: 'refused', message: null });
  });
});

describe('otpStepFailureOf', () => {
  it('given a refused code, then the first errors entry (docs/rules.md 8), else the fallback', () => {
    expect(otpStepFailureOf(apiError(400, 'Invalid OTP', undefined, ['The OTP is not correct']))).toEqual({
      kind: 'rejected',
      message: 'The OTP is not correct',
    });
    expect(otpStepFailureOf(apiError(400, 'Something went wrong, please try again later', undefined, []))).toEqual({
      kind: 'failed',
    });
    // A 429 keeps the API's sentence (the first errors entry) for the OTP modal.
    expect(otpStepFailureOf(apiError(429, 'Too many'))).toEqual({ kind: 'too-many-requests', message: 'Too many' });
  });
});
