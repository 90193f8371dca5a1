import fc from 'fast-check';
import { otpFailureOf } from './otp-failure';
import {
  canResendNow,
  DEFAULT_OTP_LIMITS,
  INITIAL_OTP_FLOW,
  otpFlowReducer,
  resendAvailableAt,
  verifyProblem,
  type OtpFlowEvent,
  type OtpFlowState,
} from './otp-flow';

const run = (events: readonly OtpFlowEvent[], from: OtpFlowState = INITIAL_OTP_FLOW) =>
  events.reduce((state, event) => otpFlowReducer(state, event), from);

const sent = run([
  { type: 'phone-changed', phone: '98765 43210' },
  { type: 'send-started' },
  { type: 'send-succeeded', at: 1_000 },
]);

describe('the phone + OTP flow (docs/rules.md sections 4, 8, 9)', () => {
  it('given a number typed with spaces, when the code is sent, then the code step starts with the number kept', () => {
    expect(sent).toMatchObject({ step: 'code', phone: '9876543210', countryCode: '+91', sentAt: 1_000, busy: null });
  });

  it('given a send in flight, then a second send does not start (no double SMS)', () => {
    const sending = run([{ type: 'phone-changed', phone: '9876543210' }, { type: 'send-started' }]);
    expect(otpFlowReducer(sending, { type: 'send-started' })).toBe(sending);
  });

  it('given a failed send, then the failure shows on the phone step and typing clears it', () => {
    const failed = run([{ type: 'send-started' }, { type: 'send-failed', failure: { kind: 'too-many-requests' } }]);
    expect(failed).toMatchObject({ step: 'phone', busy: null, failure: { kind: 'too-many-requests' } });
    expect(otpFlowReducer(failed, { type: 'phone-changed', phone: '9' }).failure).toBeNull();
  });

  it('given a code just sent, then resend waits 30 s (content may change it) and then is allowed', () => {
    expect(canResendNow(sent, 1_000 + 29_999)).toBe(false);
    expect(canResendNow(sent, 1_000 + 30_000)).toBe(true);
    expect(canResendNow(sent, 1_000 + 10_000, { ...DEFAULT_OTP_LIMITS, enableResendAfterMs: 10_000 })).toBe(true);
    expect(resendAvailableAt(sent)).toBe(31_000);
  });

  it('given 6 resends, then no more are allowed and none is announced', () => {
    const resent = Array.from({ length: 6 }).reduce<OtpFlowState>(
      (state, _, i) => run([{ type: 'resend-started' }, { type: 'resend-succeeded', at: 100_000 * (i + 1) }], state),
      sent,
    );
    expect(resent.resends).toBe(6);
    expect(canResendNow(resent, 10_000_000)).toBe(false);
    expect(resendAvailableAt(resent)).toBeNull();
  });

  it('given a resend, then the typed code clears, a notice is due and the new code has its own 3 tries', () => {
    const tried = run(
      [
        { type: 'code-changed', code: '111111' },
        { type: 'verify-started' },
        { type: 'verify-failed', failure: { kind: 'rejected', message: 'Invalid OTP' } },
        { type: 'resend-started' },
        { type: 'resend-succeeded', at: 40_000 },
      ],
      sent,
    );
    expect(tried).toMatchObject({ code: '', resent: true, resends: 1, verifies: 0, sentAt: 40_000 });
  });

  it('given 3 wrong codes, then verifying is blocked and the block stays while typing', () => {
    const wrong: OtpFlowEvent[] = [
      { type: 'verify-started' },
      { type: 'verify-failed', failure: { kind: 'rejected', message: 'Invalid OTP' } },
    ];
    const twice = run([...wrong, ...wrong], sent);
    expect(twice).toMatchObject({ verifies: 2, blocked: false, failure: { kind: 'rejected', message: 'Invalid OTP' } });
    const thrice = run(wrong, twice);
    expect(thrice).toMatchObject({ verifies: 3, blocked: true, failure: { kind: 'blocked' } });
    expect(otpFlowReducer(thrice, { type: 'code-changed', code: '1' }).failure).toEqual({ kind: 'blocked' });
    expect(otpFlowReducer(thrice, { type: 'verify-started' })).toBe(thrice);
    expect(verifyProblem(thrice, '123456')).toEqual({ kind: 'blocked' });
    expect(canResendNow(thrice, 1e9)).toBe(false);
  });

  it("given the API's 429 on a verify, then the code is blocked at once", () => {
    const limited = run(
      [{ type: 'verify-started' }, { type: 'verify-failed', failure: { kind: 'too-many-requests' } }],
      sent,
    );
    expect(limited).toMatchObject({ blocked: true, failure: { kind: 'blocked' } });
  });

  it("given the API's 429 on a verify with its sentence, then the blocked code keeps saying it (typing, trying again)", () => {
    const message = 'Too many OTP attempts for this mobile number: please try again in 10 minutes';
    const limited = run(
      [{ type: 'verify-started' }, { type: 'verify-failed', failure: { kind: 'too-many-requests', message } }],
      sent,
    );
    expect(limited).toMatchObject({ blocked: true, failure: { kind: 'blocked', message } });
    expect(otpFlowReducer(limited, { type: 'code-changed', code: '1' }).failure).toEqual({ kind: 'blocked', message });
    expect(verifyProblem(limited, '123456')).toEqual({ kind: 'blocked', message });
  });

  it('given fewer than 6 digits, then verifying is refused before any call, and it costs no try', () => {
    expect(verifyProblem(sent, '12345')).toEqual({ kind: 'incomplete-code' });
    expect(verifyProblem(sent, '123456')).toBeNull();
    const refused = otpFlowReducer(sent, { type: 'code-refused', failure: { kind: 'incomplete-code' } });
    expect(refused).toMatchObject({ failure: { kind: 'incomplete-code' }, verifies: 0, blocked: false });
  });

  it('given a right code, then the flow is verified', () => {
    expect(run([{ type: 'verify-started' }, { type: 'verify-succeeded' }], sent).step).toBe('verified');
  });

  it('given change number, then the number stays and the code step is left', () => {
    expect(otpFlowReducer(sent, { type: 'change-number' })).toMatchObject({
      step: 'phone',
      phone: '9876543210',
      sentAt: null,
    });
  });

  it('property: whatever the events, tries never pass 3 a code, resends never pass 6, and one call runs at a time', () => {
    const failure = fc.constantFrom(
      otpFailureOf({ status: 400, message: 'Invalid OTP' }),
      otpFailureOf({ status: 429 }),
    );
    const event: fc.Arbitrary<OtpFlowEvent> = fc.oneof(
      fc.constant<OtpFlowEvent>({ type: 'send-started' }),
      fc.integer({ min: 0, max: 1e6 }).map((at): OtpFlowEvent => ({ type: 'send-succeeded', at })),
      failure.map((f): OtpFlowEvent => ({ type: 'send-failed', failure: f })),
      fc.constant<OtpFlowEvent>({ type: 'resend-started' }),
      fc.integer({ min: 0, max: 1e6 }).map((at): OtpFlowEvent => ({ type: 'resend-succeeded', at })),
      fc.constant<OtpFlowEvent>({ type: 'verify-started' }),
      failure.map((f): OtpFlowEvent => ({ type: 'verify-failed', failure: f })),
      fc.constant<OtpFlowEvent>({ type: 'change-number' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = INITIAL_OTP_FLOW;
        for (const e of events) {
          // The hook starts a resend only when allowed (canResendNow) and a verify only without a problem.
          if (e.type === 'resend-started' && !canResendNow(state, Number.MAX_SAFE_INTEGER)) continue;
          const next = otpFlowReducer(state, e);
          if (state.busy !== null && e.type.endsWith('-started')) expect(next).toBe(state);
          state = next;
          expect(state.verifies).toBeLessThanOrEqual(DEFAULT_OTP_LIMITS.maxVerifies);
          expect(state.resends).toBeLessThanOrEqual(DEFAULT_OTP_LIMITS.maxResends);
        }
      }),
    );
  });
});

describe('otpFailureOf (docs/rules.md section 8)', () => {
  it.each([
    [
      {
        status: 429,
        tooManyRequests: true,
        message: 'Too many',
        errors: ['Too many OTP requests for this mobile number'],
      },
      { kind: 'too-many-requests', message: 'Too many OTP requests for this mobile number' },
    ],
    [
      { status: 429, tooManyRequests: true, message: 'Too many' },
      { kind: 'too-many-requests', message: 'Too many' },
    ],
    [{ status: 429, tooManyRequests: true, message: 'Too Many Requests' }, { kind: 'too-many-requests' }],
    [
      { status: 429, tooManyRequests: true, message: 'Something went wrong, please try again later', errors: [] },
      { kind: 'too-many-requests' },
    ],
    [{ status: 0, message: 'API error' }, { kind: 'network' }],
    [
      { status: 400, message: 'Invalid OTP' },
      { kind: 'rejected', message: 'Invalid OTP' },
    ],
    [{ status: 400, message: 'Something went wrong, please try again later' }, { kind: 'failed' }],
    [{ status: 500, message: '  ' }, { kind: 'failed' }],
    [new TypeError('x is undefined'), { kind: 'failed' }],
    [null, { kind: 'failed' }],
  ])('given %p, then %p', (error, failure) => {
    expect(otpFailureOf(error)).toEqual(failure);
  });
});
