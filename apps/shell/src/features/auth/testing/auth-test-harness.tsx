import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { FakeApiClient } from '@nivaas/api-client/testing';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { AuthServicesProvider, type AuthApi, type AuthServices } from '../auth-services';
import { NO_PHONEPE_SDK } from '../phonepe/phonepe-sdk';
import { fakeApi } from './auth-fixtures';

export { apiError, fakeApi, LOGIN_USER } from './auth-fixtures';

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
