import type { Env } from '../notifications';

/** Google's own ID tokens: its key set and the two spellings of its issuer (Google's documentation accepts both). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;
/**
 * The local simulator's issuer: a name no Google token carries (`.invalid` is reserved, RFC 2606), so a token from
 * the simulator can never pass as Google's, nor Google's as the simulator's.
 */
export const GOOGLE_SIMULATOR_ISSUER = 'https://accounts.google-simulator.nivaas.invalid';
/** The audience when GOOGLE_CLIENT_ID is unset: no Google token carries it. */
export const DEVELOPMENT_GOOGLE_CLIENT_ID = 'nivaas-web';

export type GoogleSignInProvider = 'google' | 'simulator';

/**
 * How Google ID tokens are checked. The same code and library (`jose`'s createRemoteJWKSet and jwtVerify) for
 * both: only the key set's URL and the issuer differ. With the simulator, the key set is the API's own
 * `/api/dev/google/certs` (null here: the address is known once the API listens).
 */
export interface GoogleSignInSettings {
  readonly provider: GoogleSignInProvider;
  readonly clientId: string;
  readonly jwksUrl: string | null;
  readonly issuers: readonly string[];
}

/**
 * GOOGLE_SIGN_IN: `google` (Google's key set and issuer) or `simulator` (the local identity page and key set, a
 * development stand-in). Default: `simulator` outside production, so `npm start` offers Google sign-in with no
 * account at Google; `google` in production, which refuses `simulator` like the simulated gateway. GOOGLE_CLIENT_ID
 * is the audience (`nivaas-web` by default, an audience no Google token carries).
 */
export function readGoogleSignIn(
  env: Env,
  production: boolean,
  missing: string[],
  override?: GoogleSignInProvider,
): GoogleSignInSettings {
  const chosen = override ?? (env['GOOGLE_SIGN_IN']?.trim() || (production ? 'google' : 'simulator'));
  const clientId = env['GOOGLE_CLIENT_ID']?.trim() || DEVELOPMENT_GOOGLE_CLIENT_ID;
  if (chosen !== 'google' && chosen !== 'simulator') {
    missing.push(`GOOGLE_SIGN_IN=${chosen} is not supported (google or simulator)`);
  } else if (production && chosen === 'simulator') {
    missing.push('GOOGLE_SIGN_IN=google (the Google sign-in simulator is for development only)');
  }
  if (chosen === 'simulator' && !production)
    return { provider: 'simulator', clientId, jwksUrl: null, issuers: [GOOGLE_SIMULATOR_ISSUER] };
  return { provider: 'google', clientId, jwksUrl: GOOGLE_JWKS_URL, issuers: [...GOOGLE_ISSUERS] };
}
