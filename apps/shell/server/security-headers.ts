import type { RemoteName } from '@nivaas/routes';

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
    // Google sign-in draws its button and One Tap in a frame of its own origin, when configured.
    `frame-src ${thirdPartyOrigins.includes('https://accounts.google.com') ? "'self' https://accounts.google.com" : "'self'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
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
