import { matchRoute, type ScreenId } from '@nivaas/routes';

/**
 * When installing makes sense to a visitor: once they have searched (a listing, or search results for a
 * term) or booked (the confirmation page). Not on the bare /search/ page, where they are about to type.
 */
export function isInstallMoment(pathname: string): boolean {
  const { screen, params } = matchRoute(pathname);
  if (screen === 'listing' || screen === 'confirmation') return true;
  return screen === 'search' && Boolean(params['encodedUri']);
}

/** Where the banner never shows: the visitor is paying, filling in the itinerary or signing in. */
const EXCLUDED_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'itinerary',
  'payment-process',
  'razorpay-payment-process',
  'login',
  'reset-password',
]);

export const isInstallExcludedRoute = (pathname: string): boolean => EXCLUDED_SCREENS.has(matchRoute(pathname).screen);

/** A form field, whose keyboard the banner must not compete with (buttons and links are not fields). */
export function isFormField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).matches !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.matches(
    'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"]):not([type="hidden"]), select, textarea',
  );
}

/** Whether a modal or dialog is open: one of the shell's modals, the global loader, or any modal in the page. */
export function isDialogOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]') !== null;
}
