import { act, renderHook } from '@testing-library/react';
import { useOtpFlow, type OtpServices } from './use-otp-flow';

const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, tooManyRequests: status === 429 });

function services(overrides: Partial<OtpServices> = {}) {
  let now = 1_000;
  const s = {
    send: jest.fn(async () => undefined),
    resend: jest.fn(async () => undefined),
    verify: jest.fn(async () => undefined),
    validatePhone: jest.fn(async () => null),
    now: () => now,
    ...overrides,
  };
  return { s, tick: (ms: number) => (now += ms) };
}

describe('useOtpFlow', () => {
  it('given a number, when sent and the right code verified, then each call goes out once with the number', async () => {
    const { s } = services();
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    expect(s.send).toHaveBeenCalledWith({ phone_number: '9876543210', country_code: '+91' });
    expect(result.current.state.step).toBe('code');
    await act(() => result.current.verify('123456'));
    expect(s.verify).toHaveBeenCalledWith({ phone_number: '9876543210', country_code: '+91' }, '123456');
    expect(result.current.state.step).toBe('verified');
  });

  it('given an invalid number, then nothing is sent and the problem is said', async () => {
    const { s } = services({ validatePhone: jest.fn(async () => 'invalid-number' as const) });
    const { result } = renderHook(() => useOtpFlow(s));
    await act(() => result.current.send());
    expect(s.send).not.toHaveBeenCalled();
    expect(result.current.state.failure).toEqual({ kind: 'invalid-number' });
  });

  it('given two taps on Send, then one SMS', async () => {
    const { s } = services();
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(async () => {
      await Promise.all([result.current.send(), result.current.send()]);
    });
    expect(s.send).toHaveBeenCalledTimes(1);
  });

  it('given a short code, then the API is not called and no try is used', async () => {
    const { s } = services();
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    await act(() => result.current.verify('123'));
    expect(s.verify).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({ failure: { kind: 'incomplete-code' }, verifies: 0 });
  });

  it('given a resend before the wait, then nothing is sent; after it, a new code goes out', async () => {
    const { s, tick } = services();
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    await act(() => result.current.resend());
    expect(s.resend).not.toHaveBeenCalled();
    tick(30_000);
    await act(() => result.current.resend());
    expect(s.resend).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ resends: 1, resent: true });
  });

  it('given wrong codes, then the API message shows, and the third blocks verifying', async () => {
    const { s } = services({ verify: jest.fn(async () => Promise.reject(apiError(400, 'Invalid OTP'))) });
    const { result } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    await act(() => result.current.send());
    await act(() => result.current.verify('111111'));
    expect(result.current.state.failure).toEqual({ kind: 'rejected', message: 'Invalid OTP' });
    await act(() => result.current.verify('222222'));
    await act(() => result.current.verify('333333'));
    expect(result.current.state).toMatchObject({ blocked: true, failure: { kind: 'blocked' } });
    await act(() => result.current.verify('444444'));
    expect(s.verify).toHaveBeenCalledTimes(3);
  });

  it('given the component goes while a call runs, then nothing is set afterwards', async () => {
    let finish!: () => void;
    const { s } = services({ send: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    const { result, unmount } = renderHook(() => useOtpFlow(s));
    act(() => result.current.setPhone('9876543210'));
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.send();
    });
    await act(async () => undefined);
    unmount();
    finish();
    await pending;
    expect(s.send).toHaveBeenCalledTimes(1);
  });
});
