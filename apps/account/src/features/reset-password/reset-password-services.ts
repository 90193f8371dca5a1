import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the reset-password screen. */
export type ResetPasswordApi = Pick<ApiClient, 'getPasswordReset' | 'resetPassword'>;

const seam = createApiSeam<keyof ResetPasswordApi>(['getPasswordReset', 'resetPassword']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const ResetPasswordApiProvider = seam.Provider;
export const useResetPasswordApi = seam.useApi;
