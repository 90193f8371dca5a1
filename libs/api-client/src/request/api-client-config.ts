import type { CookieJar, EventBus, KeyValueStorage } from '@nivaas/state';
import type { ApiServiceBases } from '../services/api-services';

/** Everything the client needs from its host; nothing is read from globals but `fetch`. */
export interface ApiClientConfig {
  /** The API host, e.g. https://api.example.in or http://127.0.0.1:3333 (no trailing slash needed). */
  readonly baseUrl: string;
  /**
   * docs/rules.md section 7's other services (feedback, corporate, growth, graphql, images, vortex, trigger) where they are
   * not on `baseUrl`: a call goes to its path's service (services/api-services.ts). The browser leaves this out (its
   * calls go to the page's own /api/, which the shell server splits the same way).
   */
  readonly serviceBaseUrls?: ApiServiceBases;
  /** Sent as the application id header: which front end is calling (msite, android webview ...). */
  readonly applicationId: string;
  /** Keeps the anonymous-user id. */
  readonly storage: KeyValueStorage;
  /** Holds the utm/referral attribution cookie. */
  readonly cookies: CookieJar;
  /** Where 401s and failures are reported. */
  readonly bus?: EventBus;
  /** The bearer token, read on every request so a login takes effect at once. */
  readonly getToken?: () => string | null;
  /** Called with the x-auth-token response header. */
  readonly onToken?: (token: string) => void;
  /**
   * The visitor's language, sent as Accept-Language so the API answers its texts (rate plans, amenities, policies,
   * offers, FAQ...) in it; read on every request, as a server render's locale is per request. None: the browser's own
   * header (or none from a server), which the API reads the same way.
   */
  readonly getLocale?: () => string;
  /** Defaults to globalThis.fetch, looked up per request (server renders may polyfill late). */
  readonly fetch?: typeof fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** Aborting rejects with the signal's reason (an AbortError), never with 'API error'. */
  readonly signal?: AbortSignal;
}
