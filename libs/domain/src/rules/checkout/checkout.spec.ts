import { canPollPaymentStatus } from './can-poll-payment-status';
import { canResendOtp } from './can-resend-otp';
import { canVerifyOtp } from './can-verify-otp';
import { corporateRateApplies, isCorporateUser } from './is-corporate-user';

const sent = 1_000_000;

describe('canResendOtp (docs/rules.md section 9: resend enabled after 30000 ms; resend max attempts default 6)', () => {
  it('waits 30 s after the last send', () => {
    expect(canResendOtp({ resendAttempts: 0, lastSentAt: sent, now: sent + 29_999 })).toBe(false);
    expect(canResendOtp({ resendAttempts: 0, lastSentAt: sent, now: sent + 30_000 })).toBe(true);
  });
  it('allows at most 6 resends', () => {
    expect(canResendOtp({ resendAttempts: 5, lastSentAt: sent, now: sent + 60_000 })).toBe(true);
    expect(canResendOtp({ resendAttempts: 6, lastSentAt: sent, now: sent + 60_000 })).toBe(false);
  });
  it('takes the wait and the maximum from content config when given', () => {
    expect(canResendOtp({ resendAttempts: 0, lastSentAt: sent, now: sent + 10_000, enableAfterMs: 10_000 })).toBe(true);
    expect(canResendOtp({ resendAttempts: 2, lastSentAt: sent, now: sent + 60_000, maxAttempts: 2 })).toBe(false);
  });
});

describe('canVerifyOtp (docs/rules.md section 9: verify max 3)', () => {
  it('allows attempts 1 to 3', () => {
    expect([0, 1, 2, 3].map((n) => canVerifyOtp(n))).toEqual([true, true, true, false]);
  });
});

describe('canPollPaymentStatus (docs/rules.md section 9: payment status max attempts 10)', () => {
  it('polls while fewer than 10 attempts were made', () => {
    expect(canPollPaymentStatus(9)).toBe(true);
    expect(canPollPaymentStatus(10)).toBe(false);
  });
});

describe('isCorporateUser (docs/rules.md section 3: companyName non-empty means corporate user)', () => {
  it('is true only for a non-blank company name', () => {
    expect(isCorporateUser('Acme Pvt Ltd')).toBe(true);
    expect(isCorporateUser('  ')).toBe(false);
    expect(isCorporateUser(null)).toBe(false);
  });
});

describe('corporateRateApplies (docs/rules.md 6: a corporate user;)', () => {
  it('given a saved company and the refundable plan, then the corporate rate', () => {
    expect(corporateRateApplies('Rao Traders', true)).toBe(true);
  });
  it('given no company, a blank one or the non-refundable plan, then not', () => {
    expect(corporateRateApplies('', true)).toBe(false);
    expect(corporateRateApplies('   ', true)).toBe(false);
    expect(corporateRateApplies(null, true)).toBe(false);
    expect(corporateRateApplies('Rao Traders', false)).toBe(false);
  });
});
