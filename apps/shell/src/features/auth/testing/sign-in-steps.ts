import { expect, userEvent, within } from 'storybook/test';
import { fakeApiError } from '@nivaas/api-client/testing';
import { fakeApi } from './auth-fixtures';

/**
 * The stories' steps through sign-in (en-IN words), on the page or in the login modal: each waits for the state it
 * leads to, never for a time. `root` is the story's canvas, or the page's body for what a portal draws.
 */
type Root = ReturnType<typeof within>;

export async function askForCode(root: Root, phone = '9876543210') {
  const field = await root.findByLabelText('Mobile number');
  await userEvent.clear(field);
  await userEvent.type(field, phone);
  await userEvent.click(root.getByRole('button', { name: 'Send OTP' }));
}

/** Asks for a code and waits for the code step. */
export async function reachCodeStep(root: Root, phone?: string) {
  await askForCode(root, phone);
  await expect(await root.findByRole('group', { name: /6-digit/ })).toBeInTheDocument();
}

export async function typeCode(root: Root, code: string) {
  await userEvent.type(await root.findByRole('textbox', { name: 'Digit 1 of 6' }), code);
}

/** An API answer carrying its ErrorBody.code (captcha_required, captcha_failed), as the client rejects with it. */
export const codedError = (status: number, message: string, code: string) => {
  const error = fakeApiError(status, message);
  Object.assign(error.data as object, { code });
  return error;
};

/** A local check's question (a sum), as createCaptchaChallenge answers with the local adapter. */
export const challenge = (id: string, a: number, b: number) => ({
  provider: 'local' as const,
  id,
  question: { a, b },
  expires_in_s: 300,
});

/** The API asks for a check before another code: the first send is refused until one passes. */
export const captchaApi = (options: { readonly answerFails?: boolean; readonly challengeFails?: boolean } = {}) => {
  let sends = 0;
  let challenges = 0;
  return fakeApi({
    sendOtp: async () => {
      sends += 1;
      if (sends === 1)
        throw codedError(429, 'Too many incorrect attempts, please request a new OTP in 9 minutes', 'captcha_required');
      if (sends === 2 && options.answerFails)
        throw codedError(400, 'That check did not pass, please try again', 'captcha_failed');
      return { status: 'sent', resend_after_ms: 30000, resends_left: 6, expires_in_s: 600 };
    },
    createCaptchaChallenge: async () => {
      if (options.challengeFails) throw fakeApiError(503, 'Service unavailable');
      challenges += 1;
      return challenges === 1 ? challenge('first-challenge-0001', 3, 4) : challenge('second-challenge-002', 2, 5);
    },
  });
};
