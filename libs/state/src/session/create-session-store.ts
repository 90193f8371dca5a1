import type { Subscription } from 'rxjs';
import type { CookieJar } from '../adapters/cookie-jar';
import type { KeyValueStorage } from '../adapters/key-value-storage';
import type { EventBus } from '../bus/create-event-bus';
import { LOGIN_INTERRUPT_COOKIE } from '@nivaas/domain/sign-in';
import { toUserProfile, type LoginUser, type UserProfile } from '@nivaas/domain/validation';
import { createStore, type Store } from '../store/create-store';
import {
  applyAuthError,
  applyBookingHistoryLoading,
  applyBookingHistoryPage,
  applyHydration,
  applyLogin,
  applyLogout,
  applyProfileUpdate,
  applyToken,
  applyUnauthorized,
} from './session-producers';
import { INITIAL_SESSION, TOKEN_KEY, USER_KEY, type SessionState } from './session-state';

export interface SessionStore {
  readonly store: Store<SessionState>;
  /** Reads the persisted session (docs/rules.md section 4: hydration merges the saved profile). */
  readonly hydrate: () => void;
  /** OTP, Google, PhonePe or password-reset login: stores token and profile. */
  readonly login: (token: string, user: LoginUser) => void;
  readonly logout: () => void;
  /** What the api-client reads for the bearer header. */
  readonly getToken: () => string | null;
  /** What the api-client calls with an x-auth-token response header. */
  readonly setToken: (token: string) => void;
  readonly setError: (error: string | null) => void;
  readonly updateProfile: (changes: Partial<UserProfile>) => void;
  readonly setBookingHistoryPage: (key: string, page: unknown) => void;
  readonly setBookingHistoryLoading: (loading: boolean) => void;
  readonly dispose: () => void;
}

export interface SessionDeps {
  readonly bus: EventBus;
  /** Storage with the 30-day cookie fallback (createStorageWithCookieFallback). */
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
}

const readProfile = (storage: KeyValueStorage): UserProfile | null => {
  try {
    const raw = storage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as UserProfile) : null;
  } catch {
    return null; // a corrupt stored user is no user: the visitor is a guest
  }
};

/** The session of docs/rules.md section 4. Listens for 401s on the bus and announces auth changes on it. */
export function createSessionStore({ bus, storage, cookies }: SessionDeps): SessionStore {
  const store = createStore<SessionState>(INITIAL_SESSION);
  const announce = () => {
    const { isAuthenticated, profile } = store.getState();
    bus.emit({ type: 'auth/changed', isAuthenticated, ...(profile ? { userId: profile.userId } : {}) });
  };
  const clearPersisted = () => {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  };

  const subscription: Subscription = bus.on('auth/unauthorized').subscribe(() => {
    // docs/rules.md section 8: a 401 on any action clears the session and the login-interrupt flag.
    clearPersisted();
    cookies.remove(LOGIN_INTERRUPT_COOKIE);
    const wasAuthenticated = store.getState().isAuthenticated;
    store.update(applyUnauthorized());
    if (wasAuthenticated) announce();
  });

  return {
    store,
    hydrate: () => {
      store.update(applyHydration(storage.getItem(TOKEN_KEY), readProfile(storage)));
      if (store.getState().isAuthenticated) announce();
    },
    login: (token, user) => {
      const profile = toUserProfile(user);
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(profile));
      store.update(applyLogin(token, profile));
      announce();
    },
    logout: () => {
      clearPersisted();
      store.update(applyLogout());
      announce();
    },
    getToken: () => store.getState().token,
    setToken: (token) => {
      storage.setItem(TOKEN_KEY, token);
      store.update(applyToken(token));
    },
    setError: (error) => store.update(applyAuthError(error)),
    updateProfile: (changes) => {
      store.update(applyProfileUpdate(changes));
      const { profile } = store.getState();
      if (profile) storage.setItem(USER_KEY, JSON.stringify(profile));
    },
    setBookingHistoryPage: (key, page) => store.update(applyBookingHistoryPage(key, page)),
    setBookingHistoryLoading: (loading) => store.update(applyBookingHistoryLoading(loading)),
    dispose: () => subscription.unsubscribe(),
  };
}
