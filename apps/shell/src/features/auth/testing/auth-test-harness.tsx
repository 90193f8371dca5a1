import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { AuthServicesProvider, type AuthApi, type AuthServices } from '../auth-services';
import { NO_PHONEPE_SDK } from '../phonepe/phonepe-sdk';

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

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface HarnessOptions {
  readonly path?: string;
  readonly api?: FakeApiClient;
  readonly platform?: TestPlatform;
  readonly services?: Partial<AuthServices>;
}

/** Renders a piece of sign-in with an in-memory platform, fake services and a router at `path`. */
export function renderWithAuth(ui: ReactElement, options: HarnessOptions = {}) {
  const api = options.api ?? fakeApi();
  const platform = options.platform ?? createTestPlatform();
  const { events } = platform;
  const services: AuthServices = {
    api: async () => api as unknown as AuthApi,
    google: null,
    phonepe: async () => NO_PHONEPE_SDK,
    assignLocation: jest.fn(),
    ...options.services,
  };
  const wrap = (node: ReactNode) => (
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <PlatformProvider platform={platform}>
        <AuthServicesProvider services={services}>
          {node}
          <LocationProbe />
        </AuthServicesProvider>
      </PlatformProvider>
    </MemoryRouter>
  );
  const result = render(wrap(ui));
  return { ...result, api, platform, events, services };
}
