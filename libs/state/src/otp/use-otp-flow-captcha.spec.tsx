import { act, renderHook } from '@testing-library/react';
import { useOtpFlow, type OtpServices } from './use-otp-flow';

/** An API answer as the client rejects it: status, the words, and the body with its code. */
const apiError = (status: number, message: string, code?: string) =>
  Object.assign(new Error(message), {
    status,
    tooManyRequests: status === 429,
    errors: [message],
    data: { error: message, errors: [message], ...(code ? { code } : {}) },
  });

function services(overrides: Partial<OtpServices> = {}) {
  return {
    send: jest.fn(async () => undefined),
    resend: jest.fn(async () => undefined),
    verify: jest.fn(async () => undefined),
    validatePhone: jest.fn(async () => null),
    now: () => 5_000,
    ...overrides,
  };
}

describe('useOtpFlow: the captcha step (docs/rules.md section 4)', () => {
  it('given a send refused until a check, then captcha is required, and a token sends the code with it', async () => {
    const s = services({
      send: jest
        .fn()
        .mockRejectedValueOnce(apiError(429, 'Too many OTP requests', 'captcha_required'))
        .mockResolvedValue(undefined),
    });
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    expect(result.current.state).toMatchObject({ step: 'phone', captcha: 'required' });
    await act(() => result.current.sendWithCaptcha('challenge-id.7'));
    expect(s.send).toHaveBeenLastCalledWith({ phone_number: '9876543210', country_code: '+91' }, 'challenge-id.7');
    expect(result.current.state).toMatchObject({ step: 'code', captcha: 'passed', verifies: 0 });
  });

  it('given the third wrong code asks for a check, then a failed check says so and a passed one brings a fresh code', async () => {
    const send = jest.fn(async (_phone: unknown, _token?: string): Promise<unknown> => undefined);
    const s = services({
      send,
      verify: jest
        .fn()
        .mockRejectedValueOnce(apiError(400, 'Incorrect OTP, 2 attempts left'))
        .mockRejectedValueOnce(apiError(400, 'Incorrect OTP, 1 attempts left'))
        .mockRejectedValueOnce(apiError(400, 'Incorrect OTP, 0 attempts left', 'captcha_required')),
    });
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    for (const code of ['111111', '222222', '333333']) await act(() => result.current.verify(code));
    expect(result.current.state).toMatchObject({ step: 'code', blocked: true, captcha: 'required' });

    send.mockRejectedValueOnce(apiError(400, 'That check did not pass', 'captcha_failed'));
    await act(() => result.current.sendWithCaptcha('challenge-id.3'));
    expect(result.current.state).toMatchObject({ captcha: 'failed', failure: { kind: 'rejected' } });
    await act(() => result.current.sendWithCaptcha('other-id.9'));
    expect(result.current.state).toMatchObject({ step: 'code', blocked: false, captcha: 'passed' });
  });

  it('given no check asked for, then a token sends nothing', async () => {
    const s = services();
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.sendWithCaptcha('challenge-id.7'));
    expect(s.send).not.toHaveBeenCalled();
  });
});
