import { canSendWithCaptcha, INITIAL_OTP_FLOW, otpFlowReducer, type OtpFlowEvent, type OtpFlowState } from './otp-flow';

const run = (events: readonly OtpFlowEvent[], from: OtpFlowState = INITIAL_OTP_FLOW) =>
  events.reduce((state, event) => otpFlowReducer(state, event), from);

const wrongCode = (captcha?: 'required'): OtpFlowEvent => ({
  type: 'verify-failed',
  failure: { kind: 'rejected', message: 'Incorrect OTP' },
  ...(captcha ? { captcha } : {}),
});
const sent = run([
  { type: 'phone-changed', phone: '9876543210' },
  { type: 'send-started' },
  { type: 'send-succeeded', at: 1_000 },
]);
const locked = run(
  [{ type: 'verify-started' }, wrongCode(), { type: 'verify-started' }, wrongCode(), { type: 'verify-started' }],
  sent,
);

describe('the OTP flow holds captcha success or failure (docs/rules.md section 4)', () => {
  it('given a fresh flow, then no check is asked for and none can be sent', () => {
    expect(sent.captcha).toBeNull();
    expect(canSendWithCaptcha(sent)).toBe(false);
    expect(otpFlowReducer(sent, { type: 'captcha-send-started' })).toBe(sent);
  });

  it('given the third wrong code says a check is needed, then the code is blocked and the check can be sent', () => {
    const asked = otpFlowReducer(locked, wrongCode('required'));
    expect(asked).toMatchObject({ step: 'code', blocked: true, captcha: 'required', busy: null });
    expect(canSendWithCaptcha(asked)).toBe(true);
  });

  it('given a send refused until a check, then the phone step asks for it', () => {
    const refused = run([
      { type: 'phone-changed', phone: '9876543210' },
      { type: 'send-started' },
      { type: 'send-failed', failure: { kind: 'too-many-requests', message: 'wait' }, captcha: 'required' },
    ]);
    expect(refused).toMatchObject({ step: 'phone', captcha: 'required' });
  });

  it('given a check that did not pass, then failure is kept and another answer can be sent', () => {
    const asked = otpFlowReducer(locked, wrongCode('required'));
    const failed = run(
      [
        { type: 'captcha-send-started' },
        { type: 'send-failed', failure: { kind: 'rejected', message: 'That check did not pass' }, captcha: 'failed' },
      ],
      asked,
    );
    expect(failed).toMatchObject({ captcha: 'failed', busy: null, failure: { kind: 'rejected' } });
    expect(canSendWithCaptcha(failed)).toBe(true);
  });

  it('given a check that passed, then a fresh code: new tries, new resends, not blocked, captcha passed', () => {
    const asked = otpFlowReducer(locked, wrongCode('required'));
    const passed = run([{ type: 'captcha-send-started' }, { type: 'send-succeeded', at: 9_000 }], asked);
    expect(passed).toMatchObject({
      step: 'code',
      verifies: 0,
      resends: 0,
      blocked: false,
      failure: null,
      sentAt: 9_000,
      captcha: 'passed',
    });
    expect(canSendWithCaptcha(passed)).toBe(false);
  });

  it('given a network failure while the check is sent, then the check is still asked for', () => {
    const asked = otpFlowReducer(locked, wrongCode('required'));
    const down = run([{ type: 'captcha-send-started' }, { type: 'send-failed', failure: { kind: 'network' } }], asked);
    expect(down.captcha).toBe('required');
  });
});
