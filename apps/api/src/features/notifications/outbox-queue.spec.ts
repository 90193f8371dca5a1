import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { findPostgres, startThrowawayCluster, type Cluster } from '../../testing/postgres-cluster';
import { createNotifications } from './notifications';
import type { Channel, Delivery, Notifier, OutgoingMessage } from './notifier';
import { claimDueRows, queueStats } from './outbox-store';
import { createOutboxWorker } from './outbox-worker';
import { DEFAULT_QUEUE_SETTINGS, backoffDelay, readQueueSettings } from './queue-settings';

/**
 * The outbox as a job queue, on an empty migrated database (no seed), PGlite and a PostgreSQL server (the same
 * skip rule as db/postgres.spec.ts: TEST_DATABASE_URL, else a throwaway cluster, else skipped): messages are
 * queued by sendPasswordReset (two rows, email and SMS, no booking needed); a fake clock is moved instead of waiting.
 */
const external = process.env['TEST_DATABASE_URL'];
const plan = external ? ({ kind: 'url' } as const) : findPostgres();
if (plan.kind === 'none') console.warn(`outbox-queue.spec on PostgreSQL skipped: ${plan.reason}`);

queueSuite('the outbox queue (PGlite)', describe, async () => ({ db: await openDatabase({}), stop: () => undefined }));
queueSuite('the outbox queue (PostgreSQL server)', plan.kind === 'none' ? describe.skip : describe, async () => {
  let cluster: Cluster | null = null;
  let databaseUrl = external ?? '';
  if (!external && plan.kind === 'cluster') {
    cluster = await startThrowawayCluster(plan);
    databaseUrl = cluster.url;
  }
  return { db: await openDatabase({ databaseUrl, poolSize: 8 }), stop: () => cluster?.stop() };
});

function queueSuite(
  label: string,
  describeOrSkip: jest.Describe,
  open: () => Promise<{ db: Database; stop: () => void }>,
): void {
  describeOrSkip(label, () => {
    let db: Database;
    let stopServer: () => void = () => undefined;
    let clock = new Date('2026-11-27T10:00:00.000Z');
    const now = () => clock;
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    let seq = 0;

    beforeAll(async () => {
      ({ db, stop: stopServer } = await open());
      await migrate(db);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      stopServer();
    }, 30_000);
    beforeEach(async () => {
      await db.query('DELETE FROM outbox');
      warnings.length = 0;
    });

    /** A provider whose answer each test decides; it records every message it was handed. */
    function fakeProvider(answer: (m: OutgoingMessage) => Promise<Delivery> | Delivery = () => ok()) {
      const sent: { message: OutgoingMessage; key: string | undefined }[] = [];
      const notifier: Notifier = {
        provider: 'fake',
        send: async (message, options) => {
          sent.push({ message, key: options?.idempotencyKey });
          return answer(message);
        },
      };
      return { notifier, sent };
    }
    const ok = (): Delivery => ({ provider: 'fake', providerMessageId: `fake-${++seq}` });
    const providersOf = (n: Notifier): Record<Channel, Notifier | null> => ({ sms: n, email: n, whatsapp: null });

    function notificationsWith(notifier: Notifier, queue = DEFAULT_QUEUE_SETTINGS) {
      return createNotifications({
        db,
        siteUrl: 'https://www.example.in',
        brand: 'Nivaas',
        providers: providersOf(notifier),
        warn,
        redactSecrets: true,
        queue,
        now,
        random: () => 0.5, // no jitter: the waits are the schedule's
      });
    }
    const reset = (n: ReturnType<typeof notificationsWith>, email = 'queue@example.in') =>
      n.sendPasswordReset({ name: 'Asha', email, phone: '9817000001', token: 'T'.repeat(43), code: '424242' });
    const rows = () =>
      db.query<{
        id: number;
        channel: string;
        status: string;
        attempts: number;
        last_error: string | null;
        next_attempt_at: Date | null;
        provider_message_id: string | null;
        payload: unknown;
        lease_token: string | null;
      }>('SELECT * FROM outbox ORDER BY channel');

    it('given a message queued, then the provider is not called until the worker runs, and the worker sends it once', async () => {
      const { notifier, sent } = fakeProvider();
      const n = notificationsWith(notifier);
      await reset(n);
      expect(sent).toEqual([]);
      expect((await rows()).map((r) => [r.channel, r.status, r.attempts])).toEqual([
        ['email', 'queued', 0],
        ['sms', 'queued', 0],
      ]);
      expect(await n.queue.drain()).toBe(2);
      expect(await n.queue.drain()).toBe(0);
      advance(24 * 3_600_000);
      expect(await n.queue.drain()).toBe(0);
      expect(sent.map((s) => s.message.channel).sort()).toEqual(['email', 'sms']);
      const settled = await rows();
      expect(settled.map((r) => [r.channel, r.status, r.attempts, r.payload, r.lease_token])).toEqual([
        ['email', 'sent', 1, null, null],
        ['sms', 'sent', 1, null, null],
      ]);
      // The provider gets the row's stable key, and the secrets the row's text does not keep.
      expect(sent.map((s) => s.key).sort()).toEqual(settled.map((r) => `outbox-${r.id}`).sort());
      expect(sent.find((s) => s.message.channel === 'sms')!.message.vars).toMatchObject({ code: '424242' });
      expect(JSON.stringify(settled)).not.toContain('424242');
    });

    it('given a provider that keeps failing, then it is retried after 10 s, 30 s, 2 min, 10 min, 1 h ... and dead after 8 attempts', async () => {
      const { notifier, sent } = fakeProvider(() => Promise.reject(new Error('MSG91 answered 503: down')));
      const n = notificationsWith(notifier);
      await reset(n);
      const waits = [10_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000];
      expect(await n.queue.drain()).toBe(2);
      for (const [i, wait] of waits.entries()) {
        const [email] = await rows();
        expect(email).toMatchObject({ status: 'queued', attempts: i + 1, last_error: 'MSG91 answered 503: down' });
        expect(new Date(email!.next_attempt_at!).getTime()).toBe(clock.getTime() + wait);
        advance(wait - 1);
        expect(await n.queue.drain()).toBe(0); // not due a millisecond early
        advance(1);
        expect(await n.queue.drain()).toBe(2);
      }
      const dead = await rows();
      expect(dead.map((r) => [r.status, r.attempts, r.last_error, r.next_attempt_at])).toEqual([
        ['dead', 8, 'MSG91 answered 503: down', null],
        ['dead', 8, 'MSG91 answered 503: down', null],
      ]);
      expect(sent).toHaveLength(16);
      advance(24 * 3_600_000);
      expect(await n.queue.drain()).toBe(0);
      expect(warnings.at(-1)).toMatch(/failed \(attempt 8 of 8, dead\): MSG91 answered 503: down$/);
      expect(await n.queue.stats()).toMatchObject({ dead: 2, queued: 0, retrying: 0, sending: 0 });

      // The README's requeue: a dead message goes again (it kept its payload) and is sent.
      await db.query(`UPDATE outbox SET status = 'queued', attempts = 0, next_attempt_at = $1 WHERE status = 'dead'`, [
        clock,
      ]);
      const healthy = fakeProvider();
      const again = notificationsWith(healthy.notifier);
      expect(await again.queue.drain()).toBe(2);
      expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(healthy.sent.find((s) => s.message.channel === 'sms')!.message.vars).toMatchObject({ code: '424242' });
    });

    it('given jitter, then a wait moves by at most a fifth either way', () => {
      expect(backoffDelay(DEFAULT_QUEUE_SETTINGS, 1, () => 0)).toBe(8_000);
      expect(backoffDelay(DEFAULT_QUEUE_SETTINGS, 1, () => 0.999_999)).toBe(12_000);
      expect(backoffDelay(DEFAULT_QUEUE_SETTINGS, 20, () => 0.5)).toBe(3_600_000);
    });

    it('given four workers at once (four instances), then each message is sent once and settled by its claim', async () => {
      const { notifier, sent } = fakeProvider(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return ok();
      });
      const n = notificationsWith(notifier);
      for (let i = 0; i < 20; i++) await reset(n, `twice.${i}@example.in`);
      const settings = { ...DEFAULT_QUEUE_SETTINGS, batch: 3 };
      const workers = [1, 2, 3, 4].map(() =>
        createOutboxWorker({ db, providers: providersOf(notifier), settings, now, warn }),
      );
      const claimed = await Promise.all(workers.flatMap((w) => [w.drain(), w.runOnce()]));
      expect(claimed.reduce((x, y) => x + y, 0)).toBe(40);
      expect(sent).toHaveLength(40);
      expect(new Set(sent.map((s) => s.key)).size).toBe(40);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      expect(warnings).toEqual([]);
    });

    it('given a send that outlives its lease, then another worker sends it, and the late one settles nothing over it', async () => {
      let release: (d: Delivery) => void = () => undefined;
      const slow = fakeProvider(() => new Promise<Delivery>((resolve) => (release = resolve)));
      const fast = fakeProvider();
      const n = notificationsWith(slow.notifier);
      await reset(n, 'slow@example.in');
      await db.query(`DELETE FROM outbox WHERE channel = 'sms'`); // one message
      const settings = { ...DEFAULT_QUEUE_SETTINGS, batch: 1 };
      const a = createOutboxWorker({ db, providers: providersOf(slow.notifier), settings, now, warn });
      const b = createOutboxWorker({ db, providers: providersOf(fast.notifier), settings, now, warn });
      const late = a.runOnce();
      while (!slow.sent.length) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await b.runOnce()).toBe(0); // held by a's lease
      advance(DEFAULT_QUEUE_SETTINGS.leaseMs);
      expect(await b.runOnce()).toBe(1); // the lease ran out: b claims it again and sends it
      expect(fast.sent).toHaveLength(1);
      release({ provider: 'fake', providerMessageId: 'late' });
      expect(await late).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lease_token: null });
      expect(row!.provider_message_id).toMatch(/^fake-/); // b's, not the late one's
      expect(warnings).toEqual([expect.stringContaining('was claimed again before it settled')]);
    });

    it('given an instance that died mid-send (claimed, never settled), then the row is sent once its lease runs out', async () => {
      const { notifier, sent } = fakeProvider();
      const n = notificationsWith(notifier);
      await reset(n);
      const dead = await claimDueRows(db, { now: clock, leaseMs: 60_000, limit: 10, leaseToken: 'died' });
      expect(dead).toHaveLength(2);
      expect(await n.queue.drain()).toBe(0);
      expect(await queueStats(db, clock)).toMatchObject({ sending: 2, queued: 0 });
      advance(60_000);
      expect(await n.queue.drain()).toBe(2);
      expect(sent).toHaveLength(2);
      expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
      ]);
    });

    it('given the database away when a send is recorded, then the record is retried and the message is sent once', async () => {
      const { notifier, sent } = fakeProvider();
      await reset(notificationsWith(notifier));
      // The outcome's UPDATE fails twice (PostgreSQL restarting), then goes through.
      let failures = 2;
      const flaky = {
        query: <T>(sql: string, params?: readonly unknown[]) => {
          if (sql.trimStart().startsWith('UPDATE outbox SET status') && failures > 0) {
            failures -= 1;
            return Promise.reject(new Error('Connection terminated unexpectedly'));
          }
          return db.query<T>(sql, params);
        },
      };
      const worker = createOutboxWorker({
        db: flaky,
        providers: providersOf(notifier),
        settings: DEFAULT_QUEUE_SETTINGS,
        now,
        warn,
        random: () => 0.5,
      });
      expect(await worker.runOnce()).toBe(2);
      expect(failures).toBe(0);
      expect(sent).toHaveLength(2);
      expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
      expect(warnings.filter((w) => w.includes('not settled yet'))).toHaveLength(2);
    });

    it('given a login code, then it is sent inline and recorded, and a refused code is failed for good (never retried)', async () => {
      let refuse = false;
      const { notifier, sent } = fakeProvider(() => (refuse ? Promise.reject(new Error('no credit')) : ok()));
      const n = notificationsWith(notifier);
      expect(await n.sendOtp({ phone: '9817000002', code: '111111', validMinutes: 10 })).toBe(true);
      expect(sent).toHaveLength(1);
      refuse = true;
      expect(await n.sendOtp({ phone: '9817000003', code: '222222', validMinutes: 10 })).toBe(false);
      advance(24 * 3_600_000);
      expect(await n.queue.drain()).toBe(0);
      expect(sent).toHaveLength(2);
      const otp = await db.query<{ mobile: string; status: string; last_error: string | null; body: string }>(
        `SELECT mobile, status, last_error, body FROM outbox WHERE kind = 'otp' ORDER BY mobile`,
      );
      expect(otp.map((r) => [r.mobile, r.status, r.last_error])).toEqual([
        ['9817000002', 'sent', null],
        ['9817000003', 'failed', 'no credit'],
      ]);
      expect(otp[1]!.body).toContain('[redacted]');
    });

    it('given the settings, then they are read from the environment and a bad one is named', () => {
      expect(
        readQueueSettings({ NOTIFY_MAX_ATTEMPTS: '3', NOTIFY_BACKOFF_S: '1, 5', NOTIFY_POLL_MS: '250' }).settings,
      ).toMatchObject({ maxAttempts: 3, backoffMs: [1_000, 5_000], pollMs: 250 });
      expect(
        readQueueSettings({ NOTIFY_MAX_ATTEMPTS: '0', NOTIFY_BACKOFF_S: 'soon', NOTIFY_LEASE_MS: '100' }).invalid,
      ).toEqual([
        'NOTIFY_BACKOFF_S=soon (seconds, comma separated, e.g. 10,30,120,600,3600)',
        'NOTIFY_MAX_ATTEMPTS=0 (a whole number from 1 to 100)',
        'NOTIFY_LEASE_MS=100 (a whole number from 10000 to 3600000)',
      ]);
    });
  });
}
