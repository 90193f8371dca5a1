import { expect, type APIRequestContext } from './test';
import { E2E_PORTS } from './e2e-ports';

/** One message of the development outbox (GET /api/dev/outbox/?to=): what the guest was sent. */
export interface OutboxMessage {
  readonly id: number;
  readonly channel: 'sms' | 'email' | 'whatsapp';
  readonly to: string;
  readonly kind: string;
  readonly order_id: string | null;
  readonly subject: string;
  readonly body: string;
  /** Site paths by name: confirmation, cancellation, web_checkin, feedback, pay_balance. */
  readonly links: Record<string, string>;
}

/**
 * The newest message of `kind` sent to a mobile (as typed) or an email, once the API has written it; an order
 * id narrows it to one booking. Polls the outbox (the notifier writes after the booking commits).
 */
export async function readOutbox(
  request: APIRequestContext,
  to: string,
  match: { readonly kind: string; readonly orderId?: string; readonly channel?: OutboxMessage['channel'] },
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `http://localhost:${E2E_PORTS.api}/api/dev/outbox/?to=${encodeURIComponent(to)}`,
        );
        if (!response.ok()) return false;
        const { data } = (await response.json()) as { data: OutboxMessage[] };
        found = data.find(
          (m) =>
            m.kind === match.kind &&
            (match.orderId === undefined || m.order_id === match.orderId) &&
            m.channel === (match.channel ?? 'sms'),
        );
        return found !== undefined;
      },
      { message: `a ${match.kind} message to ${to} in the outbox` },
    )
    .toBe(true);
  return found as OutboxMessage;
}
