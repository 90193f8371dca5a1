import { isSameSitePath } from '@nivaas/routes';

/** The query parameter the wallet app reads the user id from on its redirectUrl. */
export const WALLET_USER_ID_PARAM = 'userId';

export type LoginDestination =
  { readonly kind: 'path'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

/**
 * Where /login/ sends a visitor after signing in: the `redirect` parameter when it is a path of this
 * site (never `//host`, a scheme or a backslash trick, so the login page is no open redirect), else home.
 */
export function afterLoginPath(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && isSameSitePath(redirect) && !/[\r\n\t]/.test(redirect) ? redirect : '/';
}

/**
 * docs/rules.md section 2: in the wallet app a signed-in visitor's user id is handed to `redirectUrl`.
 * Only an absolute http(s) URL without credentials is accepted (no javascript:, data: or relative
 * tricks); the id is appended as the `userId` query parameter, replacing any value already there so
 * the link cannot carry someone else's id. Anything else returns null and the visitor goes home.
 */
export function walletHandOffUrl(search: string, userId: string): string | null {
  const raw = new URLSearchParams(search).get('redirectUrl');
  if (!raw || !userId) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  url.searchParams.set(WALLET_USER_ID_PARAM, userId);
  return url.toString();
}

/**
 * The destination of a signed-in visitor on /login/. In the wallet app with a valid redirectUrl the
 * user id goes back to the app. A visitor who has just signed in on this page goes to the redirect
 * path; one who arrived already signed in goes home (docs/rules.md section 2).
 */
export function loginDestination(input: {
  readonly search: string;
  readonly userId: string;
  readonly inWalletApp: boolean;
  readonly signedInHere: boolean;
}): LoginDestination {
  const handOff = input.inWalletApp ? walletHandOffUrl(input.search, input.userId) : null;
  if (handOff) return { kind: 'external', url: handOff };
  return { kind: 'path', path: input.signedInHere ? afterLoginPath(input.search) : '/' };
}
