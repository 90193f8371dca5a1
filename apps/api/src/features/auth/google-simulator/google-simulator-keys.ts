import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { GOOGLE_SIMULATOR_ISSUER } from '../google-sign-in-config';

/** An account the simulator signs in, as Google's chooser would hand it over. */
export interface SimulatedGoogleAccount {
  readonly email: string;
  readonly name: string;
}

/**
 * The Google sign-in simulator's key set and signer: a fresh RS256 key pair made when the API starts (never stored,
 * never the same twice, and never made in production, where the simulator is refused). One API process, one key:
 * behind a balancer of several development APIs, a token is checked by the instance that signed it only by chance.
 */
export interface GoogleSimulatorKeys {
  /** The public key set, shaped as Google's https://www.googleapis.com/oauth2/v3/certs. */
  readonly jwks: () => { keys: JWK[] };
  /** An ID token as Google issues it for `clientId`: RS256, its kid, iss, aud, sub, email, names, iat and exp. */
  readonly signIdToken: (clientId: string, account: SimulatedGoogleAccount) => Promise<string>;
}

/** How long the simulator's ID tokens live, as Google's do (one hour). */
export const SIMULATED_ID_TOKEN_SECONDS = 3600;

/** A stable, Google-like numeric subject per email, so signing in again is the same user. */
export function simulatedSubject(email: string): string {
  const digest = createHash('sha256').update(`nivaas-google-simulator:${email.trim().toLowerCase()}`).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 21n).toString().padStart(21, '1');
}

export interface GoogleSimulatorKeyOptions {
  /** The clock of `iat` and `exp` (tests sign tokens that have already expired). */
  readonly now?: () => Date;
  /** A key pair and id to sign with (tests keep the private key to sign what the simulator never would). */
  readonly pair?: { readonly publicKey: CryptoKey; readonly privateKey: CryptoKey; readonly kid: string };
}

export async function createGoogleSimulatorKeys(options: GoogleSimulatorKeyOptions = {}): Promise<GoogleSimulatorKeys> {
  const now = options.now ?? (() => new Date());
  const { publicKey, privateKey, kid } = options.pair ?? {
    ...(await generateKeyPair('RS256', { extractable: true })),
    kid: randomUUID(),
  };
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: () => ({ keys: [publicJwk] }),
    signIdToken: (clientId, account) => {
      const [given = '', ...rest] = account.name.trim().split(/\s+/);
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({
        email: account.email,
        email_verified: true,
        name: account.name.trim(),
        given_name: given,
        family_name: rest.join(' '),
        azp: clientId,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(GOOGLE_SIMULATOR_ISSUER)
        .setAudience(clientId)
        .setSubject(simulatedSubject(account.email))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SIMULATED_ID_TOKEN_SECONDS)
        .sign(privateKey);
    },
  };
}
