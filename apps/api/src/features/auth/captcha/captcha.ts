import type { CaptchaChallenge } from '@nivaas/domain/sign-in';
import type { Queryable } from '../../../db/database';
import type { CaptchaSettings } from './captcha-config';
import { verifyHcaptcha } from './hcaptcha';
import { issueLocalChallenge, verifyLocalChallenge } from './local-captcha';

/** The check before another OTP is sent after repeated failures: the local adapter or a provider, by configuration. */
export interface Captcha {
  readonly provider: CaptchaSettings['provider'];
  /** What the visitor is shown: a stored local challenge, or the provider's site key for its widget. */
  challenge(): Promise<CaptchaChallenge>;
  /** Whether the token passes, checked once (a token is spent either way); a provider that cannot answer throws 502. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export function createCaptcha(
  settings: CaptchaSettings,
  deps: {
    readonly db: Queryable;
    readonly pepper: string;
    readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  },
): Captcha {
  if (settings.provider === 'hcaptcha') {
    return {
      provider: 'hcaptcha',
      challenge: async () => ({ provider: 'hcaptcha', site_key: settings.siteKey }),
      verify: (token, remoteIp) => verifyHcaptcha(deps.fetch, settings, token, remoteIp),
    };
  }
  return {
    provider: 'local',
    challenge: () => issueLocalChallenge(deps.db, deps.pepper),
    verify: (token) => verifyLocalChallenge(deps.db, deps.pepper, token),
  };
}
