import type { CookieJar } from '@nivaas/state';

/** docs/rules.md section 7: the utm and referral parameters kept for attribution. */
export const ATTRIBUTION_KEYS = [
  'utm_name',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_keyword',
  'avclk',
  'refid',
] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

export const ATTRIBUTION_COOKIE = 'nivaas_utm';
/** docs/rules.md section 7: kept in a cookie for 30 days. */
export const ATTRIBUTION_COOKIE_DAYS = 30;
/** The contract caps each value at 100 characters; longer ones would fail validation. */
const MAX_VALUE_LENGTH = 100;

/** The attribution parameters of a landing URL's query string (empty values ignored). */
export function pickAttribution(search: string): Attribution {
  const params = new URLSearchParams(search);
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return out;
}

/**
 * Called by the shell on landing. A landing with attribution replaces the stored one
 * (last touch wins); a landing without any leaves the stored one alone.
 */
export function captureAttribution(search: string, cookies: CookieJar): Attribution {
  const picked = pickAttribution(search);
  if (Object.keys(picked).length > 0) cookies.set(ATTRIBUTION_COOKIE, JSON.stringify(picked), ATTRIBUTION_COOKIE_DAYS);
  return readAttribution(cookies);
}

/** The stored attribution; a cookie that is not ours to parse counts as none. */
export function readAttribution(cookies: CookieJar): Attribution {
  try {
    const parsed: unknown = JSON.parse(cookies.get(ATTRIBUTION_COOKIE) ?? '{}');
    const out: Attribution = {};
    for (const key of ATTRIBUTION_KEYS) {
      const value = (parsed as Record<string, unknown> | null)?.[key];
      if (typeof value === 'string' && value !== '') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}
