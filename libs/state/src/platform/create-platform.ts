import { createDocumentCookieJar, createMemoryCookieJar, type CookieJar } from '../adapters/cookie-jar';
import { createMemoryStorage, getBrowserStorage, type KeyValueStorage } from '../adapters/key-value-storage';
import { createStorageWithCookieFallback } from '../adapters/storage-with-cookie-fallback';
import { createEventBus, type EventBus } from '../bus/create-event-bus';
import { createRecentlyViewedStore, type RecentlyViewedStore } from '../recently-viewed/create-recently-viewed-store';
import { createSearchStore, type SearchStore } from '../search/create-search-store';
import { createSessionStore, type SessionStore } from '../session/create-session-store';
import { createUiStore, type Scheduler } from '../ui/create-ui-store';
import { createWalletStore, type WalletStore } from '../wallet/create-wallet-store';

/** The state that crosses remotes, created together so they share one bus. */
export interface Platform {
  readonly bus: EventBus;
  readonly session: SessionStore;
  readonly search: SearchStore;
  readonly wallet: WalletStore;
  readonly ui: ReturnType<typeof createUiStore>;
  /** Hotels the visitor opened: the hotel page records, home lists. */
  readonly recentlyViewed: RecentlyViewedStore;
  /** The storage (with cookie fallback) and cookies the stores use; the api-client reuses them. */
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly dispose: () => void;
}

export interface PlatformAdapters {
  /** null when there is no usable storage: values then go to cookies. */
  readonly storage?: KeyValueStorage | null;
  readonly cookies?: CookieJar;
  readonly scheduler?: Scheduler;
}

/**
 * Creates the shared stores. A server render calls it once per request with the request's
 * cookie jar; the browser uses getBrowserPlatform so every remote gets the same instance.
 */
export function createPlatform(adapters: PlatformAdapters = {}): Platform {
  const cookies = adapters.cookies ?? createMemoryCookieJar();
  const local = adapters.storage === undefined ? createMemoryStorage() : adapters.storage;
  const storage = createStorageWithCookieFallback(local, cookies);
  const bus = createEventBus();
  const session = createSessionStore({ bus, storage, cookies });
  const search = createSearchStore({ bus, storage });
  const wallet = createWalletStore({ bus });
  const ui = createUiStore(adapters.scheduler ? { bus, cookies, scheduler: adapters.scheduler } : { bus, cookies });
  // Never in the cookie fallback: ten hotels would ride on every request. Without storage the list lasts the page.
  const recentlyViewed = createRecentlyViewedStore({ storage: local ?? createMemoryStorage() });
  return {
    bus,
    session,
    search,
    wallet,
    ui,
    recentlyViewed,
    storage,
    cookies,
    dispose: () => {
      session.dispose();
      wallet.dispose();
      ui.dispose();
    },
  };
}

let browserPlatform: Platform | null = null;

/**
 * The browser's one platform. Created on first call, never at import: this module is a
 * federation singleton, so the first remote to ask creates it and the others share it.
 */
export function getBrowserPlatform(): Platform {
  if (!browserPlatform) {
    const doc = (globalThis as { document?: { cookie: string } }).document;
    browserPlatform = createPlatform({
      storage: getBrowserStorage(),
      cookies: doc ? createDocumentCookieJar(doc) : createMemoryCookieJar(),
    });
    browserPlatform.session.hydrate();
    browserPlatform.search.loadRecentSearches();
  }
  return browserPlatform;
}

/** Tests only: forget the browser platform so the next call builds a fresh one. */
export function resetBrowserPlatform(): void {
  browserPlatform?.dispose();
  browserPlatform = null;
}
