import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the reset-password screen. */
export type ResetPasswordApi = Pick<ApiClient, 'getPasswordReset' | 'resetPassword'>;

/** The browser's client, reached only in effects and handlers (the page is cached and rendered on a server). */
const BROWSER_API: ResetPasswordApi = {
  getPasswordReset: (input, options) => getBrowserApiClient().getPasswordReset(input, options),
  resetPassword: (input, options) => getBrowserApiClient().resetPassword(input, options),
};

const ResetPasswordApiContext = createContext<ResetPasswordApi | null>(null);

/** Specs hand the screen a fake client; without a provider it uses the browser's. */
export function ResetPasswordApiProvider({
  api,
  children,
}: {
  readonly api: ResetPasswordApi;
  readonly children: ReactNode;
}) {
  return <ResetPasswordApiContext.Provider value={api}>{children}</ResetPasswordApiContext.Provider>;
}

export function useResetPasswordApi(): ResetPasswordApi {
  return useContext(ResetPasswordApiContext) ?? BROWSER_API;
}
