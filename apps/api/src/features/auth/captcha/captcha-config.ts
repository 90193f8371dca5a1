import type { Env } from '../../notifications';

/** hCaptcha's server-side check (https://docs.hcaptcha.com/#verify-the-user-response-server-side). */
export const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

export type CaptchaSettings =
  { readonly provider: 'local' } | { readonly provider: 'hcaptcha'; readonly siteKey: string; readonly secret: string };

/**
 * CAPTCHA_PROVIDER: `local` (the API's own sum to work out: a development stand-in, stored so any instance checks
 * what another issued) or `hcaptcha` (HCAPTCHA_SITE_KEY, HCAPTCHA_SECRET; the token verified server-side). Default
 * `local` outside production; production refuses `local`, as it refuses the simulated gateway, unless
 * CAPTCHA_ALLOW_LOCAL=true says an operator chose it (a bot solves a sum: it only slows people down).
 */
export function readCaptchaSettings(env: Env, production: boolean, missing: string[]): CaptchaSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const provider = value('CAPTCHA_PROVIDER') ?? (production ? 'hcaptcha' : 'local');
  if (provider === 'local') {
    if (production && value('CAPTCHA_ALLOW_LOCAL') !== 'true')
      missing.push(
        'CAPTCHA_PROVIDER=hcaptcha (the local captcha is a development stand-in; CAPTCHA_ALLOW_LOCAL=true keeps it)',
      );
    return { provider: 'local' };
  }
  if (provider !== 'hcaptcha') {
    missing.push(`CAPTCHA_PROVIDER=${provider} is not supported (hcaptcha or local)`);
    return { provider: 'local' };
  }
  const siteKey = value('HCAPTCHA_SITE_KEY');
  const secret = value('HCAPTCHA_SECRET');
  if (!siteKey || !secret) {
    missing.push(
      env['CAPTCHA_PROVIDER']
        ? 'HCAPTCHA_SITE_KEY, HCAPTCHA_SECRET'
        : 'CAPTCHA_PROVIDER=hcaptcha (with HCAPTCHA_SITE_KEY, HCAPTCHA_SECRET)',
    );
  }
  return { provider: 'hcaptcha', siteKey: siteKey ?? '', secret: secret ?? '' };
}
