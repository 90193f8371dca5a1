import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/api-error';

export interface ExternalIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Verifies a Google ID token (signature against the configured JWKS, issuer, audience, expiry). */
export async function verifyGoogleToken(ctx: AppContext, token: string): Promise<ExternalIdentity> {
  let jwks = jwksCache.get(ctx.googleJwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(ctx.googleJwksUrl));
    jwksCache.set(ctx.googleJwksUrl, jwks);
  }
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: ctx.googleClientId,
    });
    if (!payload.sub) throw new Error('no subject');
    return {
      subject: payload.sub,
      email: String(payload['email'] ?? ''),
      firstName: String(payload['given_name'] ?? ''),
      lastName: String(payload['family_name'] ?? ''),
      phone: null,
    };
  } catch {
    throw unauthorized('Google sign-in failed');
  }
}

/**
 * PhonePe grant tokens. The local simulator issues `pp.{phone}.{hmac}` tokens (see the dev route);
 * with PHONEPE_VERIFY_URL set, the token is exchanged at that endpoint instead.
 */
export function simulatorGrantToken(ctx: AppContext, phone: string): string {
  return `pp.${phone}.${createHmac('sha256', ctx.otpPepper).update(`phonepe:${phone}`).digest('hex').slice(0, 32)}`;
}

export async function verifyPhonepeToken(ctx: AppContext, token: string): Promise<ExternalIdentity> {
  if (ctx.phonepeVerifyUrl) {
    const response = await fetch(ctx.phonepeVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok) throw unauthorized('PhonePe sign-in failed');
    const body = (await response.json()) as { id?: string; phone?: string; name?: string };
    if (!body.id || !body.phone) throw unauthorized('PhonePe sign-in failed');
    return { subject: body.id, phone: body.phone, email: '', firstName: body.name ?? '', lastName: '' };
  }
  const phone = /^pp\.([6-9]\d{9})\.[0-9a-f]{32}$/.exec(token)?.[1];
  const expected = phone ? simulatorGrantToken(ctx, phone) : '';
  if (!phone || expected.length !== token.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(token)))
    throw unauthorized('PhonePe sign-in failed');
  return { subject: `phonepe-${phone}`, phone, email: '', firstName: '', lastName: '' };
}
