// Event bus
export type { AppEvent, AppEventOf, AppEventType, ToastKind } from './bus/app-event';
export { OFFLINE_BOOKINGS_LIMIT, type OfflineBooking } from './offline/offline-booking';
export { createEventBus, type EventBus } from './bus/create-event-bus';
export { createSignal, type Signal } from './bus/create-signal';

// Store primitive
export { createStore, type Producer, type Store } from './store/create-store';
export { useStore } from './store/use-store';

// Async resources: load, abort, retry, stale answers ignored
export {
  errorMessage,
  ResourceTimeoutError,
  useResource,
  type AsyncStatus,
  type Resource,
  type ResourceOptions,
} from './resource/use-resource';
export { scheduleLoad, type LoadTiming } from './resource/schedule-load';
export {
  createResourceSeeds,
  ResourceSeedsProvider,
  useResourceSeeds,
  type ResourceSeeds,
} from './resource/resource-seeds';

// The phone + OTP flow's hook (the machine is @nivaas/domain's otpFlowReducer)
export { useOtpFlow, type OtpFlow, type OtpPhone, type OtpServices } from './otp/use-otp-flow';

// Adapters
export {
  createDocumentCookieJar,
  createMemoryCookieJar,
  parseCookieHeader,
  type CookieJar,
} from './adapters/cookie-jar';
export { browserDocument, browserWindow } from './adapters/browser';
export {
  createMemoryStorage,
  getBrowserSessionStorage,
  getBrowserStorage,
  type KeyValueStorage,
} from './adapters/key-value-storage';
export { COOKIE_FALLBACK_DAYS, createStorageWithCookieFallback } from './adapters/storage-with-cookie-fallback';
export {
  createPlatform,
  getBrowserPlatform,
  resetBrowserPlatform,
  type Platform,
  type PlatformAdapters,
} from './platform/create-platform';
export { PlatformProvider, usePlatform } from './platform/platform-context';
export { createSessionStore, type SessionDeps, type SessionStore } from './session/create-session-store';
export { useSignedIn } from './session/use-signed-in';
export {
  INITIAL_SESSION,
  TOKEN_KEY,
  USER_KEY,
  type BookingHistoryState,
  type SessionState,
  type SortOrder,
} from './session/session-state';
export {
  parsePhonepeGuestDetails,
  readPhonepeGuestDetails,
  savePhonepeGuestDetails,
  writePhonepeGuestDetails,
  type PhonepeGuestDetails,
} from './session/phonepe-guest';
export { createSearchStore, type SearchStore } from './search/create-search-store';
export {
  INITIAL_SEARCH,
  RECENT_SEARCHES_KEY,
  type Place,
  type SearchHeaderType,
  type SearchState,
} from './search/search-state';
export {
  createWalletStore,
  INITIAL_WALLET,
  resetWalletKeepingRewards,
  type LoyaltyTier,
  type WalletState,
  type WalletStatementEntry,
  type WalletStore,
} from './wallet/create-wallet-store';
export { createUiStore, realScheduler, type Scheduler, type UiStore } from './ui/create-ui-store';
export { INITIAL_UI, type Toast, type UiState } from './ui/ui-state';
export {
  captureTrivagoReference,
  pickTrivagoReference,
  readTrivagoReference,
  TRIVAGO_REFERENCE_COOKIE,
  TRIVAGO_REFERENCE_PARAM,
} from './ui/trivago-reference';
export { MODAL_IDS, type ModalId } from './ui/modal-id';
export {
  createRecentlyViewedStore,
  INITIAL_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  type RecentlyViewedState,
  type RecentlyViewedStore,
} from './recently-viewed/create-recently-viewed-store';
export {
  useRecentlyViewedHotels,
  useRecordRecentlyViewedHotel,
  type RecentlyViewedHotels,
} from './recently-viewed/use-recently-viewed-hotels';
