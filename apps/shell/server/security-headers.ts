import type { FastifyReply } from 'fastify';
import type { RemoteName } from '@nivaas/routes';

/** Third parties that draw in a frame of their own: Google sign-in, hCaptcha. */
const FRAMED_ORIGINS = ['https://accounts.google.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * The origins a page may load code, styles, images and data from: itself, the configured remotes
 * and the configured third parties (none by default, so by default nothing else can load).
 */
export function contentSecurityPolicy(
  remotes: Readonly<Record<RemoteName, string>>,
  thirdPartyOrigins: readonly string[] = [],
): string {
  const origins = [
    ...new Set([...Object.values(remotes).map((url) => new URL(url).origin), ...thirdPartyOrigins]),
  ].join(' ');
  const from = (extra = '') => `'self' ${origins}${extra}`.trim();
  return [
    `default-src 'self'`,
    `script-src ${from()}`,
    `style-src ${from()}`,
    `img-src ${from(' data: blob:')}`,
    `font-src ${from()}`,
    `connect-src ${from()}`,
    `manifest-src 'self'`,
    `worker-src 'self' blob:`,
    // Google sign-in draws its button and One Tap in a frame of its own origin, hCaptcha its check, when configured.
    `frame-src ${["'self'", ...FRAMED_ORIGINS.filter((origin) => thirdPartyOrigins.includes(origin))].join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * The policy with `style-src` also allowing these inline stylesheets by hash (a server-rendered page's critical CSS).
 * Style attributes stay blocked: a streamed page's policy goes out before its markup exists, so server-rendered
 * markup has none (libs/ui README), and React sets styles in the browser through the CSSOM, which CSP does not govern.
 */
export function withStyleHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .split('; ')
    .map((directive) =>
      directive.startsWith('style-src ') && hashes.length > 0 ? `${directive} ${hashes.join(' ')}` : directive,
    )
    .join('; ');
}

/** Headers every response of the shell server carries. */
export function securityHeaders(csp: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/**
 * HTTP Strict Transport Security: a browser that got a page over HTTPS uses nothing but HTTPS for this host and its
 * subdomains for a year, so no later visit starts in the clear. Sent on HTTPS responses only (browsers ignore it
 * over HTTP, and a local HTTP server must not claim it).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Puts the shell's headers on a response, with Strict-Transport-Security when it goes out over HTTPS (`https`:
 * the request came over HTTPS, directly or per a trusted proxy's X-Forwarded-Proto, or the site is configured as
 * served over HTTPS). A document the API serves through the /api proxy with a policy of its
 * own (the simulated gateway's page: no script at all, its one stylesheet by hash) keeps that policy: it is
 * stricter than the shell's, which would otherwise replace it and block the page's stylesheet.
 */
export function applySecurityHeaders(
  reply: FastifyReply,
  headers: Readonly<Record<string, string>>,
  https = false,
): void {
  const { 'content-security-policy': csp, ...rest } = headers;
  reply.headers(rest);
  if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  if (csp && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
}
