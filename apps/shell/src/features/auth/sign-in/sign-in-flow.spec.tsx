import { setImmediate as realSetImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInFlow } from './sign-in-flow';
import { apiError, fakeApi, renderWithAuth } from '../testing/auth-test-harness';

const setup = (api = fakeApi(), onSignedIn = jest.fn()) => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const harness = renderWithAuth(<SignInFlow onSignedIn={onSignedIn} />, { api });
  return { user, onSignedIn, ...harness };
};

/**
 * Settles pending work without moving the fake clock (findBy* would advance it, and the resend tests
 * count milliseconds). Node's own setImmediate is not faked.
 */
const flushUntil = (done: () => boolean) =>
  act(async () => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => realSetImmediate(resolve));
  });

// The phone-number library is imported on demand; load it once so a first import's I/O is not timed.
beforeAll(() => import('libphonenumber-js/min'));

async function sendOtp(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await flushUntil(() => screen.queryByRole('group', { name: /6-digit/ }) !== null);
  expect(screen.getByRole('group', { name: /6-digit/ })).toBeInTheDocument();
}

const typeOtp = (user: ReturnType<typeof userEvent.setup>, code: string) =>
  user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), code);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('sign-in flow: phone then OTP (docs/rules.md sections 4, 8, 9)', () => {
  it('given a valid mobile number, when Send OTP is pressed, then the OTP is sent with +91 and the code step shows', async () => {
    const { user, api } = setup();
    await sendOtp(user);
    expect(api.callsOf('sendOtp')).toContainEqual({ body: { phone_number: '9876543210', country_code: '+91' } });
    // The number is joined by a no-break space, so "+91" never ends a line with the number on the next.
    expect(screen.getByText(/sent to/).textContent).toMatch(/sent to \+91\u00A09876543210$/);
  });

  it('given a number libphonenumber-js rejects, when Send OTP is pressed, then it says so and sends nothing', async () => {
    const { user, api } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter a valid mobile number.')).toBeInTheDocument();
    expect(api.callsOf('sendOtp')).toHaveLength(0);
  });

  it('OTP resend is enabled after 30000 ms by default (not a millisecond before)', async () => {
    const { user } = setup(fakeApi({ getContentsV1: jest.fn().mockRejectedValue(new Error('down')) }));
    await sendOtp(user);
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(29_999));
    expect(screen.getByRole('button', { name: /Resend OTP in 1 s/ })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('OTP resend waits for content otp.enableResendAfterTime when the content service sets it', async () => {
    const content = { data: { otp_content: { enableResendAfterTime: 10_000 } } };
    const { user } = setup(fakeApi({ getContentsV1: jest.fn().mockResolvedValue(content) }));
    await sendOtp(user);
    expect(screen.getByRole('button', { name: 'Resend OTP in 10 s' })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('OTP resend max attempts is 6: after the sixth resend no more can be asked for', async () => {
    const { user, api } = setup();
    await sendOtp(user);
    for (let i = 0; i < 6; i++) {
      act(() => void jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      // Each resend but the last says so; the last gives way to the limit's words (never both at once).
      // Extra fake milliseconds from findBy only make the next wait longer, never shorter.
      if (i < 5) expect(await screen.findByRole('status')).toHaveTextContent(/We have sent a new (code|OTP)/);
      else await flushUntil(() => screen.queryByText(/No more (codes|OTPs) can be sent/) !== null);
      expect(api.callsOf('resendOtp')).toHaveLength(i + 1);
    }
    expect(api.callsOf('resendOtp')).toHaveLength(6);
    expect(screen.getByText(/No more (codes|OTPs) can be sent/)).toBeInTheDocument();
    expect(screen.queryByText(/We have sent a new (code|OTP)/)).toBeNull();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('button', { name: /Resend OTP/ })).toBeNull();
    expect(screen.getByText(/No more (codes|OTPs) can be sent/)).toBeInTheDocument();
  });

  it('OTP verify max is 3: three wrong codes show the error and block a fourth try', async () => {
    const verifyOtp = jest.fn().mockRejectedValue(apiError(400, 'Incorrect OTP, 2 attempts left'));
    const { user, api, platform } = setup(fakeApi({ verifyOtp }));
    await sendOtp(user);
    await typeOtp(user, '111111');
    expect(await screen.findByText('Incorrect OTP, 2 attempts left')).toBeInTheDocument();
    await typeOtp(user, '222222');
    await screen.findByText('Incorrect OTP, 2 attempts left');
    await typeOtp(user, '333333');
    expect(await screen.findByText(/Too many incorrect attempts/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify and sign in' })).toBeDisabled();
    expect(api.callsOf('verifyOtp')).toHaveLength(3);
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
  });

  it("given a 429 on verify, then it shows the API's sentence and blocks", async () => {
    const limited = 'Too many OTP attempts for this mobile number: please try again in 10 minutes';
    const { user } = setup(fakeApi({ verifyOtp: jest.fn().mockRejectedValue(apiError(429, limited)) }));
    await sendOtp(user);
    await typeOtp(user, '123456');
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it('given a 429 on verify with no words of its own, then it says too many incorrect attempts and blocks', async () => {
    const { user } = setup(fakeApi({ verifyOtp: jest.fn().mockRejectedValue(apiError(429, 'Too Many Requests')) }));
    await sendOtp(user);
    await typeOtp(user, '123456');
    expect(await screen.findByText(/Too many incorrect attempts/)).toBeInTheDocument();
  });

  it("given a 429 on send, then the API's sentence shows: what was limited and when to try again (docs/rules.md section 8)", async () => {
    const limited = 'Too many OTP requests for this mobile number: please try again in 1 hour';
    const { user } = setup(fakeApi({ sendOtp: jest.fn().mockRejectedValue(apiError(429, limited)) }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('given a 429 on send with no words of its own, then the too-many-requests message shows', async () => {
    const { user } = setup(fakeApi({ sendOtp: jest.fn().mockRejectedValue(apiError(429, 'Too Many Requests')) }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it("given an OTP error with no errors entry, then 'Something went wrong, please try again later'", async () => {
    const error = apiError(500, 'Something went wrong, please try again later');
    const { user } = setup(fakeApi({ resendOtp: jest.fn().mockRejectedValue(error) }));
    await sendOtp(user);
    act(() => void jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
  });

  it('given the right code, then the session keeps token and profile, a success toast goes out and the flow ends', async () => {
    const { user, platform, events, onSignedIn, api } = setup();
    await sendOtp(user);
    await typeOtp(user, '654321');
    await act(async () => undefined);
    expect(api.callsOf('verifyOtp')).toContainEqual({
      body: { phone_number: '9876543210', country_code: '+91', otp: '654321' },
    });
    expect(platform.session.store.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'token-42',
      profile: { firstName: 'Asha', userId: '42' },
    });
    expect(events).toContainEqual({ type: 'toast/show', kind: 'success', message: 'You are signed in.' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('given the code step, when Change number is pressed, then the phone step returns with the number kept', async () => {
    const { user } = setup();
    await sendOtp(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });
});
