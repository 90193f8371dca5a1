import type { ComponentType } from 'react';

/**
 * The login modal's code, with its sign-in flow and the phone-number library behind it, fetched when
 * the modal first opens rather than with every page; the Sign in button starts the fetch on intent.
 */
export const loadLoginModal = () =>
  import('./login-modal').then((modal) => ({ default: modal.LoginModal as ComponentType }));

export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}
