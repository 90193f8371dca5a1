import type { ComponentType } from 'react';

/**
 * The login modal's code, fetched when the modal first opens rather than with every page. The modal
 * and its sign-in flow come in one go, and the Sign in button starts the fetch on intent.
 */
export const loadLoginModal = () =>
  Promise.all([import('./login-modal'), import('./sign-in/sign-in-flow')]).then(([modal]) => ({
    default: modal.LoginModal as ComponentType,
  }));

export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}
