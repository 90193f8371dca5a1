import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';

/**
 * The sign-in fixtures the specs and the stories share (no Jest, no testing-library here, so Storybook can load it;
 * the specs' harness, auth-test-harness.tsx, re-exports them).
 */
export const LOGIN_USER = {
  id: 42,
  email: 'asha@example.in',
  phone_number: '9876543210',
  first_name: 'Asha',
  last_name: 'Rao',
  communication_type: 'sms',
  token: 'token-42',
};

/** An API failure shaped like the client's ApiError (status, message, errors, tooManyRequests). */
export const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, errors: [message], tooManyRequests: status === 429 });

/**
 * The sign-in calls answered as the API would, on @nivaas/api-client's typed fake: a spec overrides one
 * (a jest mock works: a handler is any function of the input) and reads what was sent with `callsOf`.
 */
export function fakeApi(overrides: FakeHandlers = {}): FakeApiClient {
  return createFakeApiClient({
    sendOtp: { status: 'sent', resend_after_ms: 30000, resends_left: 6, expires_in_s: 600 },
    resendOtp: { status: 'sent', resend_after_ms: 30000, resends_left: 5, expires_in_s: 600 },
    verifyOtp: LOGIN_USER,
    loginGoogle: LOGIN_USER,
    loginPhonepe: LOGIN_USER,
    logout: { status: 'ok' },
    getContentsV1: { data: { otp_content: { enableResendAfterTime: 30000, resendMaxAttempts: 6 } } },
    ...overrides,
  } as FakeHandlers);
}
