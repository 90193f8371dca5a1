import type { PasswordResetNotice } from '../../app-context';
import type { OutgoingMessage } from './notifier';

export interface ResetMessageContext {
  /** The site's public origin, for the absolute link in the email (PUBLIC_SITE_URL). */
  readonly siteUrl: string;
  readonly brand: string;
}

/** Minutes a reset link and its code can be used (the 1 hour of docs/rules.md's /user/reset-password/ route). */
export const RESET_LINK_MINUTES = 60;

/** The site path of a reset link (the API cannot use @nivaas/routes: resetPasswordPath there builds the same). */
export const resetPasswordPath = (token: string) => `/user/reset-password/${encodeURIComponent(token)}/`;

/**
 * The messages of a password reset, kind `password_reset`, plain text: the link by email (links:
 * reset_password) and the 6-digit code by SMS to the user's phone, or in a second email when the user
 * has no phone. The link and the code travel apart, so one leaked inbox is not enough.
 */
export function buildResetMessages(n: PasswordResetNotice, c: ResetMessageContext): OutgoingMessage[] {
  const path = resetPasswordPath(n.token);
  const link = `${c.siteUrl.replace(/\/+$/, '')}${path}`;
  const hello = `Hello ${n.name.trim() || 'there'},`;
  const codeWhere = n.phone ? 'by SMS to your phone' : 'in a separate email';
  const base = { kind: 'password_reset' as const, orderId: null, secrets: [n.token, n.code] };
  const linkEmail: OutgoingMessage = {
    ...base,
    channel: 'email',
    to: n.email,
    mobile: null,
    subject: `Reset your ${c.brand} password`,
    body: [
      hello,
      '',
      `Someone asked to reset the password of your ${c.brand} account. Open this link within 1 hour:`,
      link,
      '',
      `You will also need the 6-digit verification code we sent ${codeWhere}.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      c.brand,
    ].join('\n'),
    links: { reset_password: path },
    vars: { name: n.name, link },
  };
  const codeText = `${c.brand}: ${n.code} is your password reset code. It works with the link we emailed you, for 1 hour. Never share it.`;
  const codeMessage: OutgoingMessage = n.phone
    ? {
        ...base,
        channel: 'sms',
        to: `+91${n.phone}`,
        mobile: n.phone,
        subject: 'Password reset code',
        body: codeText,
        links: {},
        vars: { name: n.name, code: n.code },
      }
    : {
        ...base,
        channel: 'email',
        to: n.email,
        mobile: null,
        subject: `Your ${c.brand} password reset code`,
        body: [hello, '', codeText, '', c.brand].join('\n'),
        links: {},
        vars: { name: n.name, code: n.code },
      };
  return [linkEmail, codeMessage];
}
