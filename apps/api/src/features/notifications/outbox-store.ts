import type { Queryable } from '../../db/database';
import type { Channel, OutgoingMessage } from './notifier';

/**
 * A message's state in the outbox (the queue: outbox-worker.ts):
 * - queued: waiting for its next attempt (next_attempt_at); attempts > 0 means it failed before (last_error);
 * - sending: claimed by a worker until locked_until (the lease); a lease that ran out is claimed again;
 * - sent: the provider took it; local: no provider for its channel, kept here only (development);
 * - dead: the last attempt failed (the dead letter, with last_error); an operator may requeue it;
 * - failed: a login code the provider refused (never retried: the code would be stale), or a row from before the queue.
 */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'local' | 'dead' | 'failed';

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
  status: OutboxStatus;
  last_error: string | null;
  provider_message_id: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  locked_until: Date | null;
  lease_token: string | null;
  created_at: Date;
}

/** A row a worker holds: the message to send (its payload) and the lease it must still hold to settle it. */
export interface ClaimedRow {
  readonly id: number;
  readonly attempts: number;
  readonly leaseToken: string;
  readonly message: OutgoingMessage;
}

/**
 * Writes a message: `stored` as the outbox shows it (secrets masked in production), `payload` as the provider
 * needs it (kept until the row is settled). Status 'queued' (due at `now`) when a provider will send it,
 * 'local' when none will. Returns null when this booking's message of this kind on this channel exists
 * already (unique index outbox_once): an event raised twice, by a retry, a race or the sweep, is one message.
 */
export async function enqueueOutboxRow(
  db: Queryable,
  row: {
    readonly stored: OutgoingMessage;
    readonly payload: OutgoingMessage | null;
    readonly provider: string;
    readonly status: 'queued' | 'local' | 'sending';
    readonly now: Date;
    readonly leaseToken?: string;
  },
): Promise<number | null> {
  const m = row.stored;
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO outbox (channel, "to", mobile, kind, order_id, subject, body, links, provider, status, payload,
       next_attempt_at, lease_token, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $10 = 'queued' THEN $12::timestamptz END, $13,
       CASE WHEN $10 = 'sending' THEN 1 ELSE 0 END)
     ON CONFLICT (order_id, kind, channel) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
    [
      m.channel,
      m.to,
      m.mobile,
      m.kind,
      m.orderId,
      m.subject,
      m.body,
      JSON.stringify(m.links),
      row.provider,
      row.status,
      row.payload ? JSON.stringify(row.payload) : null,
      row.now,
      row.leaseToken ?? null,
    ],
  );
  return inserted?.id ?? null;
}

/**
 * Claims up to `limit` due rows for this worker: queued rows whose next attempt has come, and rows 'sending'
 * whose lease ran out (their instance died or hung mid-send). One statement: FOR UPDATE SKIP LOCKED lets
 * instances claim side by side without waiting on each other or taking the same row; the claim counts the
 * attempt (so a message that kills its sender is not retried forever), sets the lease (next_attempt_at is the
 * lease's end too, so one index finds both kinds of due rows) and a new lease token.
 */
export async function claimDueRows(
  db: Queryable,
  claim: { readonly now: Date; readonly leaseMs: number; readonly limit: number; readonly leaseToken: string },
): Promise<ClaimedRow[]> {
  const until = new Date(claim.now.getTime() + claim.leaseMs);
  const rows = await db.query<{ id: number; attempts: number; lease_token: string; payload: OutgoingMessage | null }>(
    `WITH due AS (
       SELECT id FROM outbox WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 AND payload IS NOT NULL
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, locked_until = $2, next_attempt_at = $2,
       lease_token = $4
     FROM due WHERE o.id = due.id RETURNING o.id, o.attempts, o.lease_token, o.payload`,
    [claim.now, until, claim.limit, claim.leaseToken],
  );
  return rows
    .filter((r) => r.payload !== null)
    .map((r) => ({ id: r.id, attempts: r.attempts, leaseToken: r.lease_token, message: r.payload! }));
}

/**
 * Settles a claimed row, only while the claim still holds it (same lease token, still 'sending'): a worker whose
 * lease ran out and whose row another worker claimed since settles nothing. Returns whether it settled.
 * A sent row loses its payload (a reset's token: nothing secret stays once it went); a dead row keeps it, so an
 * operator can queue it again (README "Messages").
 */
export async function settleClaimedRow(
  db: Queryable,
  claimed: { readonly id: number; readonly leaseToken: string },
  outcome:
    | { readonly status: 'sent'; readonly providerMessageId: string | null; readonly now: Date }
    | { readonly status: 'queued'; readonly error: string; readonly nextAttemptAt: Date }
    | { readonly status: 'dead'; readonly error: string },
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE outbox SET status = $3, provider_message_id = coalesce($4, provider_message_id), last_error = $5,
       next_attempt_at = $6::timestamptz, locked_until = NULL, lease_token = NULL,
       sent_at = CASE WHEN $3 = 'sent' THEN $7::timestamptz ELSE sent_at END,
       payload = CASE WHEN $3 IN ('queued', 'dead') THEN payload END
     WHERE id = $1 AND lease_token = $2 AND status = 'sending' RETURNING id`,
    [
      claimed.id,
      claimed.leaseToken,
      outcome.status,
      outcome.status === 'sent' ? outcome.providerMessageId : null,
      outcome.status === 'sent' ? null : outcome.error.slice(0, 500),
      outcome.status === 'queued' ? outcome.nextAttemptAt : null,
      outcome.status === 'sent' ? outcome.now : null,
    ],
  );
  return rows.length > 0;
}

/**
 * Settles an immediate send (a login code: sent inline, never queued): 'sent', or 'failed' for good.
 */
export async function settleImmediateRow(
  db: Queryable,
  id: number,
  outcome: { status: 'sent'; providerMessageId: string | null; now: Date } | { status: 'failed'; error: string },
): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, provider_message_id = $3, last_error = $4, payload = NULL, lease_token = NULL,
       sent_at = $5::timestamptz WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.status === 'sent' ? outcome.providerMessageId : null,
      outcome.status === 'failed' ? outcome.error.slice(0, 500) : null,
      outcome.status === 'sent' ? outcome.now : null,
    ],
  );
}

/** What the queue holds (operators: README "Messages"): rows by state, and how long the oldest due row has waited. */
export interface QueueStats {
  readonly queued: number;
  readonly sending: number;
  readonly sent: number;
  /** Queued again after a failed attempt (a subset of queued). */
  readonly retrying: number;
  readonly dead: number;
  readonly failed: number;
  readonly local: number;
  /** Seconds since the oldest queued row was written, or 0 when nothing is queued. */
  readonly oldestQueuedSeconds: number;
}

export async function queueStats(db: Queryable, now: Date = new Date()): Promise<QueueStats> {
  const [row] = await db.query<Record<string, number | string | Date | null>>(
    `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
       count(*) FILTER (WHERE status = 'sending')::int AS sending,
       count(*) FILTER (WHERE status = 'sent')::int AS sent,
       count(*) FILTER (WHERE status = 'queued' AND attempts > 0)::int AS retrying,
       count(*) FILTER (WHERE status = 'dead')::int AS dead,
       count(*) FILTER (WHERE status = 'failed')::int AS failed,
       count(*) FILTER (WHERE status = 'local')::int AS local,
       min(created_at) FILTER (WHERE status IN ('queued', 'sending')) AS oldest
     FROM outbox`,
  );
  const oldest = row?.['oldest'] ? new Date(row['oldest'] as string | Date).getTime() : null;
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    queued: n('queued'),
    sending: n('sending'),
    sent: n('sent'),
    retrying: n('retrying'),
    dead: n('dead'),
    failed: n('failed'),
    local: n('local'),
    oldestQueuedSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
  };
}

/** Whether a message to this address (as outboxFor matches it) waits for its first attempt or is being sent. */
export async function pendingFor(db: Queryable, to: string): Promise<boolean> {
  const wanted = to.trim();
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE ((status = 'queued' AND attempts = 0) OR (status = 'sending' AND payload IS NOT NULL))
       AND (lower("to") = lower($1) OR mobile = $1 OR "to" = '+' || $1)`,
    [wanted],
  );
  return (row?.n ?? 0) > 0;
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
