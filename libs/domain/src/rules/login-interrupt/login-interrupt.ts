import { todayInKolkata } from '../../time/kolkata-dayjs';

/** docs/rules.md section 9: login-interrupt window 7 days, under 4 views in window, under 3 today. */
export const LOGIN_INTERRUPT_WINDOW_DAYS = 7;
export const LOGIN_INTERRUPT_MAX_VIEWS_IN_WINDOW = 4;
export const LOGIN_INTERRUPT_MAX_VIEWS_TODAY = 3;

/** The cookie that marks the prompt viewed (dismissed); a 401 clears it (docs/rules.md section 8). */
export const LOGIN_INTERRUPT_COOKIE = 'login_interrupt_viewed';
/** The stored list of view times, in epoch milliseconds. */
export const LOGIN_INTERRUPT_VIEWS_KEY = 'login_interrupt_views';

/**
 * docs/rules.md section 2: the login-interrupt prompt is never shown on /brands/{lowercase letters},
 * /terms, /terms/rewards-info and /policy (trailing slash optional).
 */
const EXCLUDED = [/^\/brands\/[a-z]+\/?$/, /^\/terms\/?$/, /^\/terms\/rewards-info\/?$/, /^\/policy\/?$/];

/** True when the prompt may show on this path. */
export function isLoginInterruptRoute(pathname: string): boolean {
  return !EXCLUDED.some((pattern) => pattern.test(pathname));
}

export interface LoginInterruptInput {
  readonly isAuthenticated: boolean;
  /** The "viewed" cookie is present. */
  readonly dismissed: boolean;
  /** Stored view times (epoch ms); null or empty when there is no stored history. */
  readonly views: readonly number[] | null;
  readonly pathname: string;
  readonly now: number;
}

const DAY_MS = 86_400_000;

/**
 * docs/rules.md section 4: the prompt opens if the visitor is not authenticated, has not dismissed
 * it, has seen it fewer than 4 times in 7 days and fewer than 3 times today; with no stored
 * history it opens. Section 2: never on the excluded paths. "Today" is the day in Asia/Kolkata.
 */
export function isLoginInterruptEligible(input: LoginInterruptInput): boolean {
  if (input.isAuthenticated || input.dismissed || !isLoginInterruptRoute(input.pathname)) return false;
  const views = input.views ?? [];
  if (views.length === 0) return true;
  const windowStart = input.now - LOGIN_INTERRUPT_WINDOW_DAYS * DAY_MS;
  const today = todayInKolkata(input.now);
  const inWindow = views.filter((t) => t > windowStart && t <= input.now).length;
  const onToday = views.filter((t) => todayInKolkata(t) === today).length;
  return inWindow < LOGIN_INTERRUPT_MAX_VIEWS_IN_WINDOW && onToday < LOGIN_INTERRUPT_MAX_VIEWS_TODAY;
}

/**
 * docs/rules.md section 4: dismissing appends the time to a stored list. Entries older than the
 * 7-day window can never count again, so they are pruned to keep the stored list small.
 */
export function recordLoginInterruptView(views: readonly number[] | null, now: number): number[] {
  const windowStart = now - LOGIN_INTERRUPT_WINDOW_DAYS * DAY_MS;
  return [...(views ?? []).filter((t) => t > windowStart), now];
}

/**
 * Screens (ids of the route table, libs/routes) where a guest is doing something the prompt must never
 * interrupt: checkout, payment, confirmation and the account forms. The shell's spec checks each id
 * is a screen of the route table, so a renamed screen cannot silently drop out of this list.
 */
export const PROMPT_FREE_SCREENS = [
  'itinerary',
  'payment-process',
  'razorpay-payment-process',
  'confirmation',
  'login',
  'my-profile',
  'update-profile',
  'web-checkin',
  'feedback',
  'feedback-change',
  'feedback-thanks',
  'reset-password',
  'booking-cancellation',
] as const;

/** How long the page must have been left alone (no key, tap or field left) before a prompt may open. */
export const LOGIN_INTERRUPT_IDLE_MS = 3000;

export interface LoginInterruptMomentInput {
  /** The screen id the route table gives the path. */
  readonly screen: string;
  readonly pathname: string;
  /** An input, textarea, select or contenteditable element anywhere in the page has the focus. */
  readonly fieldFocused: boolean;
  /** Another dialog is open: a prompt never stacks on one. */
  readonly dialogOpen: boolean;
  /** The tab is hidden: a prompt nobody sees is a wasted view. */
  readonly pageHidden: boolean;
  /** Epoch ms of the guest's last key, tap or input on the page, or null when there was none. */
  readonly lastActivityAt: number | null;
  readonly now: number;
}

/** `never` for this path whatever happens; `wait` until the guest is done; `open` now. */
export type LoginInterruptMoment = 'never' | 'wait' | 'open';

/**
 * May a prompt open here and now? Never on docs/rules.md section 2's excluded paths nor on the screens where a guest is
 * doing something (PROMPT_FREE_SCREENS). Elsewhere it waits while a field has the focus, another dialog is open or
 * the tab is hidden, and until the page has been idle for LOGIN_INTERRUPT_IDLE_MS, so it never takes the focus
 * from a field or lands under a finger. Who may see it at all (signed in, dismissed, counts) is
 * isLoginInterruptEligible's question.
 */
export function loginInterruptMoment(input: LoginInterruptMomentInput): LoginInterruptMoment {
  if ((PROMPT_FREE_SCREENS as readonly string[]).includes(input.screen)) return 'never';
  if (!isLoginInterruptRoute(input.pathname)) return 'never';
  if (input.fieldFocused || input.dialogOpen || input.pageHidden) return 'wait';
  if (input.lastActivityAt !== null && input.now - input.lastActivityAt < LOGIN_INTERRUPT_IDLE_MS) return 'wait';
  return 'open';
}
