/** Where the abuse limits keep their counts, and how loose the per-address ones are. */
export interface RateLimitConfig {
  /**
   * RATE_LIMITS=off: no limits, for test set-ups that make more bookings than one guest may (their
   * subject is not the limits). Refused in production, so a stray variable cannot open the doors.
   */
  readonly enabled: boolean;
  /** redis://...: counts shared by every API instance on that Redis; null keeps them in this process. */
  readonly redisUrl: string | null;
  /**
   * Multiplies every per-address maximum (default 1). The e2e stack runs ~40 OTP logins from 127.0.0.1
   * and sets it (apps/e2e/src/support/global-setup.ts); per-phone, per-email and per-account limits never
   * change, so production-strength numbers stay the default.
   */
  readonly addressScale: number;
}

/** Reads RATE_LIMITS, REDIS_URL and RATE_LIMIT_ADDRESS_SCALE; a bad value stops the start-up with its name. */
export function readRateLimitConfig(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
): RateLimitConfig {
  const switchText = env['RATE_LIMITS']?.trim();
  if (switchText && switchText !== 'on' && switchText !== 'off')
    throw new Error(`RATE_LIMITS must be on or off: ${switchText}`);
  const enabled = switchText !== 'off';
  if (!enabled && production) throw new Error('RATE_LIMITS=off is for tests: production keeps its abuse limits');
  const redisUrl = env['REDIS_URL']?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL: ${redisUrl}`);
  const scaleText = env['RATE_LIMIT_ADDRESS_SCALE']?.trim();
  const addressScale = scaleText ? Number(scaleText) : 1;
  if (!Number.isFinite(addressScale) || addressScale < 1)
    throw new Error(`RATE_LIMIT_ADDRESS_SCALE must be a number of at least 1: ${scaleText}`);
  return { enabled, redisUrl, addressScale };
}
