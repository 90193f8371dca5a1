import type { Env } from './notifier-config';

/** How the outbox worker runs (README "Messages"); every value from the environment, with these defaults. */
export interface QueueSettings {
  /** Attempts before a message is dead (NOTIFY_MAX_ATTEMPTS, default 8). */
  readonly maxAttempts: number;
  /** Waits after the 1st, 2nd ... failed attempt; the last repeats (NOTIFY_BACKOFF_S, seconds, default 10,30,120,600,3600). */
  readonly backoffMs: readonly number[];
  /** Each wait is moved by up to this fraction either way, so retries of many messages spread out (0.2). */
  readonly jitter: number;
  /** How often the worker looks for due rows (NOTIFY_POLL_MS, default 1000); it also wakes when this instance enqueues. */
  readonly pollMs: number;
  /** How long a claim holds its row (NOTIFY_LEASE_MS, default 60000): far more than a provider's timeout. */
  readonly leaseMs: number;
  /** Rows claimed at a time (NOTIFY_BATCH, default 10), sent side by side. */
  readonly batch: number;
  /** How often the sweep writes the messages of bookings that have none (NOTIFY_SWEEP_MS, default 60000; 0: never). */
  readonly sweepMs: number;
  /** How long stopping waits for sends in flight (NOTIFY_STOP_WAIT_MS, default 10000). */
  readonly stopWaitMs: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  maxAttempts: 8,
  backoffMs: [10_000, 30_000, 120_000, 600_000, 3_600_000],
  jitter: 0.2,
  pollMs: 1_000,
  leaseMs: 60_000,
  batch: 10,
  sweepMs: 60_000,
  stopWaitMs: 10_000,
};

/** Reads the queue's settings; a value that is not a whole number in range is named in `invalid` (start-up refuses). */
export function readQueueSettings(env: Env): { settings: QueueSettings; invalid: string[] } {
  const invalid: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      invalid.push(`${name}=${raw} (a whole number from ${min} to ${max})`);
      return fallback;
    }
    return value;
  };
  let backoffMs = DEFAULT_QUEUE_SETTINGS.backoffMs;
  const backoff = env['NOTIFY_BACKOFF_S']?.trim();
  if (backoff) {
    const seconds = backoff.split(',').map((s) => Number(s.trim()));
    if (seconds.every((s) => Number.isFinite(s) && s > 0)) backoffMs = seconds.map((s) => s * 1000);
    else invalid.push(`NOTIFY_BACKOFF_S=${backoff} (seconds, comma separated, e.g. 10,30,120,600,3600)`);
  }
  return {
    settings: {
      ...DEFAULT_QUEUE_SETTINGS,
      maxAttempts: int('NOTIFY_MAX_ATTEMPTS', DEFAULT_QUEUE_SETTINGS.maxAttempts, 1, 100),
      backoffMs,
      pollMs: int('NOTIFY_POLL_MS', DEFAULT_QUEUE_SETTINGS.pollMs, 50, 600_000),
      // At least 10 s: more than a provider's 5 s timeout, so a live worker settles before its lease runs out.
      leaseMs: int('NOTIFY_LEASE_MS', DEFAULT_QUEUE_SETTINGS.leaseMs, 10_000, 3_600_000),
      batch: int('NOTIFY_BATCH', DEFAULT_QUEUE_SETTINGS.batch, 1, 500),
      sweepMs: int('NOTIFY_SWEEP_MS', DEFAULT_QUEUE_SETTINGS.sweepMs, 0, 86_400_000),
      stopWaitMs: int('NOTIFY_STOP_WAIT_MS', DEFAULT_QUEUE_SETTINGS.stopWaitMs, 0, 600_000),
    },
    invalid,
  };
}

/** The wait after the `attempt`th failed attempt (1-based), with jitter; `random` in [0, 1). */
export function backoffDelay(settings: QueueSettings, attempt: number, random: () => number): number {
  const base = settings.backoffMs[Math.min(attempt, settings.backoffMs.length) - 1] ?? settings.backoffMs.at(-1)!;
  return Math.round(base * (1 + settings.jitter * (2 * random() - 1)));
}
