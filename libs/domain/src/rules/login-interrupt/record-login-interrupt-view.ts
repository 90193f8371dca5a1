import { LOGIN_INTERRUPT_WINDOW_DAYS } from './login-interrupt-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/rules.md section 4: dismissing appends the time to a stored list. Entries older than the
 * 7-day window can never count again, so they are pruned to keep the stored list small.
 */
export function recordLoginInterruptView(views: readonly number[] | null, now: number): number[] {
  const windowStart = now - LOGIN_INTERRUPT_WINDOW_DAYS * DAY_MS;
  return [...(views ?? []).filter((t) => t > windowStart), now];
}
