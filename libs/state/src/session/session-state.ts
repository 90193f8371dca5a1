import type { UserProfile } from '@nivaas/domain/validation';

export type SortOrder = 'asc' | 'desc';

/** docs/rules.md section 3: auth state's booking history, results keyed by page or index. */
export interface BookingHistoryState {
  readonly results: Readonly<Record<string, unknown>>;
  readonly upcomingSortOrder: SortOrder;
  readonly pastSortOrder: SortOrder;
  readonly isBookingHistoryLoading: boolean;
}

/** docs/rules.md section 3: auth state. The token is held here so every remote reads one session. */
export interface SessionState {
  readonly isAuthenticated: boolean;
  readonly token: string | null;
  readonly profile: UserProfile | null;
  readonly error: string | null;
  readonly bookingHistory: BookingHistoryState;
}

export const INITIAL_SESSION: SessionState = {
  isAuthenticated: false,
  token: null,
  profile: null,
  error: null,
  bookingHistory: { results: {}, upcomingSortOrder: 'asc', pastSortOrder: 'desc', isBookingHistoryLoading: false },
};

/** Storage keys of the persisted session. */
export const TOKEN_KEY = 'nivaas_auth_token';
export const USER_KEY = 'nivaas_auth_user';
