import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryCookieJar, createPlatform, PlatformProvider, type AppEvent, type Platform } from '@nivaas/state';
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

export function fakeApi(overrides: Partial<Record<keyof AuthApi, jest.Mock>> = {}) {
  return {
    sendOtp: jest
      .fn()
      .mockResolvedValue({ status: 'sent', resend_after_ms: 30000, resends_left: 6, expires_in_s: 600 }),
    resendOtp: jest
      .fn()
      .mockResolvedValue({ status: 'sent', resend_after_ms: 30000, resends_left: 5, expires_in_s: 600 }),
    verifyOtp: jest.fn().mockResolvedValue(LOGIN_USER),
    loginGoogle: jest.fn().mockResolvedValue(LOGIN_USER),
    loginPhonepe: jest.fn().mockResolvedValue(LOGIN_USER),
    logout: jest.fn().mockResolvedValue({ status: 'ok' }),
    getContentsV1: jest
      .fn()
      .mockResolvedValue({ data: { otp_content: { enableResendAfterTime: 30000, resendMaxAttempts: 6 } } }),
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface HarnessOptions {
  readonly path?: string;
  readonly api?: ReturnType<typeof fakeApi>;
  readonly platform?: Platform;
  readonly services?: Partial<AuthServices>;
}

/** Renders a piece of sign-in with an in-memory platform, fake services and a router at `path`. */
export function renderWithAuth(ui: ReactElement, options: HarnessOptions = {}) {
  const api = options.api ?? fakeApi();
  const platform = options.platform ?? createPlatform({ cookies: createMemoryCookieJar() });
  const events: AppEvent[] = [];
  platform.bus.events$.subscribe((e) => events.push(e));
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
