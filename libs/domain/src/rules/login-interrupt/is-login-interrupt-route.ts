/**
 * docs/rules.md section 2: the login-interrupt prompt is never shown on /brands/{lowercase letters},
 * /terms, /terms/rewards-info and /policy (trailing slash optional).
 */
const EXCLUDED = [/^\/brands\/[a-z]+\/?$/, /^\/terms\/?$/, /^\/terms\/rewards-info\/?$/, /^\/policy\/?$/];

/** True when the prompt may show on this path. */
export function isLoginInterruptRoute(pathname: string): boolean {
  return !EXCLUDED.some((pattern) => pattern.test(pathname));
}
