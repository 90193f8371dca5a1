import type { NotificationEvent, Notifications, OtpNotice, PasswordResetNotice } from '../../app-context';
import type { Queryable } from '../../db/database';
import { balanceDue, bookingLinks, type BookingRow } from '../payments';
import { createTextOf, englishText, groupTexts, readsEnglish, type TextOf } from '../../i18n/content-texts';
import { bookingLocale, buildMessages } from './build-messages';
import type { Channel, Notifier, OutgoingMessage } from './notifier';
import { buildOtpMessage } from './otp-message';
import { buildResetMessages } from './reset-messages';
import { claimOutboxRow, settleOutboxRow } from './outbox-store';

export interface NotificationsOptions {
  readonly db: Queryable;
  readonly siteUrl: string;
  readonly brand: string;
  /** A real provider per channel, or null: the message stays in the outbox (the local adapter). */
  readonly providers: Readonly<Record<Channel, Notifier | null>>;
  /** Where a failed delivery is reported (it never reaches the guest's request). */
  readonly warn: (line: string) => void;
  /**
   * Keep a message's `secrets` (a reset link's token, its code) out of the outbox row: true in
   * production. Development keeps them, so the dev outbox can show the reset link to tests.
   */
  readonly redactSecrets?: boolean;
}

/** The message as the outbox keeps it: with its secrets masked when asked to. */
function forOutbox(m: OutgoingMessage, redact: boolean): OutgoingMessage {
  const secrets = m.secrets ?? [];
  if (!redact || !secrets.length) return m;
  const mask = (text: string) => secrets.reduce((t, secret) => t.split(secret).join('[redacted]'), text);
  const maskAll = (r: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, mask(v)]));
  return { ...m, body: mask(m.body), links: maskAll(m.links), vars: maskAll(m.vars) };
}

/** The translation of a booking's messages: English as written, else the locale's message texts from content_texts. */
async function messageTexts(db: Queryable, booking: BookingRow): Promise<TextOf> {
  const locale = bookingLocale(booking.locale);
  if (readsEnglish(locale)) return englishText;
  const rows = await db.query<{ locale: string; key: string; text: string }>(
    `SELECT locale, key, text FROM content_texts WHERE locale = $1 AND key LIKE 'message.%'`,
    [locale],
  );
  return createTextOf(groupTexts(rows));
}

/**
 * ctx.notifications: builds a booking event's messages from the stored booking, in its locale, and sends each one
 * through the outbox. Every message is written to the outbox first (one per booking, kind and
 * channel, so a repeated event is a no-op); with no provider for its channel it stays there
 * (status 'local': development and the tests read it through GET /api/dev/outbox/); with one, the
 * provider's answer marks it 'sent', or 'failed' with the error, logged. Nothing here throws into
 * the booking: a message that cannot be built or sent is reported and the booking stands.
 * sendPasswordReset does the same for a reset's link and code, and sendOtp for a login code by SMS
 * (no booking, so never deduplicated); in production their token and codes never reach the outbox
 * row (redactSecrets). sendOtp tells its caller whether the provider took the SMS, since a guest
 * without the code is stuck (the caller answers an error rather than "sent").
 */
export function createNotifications(options: NotificationsOptions): Notifications {
  const { db, providers, warn } = options;
  /**
   * Writes each message to the outbox, then hands it to its channel's provider (if any). Returns
   * false when a provider failed a message (it is kept as failed and reported).
   */
  const deliver = async (messages: readonly OutgoingMessage[], what: string): Promise<boolean> => {
    let delivered = true;
    for (const message of messages) {
      const provider = providers[message.channel];
      const id = await claimOutboxRow(
        db,
        forOutbox(message, options.redactSecrets === true),
        provider?.provider ?? 'outbox',
      );
      if (id === null) continue;
      if (!provider) {
        await settleOutboxRow(db, id, { status: 'local' });
        continue;
      }
      try {
        const delivery = await provider.send(message);
        await settleOutboxRow(db, id, { status: 'sent', providerMessageId: delivery.providerMessageId });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        warn(`notifications: ${message.channel} ${what} via ${provider.provider} failed: ${reason}`);
        await settleOutboxRow(db, id, { status: 'failed', error: reason });
        delivered = false;
      }
    }
    return delivered;
  };
  return {
    async send(event: NotificationEvent): Promise<void> {
      try {
        const [booking] = await db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [event.orderId]);
        if (!booking) return warn(`notifications: ${event.kind} for unknown booking ${event.orderId}`);
        const messages = buildMessages(
          booking,
          event.kind,
          {
            siteUrl: options.siteUrl,
            brand: options.brand,
            links: bookingLinks(booking),
            balanceDue: balanceDue(booking),
          },
          await messageTexts(db, booking),
        );
        await deliver(messages, `${event.kind} of ${event.orderId}`);
      } catch (error) {
        warn(
          `notifications: ${event.kind} of ${event.orderId} not sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    async sendPasswordReset(notice: PasswordResetNotice): Promise<void> {
      try {
        await deliver(buildResetMessages(notice, { siteUrl: options.siteUrl, brand: options.brand }), 'password_reset');
      } catch (error) {
        warn(`notifications: password_reset not sent: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async sendOtp(notice: OtpNotice): Promise<boolean> {
      try {
        return await deliver([buildOtpMessage(notice, { brand: options.brand })], 'otp');
      } catch (error) {
        warn(`notifications: otp not sent: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    },
  };
}
