import { todayInKolkata } from '../../time/kolkata-dayjs';
import { isLoginInterruptRoute } from './is-login-interrupt-route';
import {
  LOGIN_INTERRUPT_MAX_VIEWS_IN_WINDOW,
  LOGIN_INTERRUPT_MAX_VIEWS_TODAY,
  LOGIN_INTERRUPT_WINDOW_DAYS,
} from './login-interrupt-limits';

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
