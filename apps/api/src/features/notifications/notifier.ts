import type { NotificationEvent } from '../../app-context';

export type Channel = 'sms' | 'email' | 'whatsapp';
export type NotificationKind = NotificationEvent['kind'] | 'password_reset' | 'otp';
/** Every kind of message (an SMS template is needed for each). */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'booking_confirmed',
  'balance_paid',
  'booking_cancelled',
  'password_reset',
  'otp',
];
/** The kinds WhatsApp sends (booking messages to guests who opted in; never a password reset). */
export const WHATSAPP_KINDS: readonly NotificationKind[] = ['booking_confirmed', 'balance_paid', 'booking_cancelled'];

/** One message to one guest address, as built from a booking (build-messages.ts). */
export interface OutgoingMessage {
  readonly channel: Channel;
  /** As delivered: +<country code><number> for SMS and WhatsApp, the address for email. */
  readonly to: string;
  /** The national mobile as the guest typed it (SMS and WhatsApp), so the dev outbox finds it by that. */
  readonly mobile: string | null;
  readonly kind: NotificationKind;
  readonly orderId: string | null;
  readonly subject: string;
  /** Plain text with absolute links (what the guest reads). */
  readonly body: string;
  /** Site paths by name (confirmation, cancellation, web_checkin, feedback, pay_balance; reset_password). */
  readonly links: Readonly<Record<string, string>>;
  /**
   * The same facts as named values, for providers that only send pre-approved templates (DLT SMS in
   * India, WhatsApp): name, hotel, order_id, checkin, checkout, amount, link (a booking's); name, code,
   * link (a password reset's); code, minutes (a login OTP's).
   */
  readonly vars: Readonly<Record<string, string>>;
  /** Values only the recipient may read (a reset token, a code, an OTP): masked in the outbox in production. */
  readonly secrets?: readonly string[];
}

export interface Delivery {
  readonly provider: string;
  readonly providerMessageId: string | null;
}

/** How one send is made. */
export interface SendOptions {
  /**
   * The message's stable key (its outbox row), the same on every attempt: for a provider that deduplicates on
   * an idempotency key. MSG91, SES and Gupshup take none, so ours do not send it (README "Messages").
   */
  readonly idempotencyKey?: string;
  /** The time the provider gets (default PROVIDER_TIMEOUT_MS). */
  readonly timeoutMs?: number;
}

/**
 * The adapter a channel delivers through. A real provider's send throws when the provider refuses
 * or cannot be reached; the outbox worker (outbox-worker.ts) retries it later, or keeps it dead.
 */
export interface Notifier {
  readonly provider: string;
  send(message: OutgoingMessage, options?: SendOptions): Promise<Delivery>;
}

/** What a provider adapter calls instead of the global fetch (tests pass a fake; nothing here reaches a network). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Time a provider gets before the attempt counts as failed (the queue's lease is far longer). */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** The provider's answer as text, for the error kept in the outbox (bounded: a provider may send a page). */
export async function failure(provider: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`${provider} answered ${response.status}: ${text.slice(0, 300)}`);
}
