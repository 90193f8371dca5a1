import { gupshupWhatsapp, type GupshupSettings } from './gupshup-whatsapp';
import { msg91Sms, type Msg91Settings } from './msg91-sms';
import {
  NOTIFICATION_KINDS,
  WHATSAPP_KINDS,
  type Channel,
  type FetchLike,
  type NotificationKind,
  type Notifier,
} from './notifier';
import { sesEmail, type SesSettings } from './ses-email';

export type Env = Readonly<Record<string, string | undefined>>;

/** The provider chosen per channel; null is the local outbox only (development and tests). */
export interface NotifierSettings {
  readonly sms: ({ provider: 'msg91' } & Msg91Settings) | null;
  readonly email: ({ provider: 'ses' } & SesSettings) | null;
  readonly whatsapp: ({ provider: 'gupshup' } & GupshupSettings) | null;
}

/**
 * `booking_confirmed:id1,balance_paid:id2,booking_cancelled:id3,password_reset:id4`: one template per
 * kind the channel sends, all required.
 */
function templates(
  value: string | undefined,
  kinds: readonly NotificationKind[],
): Record<NotificationKind, string> | null {
  if (!value) return null;
  const pairs = new Map(
    value.split(',').map((pair) => {
      const [kind = '', id = ''] = pair.split(':').map((s) => s.trim());
      return [kind, id] as const;
    }),
  );
  if (!kinds.every((kind) => pairs.get(kind))) return null;
  return Object.fromEntries(kinds.map((kind) => [kind, pairs.get(kind)!])) as Record<NotificationKind, string>;
}

/**
 * Reads the notification providers from the environment. Returns the settings and what is missing
 * or wrong (variable names, for the start-up error), so a provider chosen without its secrets never
 * starts half-configured. Unset providers mean the local outbox.
 *
 * - NOTIFY_SMS_PROVIDER=msg91: MSG91_AUTH_KEY, MSG91_TEMPLATES; MSG91_BASE_URL (optional: a local fake
 *   provider for a load test, default https://control.msg91.com)
 * - NOTIFY_EMAIL_PROVIDER=ses: NOTIFY_EMAIL_FROM, SES_REGION (or AWS_REGION); AWS_ACCESS_KEY_ID with
 *   AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), or none of them for the SDK's default chain (an IAM role)
 * - WHATSAPP_PROVIDER=gupshup: GUPSHUP_API_KEY, GUPSHUP_SOURCE, GUPSHUP_APP_NAME, GUPSHUP_TEMPLATES
 */
export function readNotifierSettings(env: Env): { settings: NotifierSettings; missing: string[] } {
  const missing: string[] = [];
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) missing.push(name);
    return value ?? '';
  };
  const needTemplates = (name: string, kinds: readonly NotificationKind[]) => {
    const parsed = templates(env[name], kinds);
    if (!parsed) missing.push(`${name} (${kinds.map((k) => `${k}:<id>`).join(',')})`);
    return parsed ?? ({} as Record<NotificationKind, string>);
  };
  const unsupported = (name: string, supported: string) =>
    missing.push(`${name}=${env[name]} is not supported (use ${supported} or leave it unset for the local outbox)`);

  let sms: NotifierSettings['sms'] = null;
  const smsProvider = env['NOTIFY_SMS_PROVIDER']?.trim();
  if (smsProvider === 'msg91') {
    const baseUrl = env['MSG91_BASE_URL']?.trim();
    if (baseUrl && !validBaseUrl(baseUrl))
      missing.push(`MSG91_BASE_URL=${baseUrl} (an http(s) origin with no query, e.g. http://127.0.0.1:4010)`);
    sms = {
      provider: 'msg91',
      authKey: need('MSG91_AUTH_KEY'),
      templates: needTemplates('MSG91_TEMPLATES', NOTIFICATION_KINDS),
      ...(baseUrl && validBaseUrl(baseUrl) ? { baseUrl } : {}),
    };
  } else if (smsProvider) unsupported('NOTIFY_SMS_PROVIDER', 'msg91');

  let email: NotifierSettings['email'] = null;
  const emailProvider = env['NOTIFY_EMAIL_PROVIDER']?.trim();
  if (emailProvider === 'ses') {
    const region = env['SES_REGION']?.trim() || env['AWS_REGION']?.trim() || '';
    if (!region) missing.push('SES_REGION (or AWS_REGION)');
    email = {
      provider: 'ses',
      region,
      from: need('NOTIFY_EMAIL_FROM'),
      ...(env['AWS_ACCESS_KEY_ID']?.trim()
        ? {
            credentials: {
              accessKeyId: env['AWS_ACCESS_KEY_ID'].trim(),
              secretAccessKey: need('AWS_SECRET_ACCESS_KEY'),
              ...(env['AWS_SESSION_TOKEN'] ? { sessionToken: env['AWS_SESSION_TOKEN'] } : {}),
            },
          }
        : {}),
    };
  } else if (emailProvider) unsupported('NOTIFY_EMAIL_PROVIDER', 'ses');

  let whatsapp: NotifierSettings['whatsapp'] = null;
  const whatsappProvider = env['WHATSAPP_PROVIDER']?.trim();
  if (whatsappProvider === 'gupshup')
    whatsapp = {
      provider: 'gupshup',
      apiKey: need('GUPSHUP_API_KEY'),
      source: need('GUPSHUP_SOURCE'),
      appName: need('GUPSHUP_APP_NAME'),
      templates: needTemplates('GUPSHUP_TEMPLATES', WHATSAPP_KINDS),
    };
  else if (whatsappProvider) unsupported('WHATSAPP_PROVIDER', 'gupshup');

  return { settings: { sms, email, whatsapp }, missing };
}

/** An http(s) URL with a host and neither query nor fragment (the flow path is added to it). */
function validBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The real adapter of each channel with a provider; null channels stop at the outbox. */
export function createProviders(settings: NotifierSettings, fetchFn: FetchLike): Record<Channel, Notifier | null> {
  return {
    sms: settings.sms ? msg91Sms(settings.sms, fetchFn) : null,
    email: settings.email ? sesEmail(settings.email, fetchFn) : null,
    whatsapp: settings.whatsapp ? gupshupWhatsapp(settings.whatsapp, fetchFn) : null,
  };
}
