import type { Draft } from 'immer';
import type { UserProfile } from '@nivaas/domain/validation';
import type { SessionState } from './session-state';

/**
 * Pure producers of the session (docs/rules.md section 4, Authentication). The session store
 * applies them and does the persistence; keeping them pure lets each rule be tested alone.
 */

/** docs/rules.md section 4: authenticated needs both token and stored user. */
export const isSessionComplete = (token: string | null, profile: UserProfile | null) =>
  Boolean(token) && profile !== null;

/** Login (OTP, Google, PhonePe, password reset) stores token and profile. */
export const applyLogin = (token: string, profile: UserProfile) => (d: Draft<SessionState>) => {
  d.token = token;
  d.profile = profile;
  d.error = null;
  d.isAuthenticated = isSessionComplete(token, profile);
};

/** Logout clears token and profile, sets isAuthenticated false, keeps only the first booking-history entry. */
export const applyLogout = () => (d: Draft<SessionState>) => {
  d.token = null;
  d.profile = null;
  d.isAuthenticated = false;
  const firstKey = Object.keys(d.bookingHistory.results)[0];
  d.bookingHistory.results = firstKey === undefined ? {} : { [firstKey]: d.bookingHistory.results[firstKey] };
};

/** Any 401 clears the session (the login-interrupt cookie is cleared by the store). */
export const applyUnauthorized = () => (d: Draft<SessionState>) => {
  d.token = null;
  d.profile = null;
  d.isAuthenticated = false;
};

/** Hydration merges the saved profile if a session exists (token and stored user). */
export const applyHydration = (token: string | null, saved: UserProfile | null) => (d: Draft<SessionState>) => {
  if (!isSessionComplete(token, saved)) return;
  d.token = token;
  d.profile = { ...(d.profile ?? {}), ...saved } as Draft<UserProfile>;
  d.isAuthenticated = true;
};

/** A token captured from an x-auth-token header replaces the current one. */
export const applyToken = (token: string) => (d: Draft<SessionState>) => {
  d.token = token;
  d.isAuthenticated = isSessionComplete(token, d.profile as UserProfile | null);
};

/** Auth failures store the error (docs/rules.md section 8). */
export const applyAuthError = (error: string | null) => (d: Draft<SessionState>) => {
  d.error = error;
};

export const applyProfileUpdate = (changes: Partial<UserProfile>) => (d: Draft<SessionState>) => {
  if (d.profile) Object.assign(d.profile, changes);
};

export const applyBookingHistoryPage = (key: string, page: unknown) => (d: Draft<SessionState>) => {
  d.bookingHistory.results[key] = page as Draft<unknown>;
};

export const applyBookingHistoryLoading = (loading: boolean) => (d: Draft<SessionState>) => {
  d.bookingHistory.isBookingHistoryLoading = loading;
};
