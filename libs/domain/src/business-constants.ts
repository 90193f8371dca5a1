/**
 * docs/rules.md section 9 constants that are not owned by a single rule module. Rules keep their own
 * constants next to them (MAX_STAY_NIGHTS, PRICE_BANDS_PER_ROOM ...); index.ts exports both.
 */
export const ROUTE_CACHE_MS = 3_600_000;
export const CONTENT_REVALIDATE_SECONDS = 840;
export const TOAST_TIMEOUT_MS = 5_000;
export const LOADER_DEFAULT_TEXT = 'Processing';
/** docs/rules.md section 2: the top progress bar starts at 0.3 and stops after 1000 ms. */
export const PROGRESS_START = 0.3;
export const PROGRESS_STOP_AFTER_MS = 1_000;
export const QNA_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE = 10;
export const DEFERRED_TASK_TIMEOUT_MS = 600;
export const ERROR_TRACE_SAMPLE_RATE = 0.01;
export const CURRENCY = 'INR';
export const DEFAULT_PHONE_PREFIX = '+91';
export const PLATFORM_LABEL = 'msite';
/** docs/rules.md section 4: feature flag otpLessCheckout is on. */
export const OTP_LESS_CHECKOUT = true;
/** docs/rules.md section 6: loyalty tiers exist as content. */
export const LOYALTY_TIERS = ['platinum', 'gold', 'silver'] as const;
