import type { NotificationEvent, Notifications } from '../../app-context';
import type { Queryable } from '../../db/database';
import { balanceDue, bookingLinks, type BookingRow } from '../payments';
import { buildMessages } from './build-messages';
import type { Channel, Notifier } from './notifier';
import { claimOutboxRow, settleOutboxRow } from './outbox-store';

export interface NotificationsOptions {
  readonly db: Queryable;
  readonly siteUrl: string;
  readonly brand: string;
  /** A real provider per channel, or null: the message stays in the outbox (the local adapter). */
  readonly providers: Readonly<Record<Channel, Notifier | null>>;
  /** Where a failed delivery is reported (it never reaches the guest's request). */
  readonly warn: (line: string) => void;
}

/**
 * ctx.notifications: builds a booking event's messages from the stored booking and sends each one
 * through the outbox. Every message is written to the outbox first (one per booking, kind and
 * channel, so a repeated event is a no-op); with no provider for its channel it stays there
 * (status 'local': development and the tests read it through GET /api/dev/outbox/); with one, the
 * provider's answer marks it 'sent', or 'failed' with the error, logged. Nothing here throws into
 * the booking: a message that cannot be built or sent is reported and the booking stands.
 */
export function createNotifications(options: NotificationsOptions): Notifications {
  const { db, providers, warn } = options;
  return {
    async send(event: NotificationEvent): Promise<void> {
      try {
        const [booking] = await db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [event.orderId]);
        if (!booking) return warn(`notifications: ${event.kind} for unknown booking ${event.orderId}`);
        const messages = buildMessages(booking, event.kind, {
          siteUrl: options.siteUrl,
          brand: options.brand,
          links: bookingLinks(booking),
          balanceDue: balanceDue(booking),
        });
        for (const message of messages) {
          const provider = providers[message.channel];
          const id = await claimOutboxRow(db, message, provider?.provider ?? 'outbox');
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
            warn(
              `notifications: ${message.channel} ${event.kind} of ${event.orderId} via ${provider.provider} failed: ${reason}`,
            );
            await settleOutboxRow(db, id, { status: 'failed', error: reason });
          }
        }
      } catch (error) {
        warn(
          `notifications: ${event.kind} of ${event.orderId} not sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
