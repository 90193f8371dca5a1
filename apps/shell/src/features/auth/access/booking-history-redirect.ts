import { loginPath, matchRoute } from '@nivaas/routes';
import { mustLoginForBookingHistory } from '@nivaas/domain/sign-in';

/** Screens that show a member's own data: booking history (docs/rules.md 2, 6) and, the same way, profile and rewards. */
const GUARDED_SCREENS = new Set(['booking-history', 'booking-detail', 'my-profile', 'update-profile', 'rewards']);

/**
 * docs/rules.md sections 2 and 6: booking history (list and detail) needs login. An unauthenticated visitor
 * is sent to /login/ with the page as its redirect, except phonepe_app traffic. My profile, update profile and
 * rewards are guarded the same way; /introducing-rewards/ is open to everyone. Returns where to go,
 * or null to stay.
 */
export function bookingHistoryLoginRedirect(input: {
  readonly pathname: string;
  readonly search: string;
  readonly isAuthenticated: boolean;
  readonly utmSource: string | null;
}): string | null {
  if (!GUARDED_SCREENS.has(matchRoute(input.pathname).screen)) return null;
  if (!mustLoginForBookingHistory(input.isAuthenticated, input.utmSource)) return null;
  return loginPath(`${input.pathname}${input.search}`);
}
