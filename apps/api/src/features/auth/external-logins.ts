import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { AppContext } from '../../app-context';
import { ApiError, unauthorized } from '../../http/api-error';

export interface ExternalIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** How long a sign-in waits for PhonePe's verify endpoint before telling the visitor to try again. */
export const PHONEPE_VERIFY_TIMEOUT_MS = 5000;
/** How long a Google sign-in waits for Google's (or the simulator's) key set before telling the visitor to try again. */
export const GOOGLE_JWKS_TIMEOUT_MS = 5000;

/**
 * The provider, not the visitor, failed (unreachable, timed out, 5xx, a body that is not its
 * contract): 502 in the error shape, so the site can say "try again" instead of "wrong token", and
 * never a 500.
 */
const upstreamFailed = (provider: string) =>
  new ApiError(502, `${provider} sign-in is not available right now, please try again`);

/**
 * jose errors that say the token itself is bad (signature, claims, expiry, format, no key for it):
 * the visitor's 401. Anything else while verifying (the JWKS unreachable, timed out, not 200, not a
 * key set) is Google failing: 502.
 */
const TOKEN_ERRORS = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);
const isTokenError = (error: unknown) =>
  error instanceof Error && TOKEN_ERRORS.has(String((error as { code?: unknown }).code));

/** Three dot-separated parts with a header that reads as JSON: the shape of a signed JWT, checked or not. */
function isCompactJws(token: string): boolean {
  if (token.split('.').length !== 3) return false;
  try {
    decodeProtectedHeader(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * One remote key set per URL (and timeout) for the process: jose caches the keys and refetches on an unknown `kid`.
 * Its fetch is aborted after `timeoutMs` (jose's timeoutDuration), which fails the sign-in with a 502.
 */
function keySetAt(url: string, timeoutMs: number): ReturnType<typeof createRemoteJWKSet> {
  const key = `${timeoutMs} ${url}`;
  let jwks = jwksCache.get(key);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs });
    jwksCache.set(key, jwks);
  }
  return jwks;
}

/**
 * Verifies a Google ID token (signature against the configured JWKS, issuer, audience, expiry). The same code for
 * Google and for the development simulator: only the key set's URL and the issuers differ (GOOGLE_SIGN_IN).
 */
export async function verifyGoogleToken(
  ctx: AppContext,
  token: string,
  timeoutMs = GOOGLE_JWKS_TIMEOUT_MS,
): Promise<ExternalIdentity> {
  // A token that is not a signed JWT is the visitor's mistake, told before any key set is asked for (the simulator's
  // is the API's own address, which an API that does not listen yet cannot give: that would be a 502).
  if (!isCompactJws(token)) throw unauthorized('Google sign-in failed');
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    // Inside the try: the simulator's key set URL is the API's own address, unknown while it does not listen.
    const jwks = keySetAt(ctx.googleJwksUrl, timeoutMs);
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: [...ctx.googleIssuers],
      audience: ctx.googleClientId,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    throw isTokenError(error) ? unauthorized('Google sign-in failed') : upstreamFailed('Google');
  }
  if (!payload.sub) throw unauthorized('Google sign-in failed');
  return {
    subject: payload.sub,
    email: String(payload['email'] ?? ''),
    firstName: String(payload['given_name'] ?? ''),
    lastName: String(payload['family_name'] ?? ''),
    phone: null,
  };
}

/**
 * PhonePe grant tokens. The local simulator issues `pp.{phone}.{hmac}` tokens (see the dev route);
 * with PHONEPE_VERIFY_URL set, the token is exchanged at that endpoint instead.
 */
export function simulatorGrantToken(ctx: AppContext, phone: string): string {
  return `pp.${phone}.${createHmac('sha256', ctx.otpPepper).update(`phonepe:${phone}`).digest('hex').slice(0, 32)}`;
}

export async function verifyPhonepeToken(ctx: AppContext, token: string): Promise<ExternalIdentity> {
  if (ctx.phonepeVerifyUrl) return exchangePhonepeToken(ctx.phonepeVerifyUrl, token);
  const phone = /^pp\.([6-9]\d{9})\.[0-9a-f]{32}$/.exec(token)?.[1];
  const expected = phone ? simulatorGrantToken(ctx, phone) : '';
  if (!phone || expected.length !== token.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(token)))
    throw unauthorized('PhonePe sign-in failed');
  return { subject: `phonepe-${phone}`, phone, email: '', firstName: '', lastName: '' };
}

/**
 * PhonePe's verify endpoint: a 4xx refuses the token (401); no answer in time, a 5xx, or a body
 * without the id and the mobile number it promises is PhonePe failing (502).
 */
export async function exchangePhonepeToken(
  url: string,
  token: string,
  timeoutMs = PHONEPE_VERIFY_TIMEOUT_MS,
): Promise<ExternalIdentity> {
  let body: { id?: unknown; phone?: unknown; name?: unknown };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 400 && response.status < 500) throw unauthorized('PhonePe sign-in failed');
    if (!response.ok) throw upstreamFailed('PhonePe');
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw error instanceof ApiError ? error : upstreamFailed('PhonePe');
  }
  const { id, phone, name } = body ?? {};
  if (typeof id !== 'string' || !id || id.length > 128 || typeof phone !== 'string' || !/^\+?\d{10,15}$/.test(phone))
    throw upstreamFailed('PhonePe');
  return { subject: id, phone, email: '', firstName: typeof name === 'string' ? name.slice(0, 60) : '', lastName: '' };
}
