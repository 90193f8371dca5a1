import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Channel, Notifier } from './notifier';
import { claimDueRows, settleClaimedRow, type ClaimedRow } from './outbox-store';
import { backoffDelay, type QueueSettings } from './queue-settings';

export interface OutboxWorkerOptions {
  readonly db: Queryable;
  readonly providers: Readonly<Record<Channel, Notifier | null>>;
  readonly settings: QueueSettings;
  /** The clock of leases and retries (tests move a fake one instead of waiting). */
  readonly now: () => Date;
  readonly warn: (line: string) => void;
  /** The jitter's randomness, in [0, 1) (tests fix it). */
  readonly random?: () => number;
  /** Writes the messages of bookings that have none (the sweep; notifications.ts). */
  readonly sweep?: () => Promise<number>;
}

export interface OutboxWorker {
  /** Claims one batch of due rows, sends them and settles them; returns how many it claimed. */
  runOnce(): Promise<number>;
  /** Batches until no row is due now (tests; the dev outbox). Bounded: never more than `maxBatches`. */
  drain(maxBatches?: number): Promise<number>;
  /** Looks for due rows soon (this instance has just enqueued), without waiting for the next poll. */
  wake(): void;
  /** Polls every pollMs and sweeps every sweepMs (buildApp; tests leave it off and drain). */
  start(): void;
  /** Stops the timers and waits for sends in flight, at most stopWaitMs. */
  stop(): Promise<void>;
}

/**
 * The messages' worker, one per API instance: every instance claims due outbox rows with FOR UPDATE SKIP LOCKED
 * (outbox-store.ts claimDueRows), so instances share the queue without taking the same row; a claim is a lease,
 * and a row whose lease ran out (its instance died mid-send) is claimed again by whichever instance looks next.
 * A send is settled only under the lease that claimed it (its token): a worker that lost its lease settles nothing.
 *
 * Delivery is at least once, not exactly once. The outbox row is the message's key (one per booking, kind and
 * channel), and a row is sent by one claim at a time, but none of our providers (MSG91 Flow, SES SendEmail,
 * Gupshup templates) takes an idempotency key: a send the provider accepted whose settle never happened (the
 * instance died, or the database could not be reached, between the provider's answer and our UPDATE, or a send
 * outlived its lease) is sent again after the lease ends. The window is that moment, or a send slower than the
 * lease (60 s by default against a 5 s provider timeout). Adapters get the row's key (SendOptions.idempotencyKey)
 * for a provider that can deduplicate on it.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, providers, settings, now, warn } = options;
  const random = options.random ?? Math.random;
  const inFlight = new Set<Promise<unknown>>();
  let poll: ReturnType<typeof setInterval> | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let ticking = false;
  let again = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  const deliver = async (row: ClaimedRow): Promise<void> => {
    const { message } = row;
    const provider = providers[message.channel];
    const what = `${message.channel} ${message.kind}${message.orderId ? ` of ${message.orderId}` : ''}`;
    let outcome: Parameters<typeof settleClaimedRow>[2];
    if (!provider) {
      // Its provider was configured when it was queued and is not any more: it stays here, as a dead letter.
      outcome = { status: 'dead', error: `no ${message.channel} provider is configured` };
    } else {
      try {
        const delivery = await provider.send(message, { idempotencyKey: `outbox-${row.id}` });
        outcome = { status: 'sent', providerMessageId: delivery.providerMessageId, now: now() };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const last = row.attempts >= settings.maxAttempts;
        warn(
          `notifications: ${what} via ${provider.provider} failed (attempt ${row.attempts} of ${settings.maxAttempts}${last ? ', dead' : ''}): ${reason}`,
        );
        outcome = last
          ? { status: 'dead', error: reason }
          : {
              status: 'queued',
              error: reason,
              nextAttemptAt: new Date(now().getTime() + backoffDelay(settings, row.attempts, random)),
            };
      }
    }
    if (!(await settleUnderLease(row, outcome, what)))
      warn(`notifications: ${what} (outbox ${row.id}) was claimed again before it settled: left to that claim`);
  };

  /**
   * Records a send's outcome. A sent message whose outcome cannot be written (the database restarting) would be
   * sent again once its lease runs out, so the write is retried while half the lease is left: 250 ms, doubling to
   * 2 s. Past that, the error goes to the caller and the lease decides.
   */
  const settleUnderLease = async (
    row: ClaimedRow,
    outcome: Parameters<typeof settleClaimedRow>[2],
    what: string,
  ): Promise<boolean> => {
    const started = Date.now();
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        return await settleClaimedRow(db, row, outcome);
      } catch (error) {
        if (Date.now() - started + wait > settings.leaseMs / 2) throw error;
        warn(
          `notifications: ${what} (outbox ${row.id}) not settled yet, trying again in ${wait} ms: ${error instanceof Error ? error.message : String(error)}`,
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  const runOnce = async (): Promise<number> => {
    const rows = await claimDueRows(db, {
      now: now(),
      leaseMs: settings.leaseMs,
      limit: settings.batch,
      leaseToken: randomUUID(),
    });
    await Promise.all(
      rows.map((row) =>
        track(deliver(row)).catch((error: unknown) =>
          // The settle itself failed (the database): the lease runs out and another claim sends it again.
          warn(
            `notifications: outbox ${row.id} not settled: ${error instanceof Error ? error.message : String(error)}`,
          ),
        ),
      ),
    );
    return rows.length;
  };

  const drain = async (maxBatches = 100): Promise<number> => {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const n = await runOnce();
      total += n;
      if (n === 0) break;
    }
    return total;
  };

  /** One pass at a time per instance; a wake during a pass runs one more. */
  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        await drain(10);
      } while (again && !stopped);
    } catch (error) {
      warn(`notifications: the outbox worker failed a pass: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      ticking = false;
    }
  };

  return {
    runOnce,
    drain,
    wake() {
      if (poll && !stopped) void track(new Promise((resolve) => setImmediate(resolve)).then(tick));
    },
    start() {
      if (poll || stopped) return;
      poll = setInterval(() => void track(tick()), settings.pollMs);
      poll.unref();
      if (options.sweep && settings.sweepMs > 0) {
        const sweep = options.sweep;
        sweeper = setInterval(
          () =>
            void track(
              sweep()
                .then((written) => {
                  if (written > 0) void track(tick());
                })
                .catch((error: unknown) =>
                  warn(`notifications: the sweep failed: ${error instanceof Error ? error.message : String(error)}`),
                ),
            ),
          settings.sweepMs,
        );
        sweeper.unref();
      }
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      if (sweeper) clearInterval(sweeper);
      poll = sweeper = null;
      if (!inFlight.size) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, settings.stopWaitMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
