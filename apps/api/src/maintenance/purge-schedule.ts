import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { purgeExpired, type PurgeCounts } from './purge-expired';

/** How often the purge runs unless PURGE_INTERVAL_MINUTES says otherwise. */
export const DEFAULT_PURGE_MINUTES = 15;

/** The timer functions the schedule uses (tests pass their own and run the tick themselves). */
export interface PurgeTimers {
  setInterval(tick: () => void, ms: number): { unref(): unknown };
  clearInterval(timer: { unref(): unknown }): void;
}

const nodeTimers: PurgeTimers = {
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (timer) => clearInterval(timer as NodeJS.Timeout),
};

/** PURGE_INTERVAL_MINUTES: a positive number of minutes, 0 for no schedule; anything else is the default. */
export function purgeIntervalMs(value: string | undefined): number | null {
  if (value?.trim() === '0') return null;
  const minutes = Number(value);
  return (value && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_PURGE_MINUTES) * 60_000;
}

/**
 * Runs purgeExpired every PURGE_INTERVAL_MINUTES (15) in this process. The timer is unref'd (it never
 * keeps the process alive) and stopped when the app closes, which also waits for a purge under way so
 * the database is never closed beneath it (preClose runs before every onClose hook). A tick while
 * the previous purge still runs is skipped. Several instances on one PostgreSQL may purge at the same
 * time: every statement is idempotent. A failed purge is reported and the next tick tries again.
 */
export function schedulePurge(
  app: FastifyInstance,
  ctx: AppContext,
  env: Readonly<Record<string, string | undefined>>,
  options: {
    timers?: PurgeTimers;
    report?: (line: string) => void;
  } = {},
): void {
  const everyMs = purgeIntervalMs(env['PURGE_INTERVAL_MINUTES']);
  if (everyMs === null) return;
  const timers = options.timers ?? nodeTimers;
  const report = options.report ?? ((line: string) => process.stderr.write(`${line}\n`));
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = purgeExpired(ctx)
      .then(
        (counts) => {
          const done = summary(counts);
          if (done) app.log.info(`purge: ${done}`);
        },
        (error: unknown) => report(`purge failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = timers.setInterval(tick, everyMs);
  timer.unref();
  app.addHook('preClose', async () => {
    timers.clearInterval(timer);
    await running;
  });
}

/** "3 sessions, 1 carts" for the log; '' when nothing went. */
function summary(counts: PurgeCounts): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
}
