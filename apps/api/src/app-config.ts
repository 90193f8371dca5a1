import { checkApiEnvironment, type ApiEnvironment } from './api-environment';
import type { AppContext } from './app-context';
import { readNotifierSettings, type Env, type NotifierSettings } from './features/notifications';
import {
  readCaptchaSettings,
  readGoogleSignIn,
  type CaptchaSettings,
  type GoogleSignInProvider,
  type GoogleSignInSettings,
} from './features/auth';

export interface AppConfig {
  /** Every variable the API reads, checked against its schema. */
  readonly environment: ApiEnvironment;
  readonly gateway: AppContext['gateway'];
  readonly otpPepper: string;
  /** The site's public origin, for absolute links in messages to guests. */
  readonly siteUrl: string;
  readonly brand: string;
  readonly notifiers: NotifierSettings;
  /** Google ID tokens: Google's key set and issuer, or the development simulator's (GOOGLE_SIGN_IN). */
  readonly google: GoogleSignInSettings;
  /** The check before another OTP after repeated failures: the local challenge or hCaptcha (CAPTCHA_PROVIDER). */
  readonly captcha: CaptchaSettings;
}

/** Thrown by buildApp before anything starts; its message names every variable to set. */
export class ConfigError extends Error {}

/** Development stand-ins: known to anyone who reads this file, so production refuses them even when set. */
export const DEVELOPMENT_OTP_PEPPER = 'nivaas-development-otp-pepper';
export const SIMULATED_GATEWAY_SECRET = 'nivaas-simulated-gateway-secret';
/** An OTP pepper keys every code and reset hash: production wants at least this many characters (32 random bytes in hex are 64). */
export const MIN_PEPPER_LENGTH = 32;

/**
 * The API's external services from the environment. Development defaults are local and honest (the
 * simulated gateway, the outbox instead of SMS/email/WhatsApp, a development OTP pepper). Production
 * refuses to start without real ones: the Razorpay gateway with its key id and secret, an OTP pepper,
 * an SMS provider (a guest must receive the confirmation link) and the public site URL the links
 * point to. A provider chosen in any mode must come with its secrets.
 *
 * - GATEWAY_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET (else the simulated gateway,
 *   GATEWAY_KEY_SECRET optional)
 * - OTP_PEPPER (in production at least 32 characters and not the development one), PUBLIC_SITE_URL
 *   (default http://localhost:4200), BRAND_NAME (default Nivaas)
 * - the notification providers: see readNotifierSettings
 * - GOOGLE_SIGN_IN (google or simulator; production refuses the simulator) and GOOGLE_CLIENT_ID: readGoogleSignIn
 * - CAPTCHA_PROVIDER (local or hcaptcha with its keys; production refuses local unless CAPTCHA_ALLOW_LOCAL=true)
 */
export function readAppConfig(
  env: Env,
  production: boolean,
  overrides: { gatewayKeySecret?: string; googleSignIn?: GoogleSignInProvider } = {},
): AppConfig {
  const { environment, problems } = checkApiEnvironment(env);
  const missing: string[] = [...problems];
  const value = (name: string) => env[name]?.trim() || undefined;

  const provider = value('GATEWAY_PROVIDER') ?? 'simulated';
  if (provider !== 'simulated' && provider !== 'razorpay')
    missing.push(`GATEWAY_PROVIDER=${provider} is not supported (razorpay or simulated)`);
  else if (production && provider !== 'razorpay') missing.push('GATEWAY_PROVIDER=razorpay');
  let gateway: AppContext['gateway'];
  if (provider === 'razorpay' || production) {
    const keyId = value('RAZORPAY_KEY_ID');
    const keySecret = value('RAZORPAY_KEY_SECRET');
    if (!keyId) missing.push('RAZORPAY_KEY_ID');
    if (!keySecret) missing.push('RAZORPAY_KEY_SECRET');
    else if (keySecret === SIMULATED_GATEWAY_SECRET)
      missing.push('RAZORPAY_KEY_SECRET (not the simulated gateway secret)');
    gateway = { provider: 'razorpay', keyId: keyId ?? '', keySecret: keySecret ?? '' };
  } else {
    gateway = {
      provider: 'simulated',
      keyId: 'rzp_test_nivaas',
      keySecret: overrides.gatewayKeySecret ?? value('GATEWAY_KEY_SECRET') ?? SIMULATED_GATEWAY_SECRET,
    };
  }

  const otpPepper = value('OTP_PEPPER');
  if (production && !otpPepper) missing.push('OTP_PEPPER');
  else if (production && (otpPepper === DEVELOPMENT_OTP_PEPPER || (otpPepper?.length ?? 0) < MIN_PEPPER_LENGTH))
    missing.push(`OTP_PEPPER (at least ${MIN_PEPPER_LENGTH} random characters, not the development pepper)`);
  const siteUrl = value('PUBLIC_SITE_URL');
  if (production && !siteUrl) missing.push('PUBLIC_SITE_URL');

  const google = readGoogleSignIn(env, production, missing, overrides.googleSignIn);
  const captcha = readCaptchaSettings(env, production, missing);

  const notify = readNotifierSettings(env);
  missing.push(...notify.missing);
  if (production && !notify.settings.sms)
    missing.push('NOTIFY_SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, MSG91_TEMPLATES)');

  if (missing.length > 0)
    throw new ConfigError(
      `${production ? 'Refusing to start in production' : 'Refusing to start'}: missing or invalid configuration: ${missing.join(', ')}`,
    );
  return {
    environment,
    gateway,
    otpPepper: otpPepper ?? DEVELOPMENT_OTP_PEPPER,
    siteUrl: siteUrl ?? 'http://localhost:4200',
    brand: value('BRAND_NAME') ?? 'Nivaas',
    notifiers: notify.settings,
    google,
    captcha,
  };
}
