import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SignInFlow } from '../sign-in/sign-in-flow';
import { fakeApi, LOGIN_USER, renderWithAuth } from '../testing/auth-test-harness';

/** An API answer carrying its ErrorBody.code, as the client rejects with it. */
const coded = (status: number, message: string, code: string) =>
  Object.assign(new Error(message), {
    status,
    errors: [message],
    tooManyRequests: status === 429,
    data: { error: message, errors: [message], code },
  });
const challenge = (id: string, a: number, b: number) => ({
  provider: 'local',
  id,
  question: { a, b },
  expires_in_s: 300,
});

// The phone-number library is imported on demand; load it once so a first import's I/O is not timed.
beforeAll(() => import('libphonenumber-js/min'));

async function lockedOut() {
  const sendOtp = jest
    .fn()
    .mockRejectedValueOnce(
      coded(429, 'Too many incorrect attempts, please request a new OTP in 9 minutes', 'captcha_required'),
    )
    .mockResolvedValue({ status: 'sent', resend_after_ms: 30000, resends_left: 6, expires_in_s: 600 });
  const createCaptchaChallenge = jest
    .fn()
    .mockResolvedValueOnce(challenge('first-challenge-0001', 3, 4))
    .mockResolvedValue(challenge('second-challenge-002', 2, 5));
  const user = userEvent.setup();
  const harness = renderWithAuth(<SignInFlow onSignedIn={jest.fn()} />, {
    api: fakeApi({ sendOtp, createCaptchaChallenge }),
  });
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return { user, sendOtp, createCaptchaChallenge, ...harness };
}

describe('sign-in: the captcha step after repeated failures (docs/rules.md section 4: captcha success or failure)', () => {
  it('given a send refused until a check, then the question shows, labelled, with 44 px controls and no axe violations', async () => {
    const { container } = await lockedOut();
    expect(await screen.findByRole('heading', { name: 'One more step' })).toHaveFocus();
    const answer = await screen.findByLabelText('What is 3 plus 4?');
    expect(answer).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Get a new OTP' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given the right answer, then the code is sent with the token and the code step shows', async () => {
    const { user, sendOtp } = await lockedOut();
    await user.type(await screen.findByLabelText('What is 3 plus 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Get a new OTP' }));
    expect(await screen.findByRole('group', { name: /6-digit/ })).toBeInTheDocument();
    expect(sendOtp.mock.lastCall?.[0]).toEqual({
      body: { phone_number: '9876543210', country_code: '+91', captcha_token: 'first-challenge-0001.7' },
    });
  });

  it('given a wrong answer, then the failure is announced and a new question is asked (the old one is spent)', async () => {
    const { user, sendOtp } = await lockedOut();
    sendOtp.mockRejectedValueOnce(coded(400, 'That check did not pass, please try again', 'captcha_failed'));
    await user.type(await screen.findByLabelText('What is 3 plus 4?'), '8');
    await user.click(screen.getByRole('button', { name: 'Get a new OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That answer was not right. Please answer the new question.',
    );
    await user.type(await screen.findByLabelText('What is 2 plus 5?'), '7');
    await user.click(screen.getByRole('button', { name: 'Get a new OTP' }));
    expect(await screen.findByRole('group', { name: /6-digit/ })).toBeInTheDocument();
    expect(sendOtp.mock.lastCall?.[0]).toEqual({
      body: expect.objectContaining({ captcha_token: 'second-challenge-002.7' }),
    });
  });

  it('given no answer or words, then it asks for a number and sends nothing', async () => {
    const { user, sendOtp } = await lockedOut();
    await screen.findByLabelText('What is 3 plus 4?');
    await user.click(screen.getByRole('button', { name: 'Get a new OTP' }));
    expect(screen.getByLabelText('What is 3 plus 4?')).toHaveAccessibleDescription(
      'Type the answer in numbers, for example 7.',
    );
    expect(sendOtp).toHaveBeenCalledTimes(1);
  });

  it('given the third wrong code asks for a check, then the captcha step shows under the blocked code', async () => {
    const wrong = (code?: string) =>
      Object.assign(coded(400, 'Incorrect OTP', code ?? ''), code ? {} : { data: { error: 'Incorrect OTP' } });
    const verifyOtp = jest
      .fn()
      .mockRejectedValueOnce(wrong())
      .mockRejectedValueOnce(wrong())
      .mockRejectedValueOnce(wrong('captcha_required'))
      .mockResolvedValue(LOGIN_USER);
    const user = userEvent.setup();
    const { platform } = renderWithAuth(<SignInFlow onSignedIn={jest.fn()} />, {
      api: fakeApi({
        verifyOtp,
        createCaptchaChallenge: jest.fn().mockResolvedValue(challenge('c-000000000000001', 1, 1)),
      }),
    });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    for (const code of ['111111', '222222', '333333']) {
      await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), code);
      await act(async () => undefined);
    }
    // The blocked code still says why, and the check to get a new one is under it.
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    expect(screen.getByText(/Too many incorrect attempts/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('What is 1 plus 1?'), '2');
    await user.click(screen.getByRole('button', { name: 'Get a new OTP' }));
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await act(async () => undefined);
    expect(platform.session.store.getState().isAuthenticated).toBe(true);
  });

  it('given the challenge cannot load, then it says so and Try again asks once more', async () => {
    const createCaptchaChallenge = jest
      .fn()
      .mockRejectedValueOnce(coded(0, 'offline', 'none'))
      .mockResolvedValue(challenge('c-000000000000002', 4, 4));
    const sendOtp = jest.fn().mockRejectedValue(coded(429, 'Too many OTP requests', 'captcha_required'));
    const user = userEvent.setup();
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} />, { api: fakeApi({ sendOtp, createCaptchaChallenge }) });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('The question could not be loaded. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('What is 4 plus 4?')).toBeInTheDocument();
  });
});
