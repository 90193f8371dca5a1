import type { Queryable } from '../../db/database';
import type { Channel, OutgoingMessage } from './notifier';

export interface OutboxRow {
  id: number;
  channel: Channel;
  to: string;
  mobile: string | null;
  kind: string;
  order_id: string | null;
  subject: string;
  body: string;
  links: Record<string, string>;
  provider: string;
  /** pending (being sent), local (kept here only: no provider), sent, failed. */
  status: 'pending' | 'local' | 'sent' | 'failed';
  error: string | null;
  provider_message_id: string | null;
  created_at: Date;
}

/**
 * Writes the message before it is delivered. Returns null when this booking's message of this kind
 * on this channel exists already (unique index outbox_once): an event sent twice, by a retry or a
 * race, reaches the guest once.
 */
export async function claimOutboxRow(db: Queryable, m: OutgoingMessage, provider: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox (channel, "to", mobile, kind, order_id, subject, body, links, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (order_id, kind, channel) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
    [m.channel, m.to, m.mobile, m.kind, m.orderId, m.subject, m.body, JSON.stringify(m.links), provider],
  );
  return row?.id ?? null;
}

export async function settleOutboxRow(
  db: Queryable,
  id: number,
  outcome: { status: 'local' | 'sent' | 'failed'; providerMessageId?: string | null; error?: string },
): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, provider_message_id = $3, error = $4, sent_at = CASE WHEN $2 = 'sent' THEN now() END WHERE id = $1`,
    [id, outcome.status, outcome.providerMessageId ?? null, outcome.error?.slice(0, 500) ?? null],
  );
}

/**
 * Messages to one guest, newest first: `to` is matched as delivered (+919876543210, an email in any
 * case), as the national mobile the guest typed (9876543210), or as digits with the country code
 * but no plus (a `+` in a query string arrives as a space and is trimmed away).
 */
export async function outboxFor(db: Queryable, to: string, limit = 50): Promise<OutboxRow[]> {
  const wanted = to.trim();
  return db.query<OutboxRow>(
    `SELECT * FROM outbox WHERE lower("to") = lower($1) OR mobile = $1 OR "to" = '+' || $1
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [wanted, limit],
  );
}
