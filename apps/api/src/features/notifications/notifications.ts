import type { NotificationEvent, Notifications, OtpNotice, PasswordResetNotice } from '../../app-context';
import type { Queryable } from '../../db/database';
import { balanceDue, bookingLinks, type BookingRow } from '../payments';
import { createTextOf, englishText, groupTexts, readsEnglish, type TextOf } from '../../i18n/content-texts';
import { bookingLocale, buildMessages } from './build-messages';
import type { Channel, Notifier, OutgoingMessage } from './notifier';
import { buildOtpMessage } from './otp-message';
import { buildResetMessages } from './reset-messages';
import { enqueueOutboxRow, pendingFor, queueStats, settleImmediateRow } from './outbox-store';
import { createOutboxWorker } from './outbox-worker';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './queue-settings';

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
  /** The queue's settings (default DEFAULT_QUEUE_SETTINGS). */
  readonly queue?: QueueSettings;
  /** The clock of the queue (tests move a fake one). */
  readonly now?: () => Date;
  /** The jitter's randomness (tests fix it). */
  readonly random?: () => number;
}

/** The time a login code's SMS gets: the guest is waiting on the page for it. */
export const OTP_TIMEOUT_MS = 5_000;
/** How long the sweep waits after a booking changed before writing its missing messages (the request writes them). */
export const SWEEP_GRACE_MS = 60_000;

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
 * ctx.notifications: builds a booking event's messages from the stored booking, in its locale, and queues each
 * one in the outbox (one row per booking, kind and channel, so a repeated event is a no-op); the outbox worker
 * (outbox-worker.ts) sends them, retries them and keeps the ones that never went as dead. With no provider for
 * its channel a message stays in the outbox (status 'local': development and the tests read it through
 * GET /api/dev/outbox/). The booking's request never waits on a provider: send only writes rows (and wakes this
 * instance's worker). It writes them right after the booking's transaction committed (the call sites run the
 * event after their commit); an instance that died between the commit and the write leaves a booking with no
 * messages, which the sweep finds and writes (sweep below, every NOTIFY_SWEEP_MS). Nothing here throws into the
 * booking: a message that cannot be built or written is reported and the booking stands.
 * sendPasswordReset queues a reset's link and code the same way (no booking: not deduplicated). sendOtp does
 * not queue: the guest waits on the page for the code and the caller answers an error when the provider
 * refused it, so it is sent inline (short timeout) and recorded, 'sent' or 'failed'; a failed code is never
 * retried later (it would arrive stale, after the guest asked again). In production a reset's token and the
 * codes never reach the outbox row's text (redactSecrets); the queue keeps them in the row's payload until
 * it is sent (a dead row keeps it, to be queued again).
 */
export function createNotifications(options: NotificationsOptions): Notifications {
  const { db, providers, warn } = options;
  const settings = options.queue ?? DEFAULT_QUEUE_SETTINGS;
  const now = options.now ?? (() => new Date());
  const redact = options.redactSecrets === true;
  let sweep: (graceMs?: number) => Promise<number> = async () => 0;
  const worker = createOutboxWorker({
    db,
    providers,
    settings,
    now,
    warn,
    ...(options.random ? { random: options.random } : {}),
    sweep: () => sweep(),
  });

  /** Writes each message: queued for its channel's provider, or local when there is none. Returns how many were new. */
  const enqueue = async (messages: readonly OutgoingMessage[]): Promise<number> => {
    let written = 0;
    for (const message of messages) {
      const provider = providers[message.channel];
      const id = await enqueueOutboxRow(db, {
        stored: forOutbox(message, redact),
        payload: provider ? message : null,
        provider: provider?.provider ?? 'outbox',
        status: provider ? 'queued' : 'local',
        now: now(),
      });
      if (id !== null && provider) written++;
    }
    if (written) worker.wake();
    return written;
  };

  const send = async (event: NotificationEvent): Promise<void> => {
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
      await enqueue(messages);
    } catch (error) {
      warn(
        `notifications: ${event.kind} of ${event.orderId} not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  /**
   * The messages of bookings confirmed, cancelled or whose balance was paid in the last day (and more than
   * `graceMs` ago, so a request still writing its own is left to it) that have none of that kind: written now.
   * Times are the database's (confirmed_at, the balance attempt's updated_at); cancelled_at is the app's clock.
   */
  sweep = async (graceMs = SWEEP_GRACE_MS): Promise<number> => {
    const grace = `${Math.max(0, Math.round(graceMs))} milliseconds`;
    const missing = await db.query<{ order_id: string; kind: NotificationEvent['kind'] }>(
      `SELECT b.order_id, 'booking_confirmed' AS kind FROM bookings b
         WHERE b.status = 'CONFIRMED' AND b.confirmed_at > now() - interval '1 day'
           AND b.confirmed_at <= now() - $1::interval
           AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.order_id = b.order_id AND o.kind = 'booking_confirmed')
       UNION ALL
       SELECT b.order_id, 'booking_cancelled' FROM bookings b
         WHERE b.status = 'CANCEL' AND b.cancelled_at > $2::timestamptz - interval '1 day'
           AND b.cancelled_at <= $2::timestamptz - $1::interval
           AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.order_id = b.order_id AND o.kind = 'booking_cancelled')
       UNION ALL
       SELECT DISTINCT p.order_id, 'balance_paid' FROM payment_attempts p
         WHERE p.purpose = 'balance' AND p.status = 'paid' AND p.updated_at > now() - interval '1 day'
           AND p.updated_at <= now() - $1::interval
           AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.order_id = p.order_id AND o.kind = 'balance_paid')
       LIMIT 200`,
      [grace, now()],
    );
    for (const event of missing) {
      warn(`notifications: ${event.kind} of ${event.order_id} had no message: written by the sweep`);
      await send({ kind: event.kind, orderId: event.order_id });
    }
    return missing.length;
  };

  return {
    send,
    async sendPasswordReset(notice: PasswordResetNotice): Promise<void> {
      try {
        await enqueue(buildResetMessages(notice, { siteUrl: options.siteUrl, brand: options.brand }));
      } catch (error) {
        warn(`notifications: password_reset not queued: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async sendOtp(notice: OtpNotice): Promise<boolean> {
      // Inline, never queued: see above. The row is written 'sending' with no payload and no due time, so no
      // worker ever claims it; it is settled here, 'sent' or 'failed' for good.
      const message = buildOtpMessage(notice, { brand: options.brand });
      const provider = providers.sms;
      try {
        const id = await enqueueOutboxRow(db, {
          stored: forOutbox(message, redact),
          payload: null,
          provider: provider?.provider ?? 'outbox',
          status: provider ? 'sending' : 'local',
          now: now(),
        });
        if (!provider || id === null) return true;
        try {
          const delivery = await provider.send(message, { timeoutMs: OTP_TIMEOUT_MS });
          await settleImmediateRow(db, id, {
            status: 'sent',
            providerMessageId: delivery.providerMessageId,
            now: now(),
          });
          return true;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          warn(`notifications: sms otp via ${provider.provider} failed: ${reason}`);
          await settleImmediateRow(db, id, { status: 'failed', error: reason });
          return false;
        }
      } catch (error) {
        warn(`notifications: otp not sent: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    },
    queue: {
      runOnce: () => worker.runOnce(),
      drain: () => worker.drain(),
      sweep: (graceMs?: number) => sweep(graceMs),
      stats: () => queueStats(db, now()),
      async settled(to: string, timeoutMs = 2_000): Promise<void> {
        // Development's outbox route: a message queued a moment ago is given a moment to go (bounded).
        const deadline = Date.now() + timeoutMs;
        while ((await pendingFor(db, to)) && Date.now() < deadline) {
          if (!(await worker.runOnce())) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      start: () => worker.start(),
      stop: () => worker.stop(),
    },
  };
}
