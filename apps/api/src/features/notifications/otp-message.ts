import type { OtpNotice } from '../../app-context';
import type { OutgoingMessage } from './notifier';

/**
 * The SMS of a login code, kind `otp`: to +91 and the national number (the dev outbox finds it by
 * either). The code is a secret of the message, so production's outbox row keeps `[redacted]`
 * instead; the provider's template gets it as `code` (and `minutes`).
 */
export function buildOtpMessage(n: OtpNotice, c: { readonly brand: string }): OutgoingMessage {
  const minutes = String(n.validMinutes);
  return {
    channel: 'sms',
    to: `+91${n.phone}`,
    mobile: n.phone,
    kind: 'otp',
    orderId: null,
    subject: 'Login code',
    body: `${c.brand}: ${n.code} is your login code. It works for ${minutes} minutes. Never share it.`,
    links: {},
    vars: { code: n.code, minutes },
    secrets: [n.code],
  };
}
