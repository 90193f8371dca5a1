import { isLoginInterruptRoute } from './is-login-interrupt-route';

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
