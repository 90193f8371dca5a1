import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import Redis from 'ioredis';
import type { OperationId } from '@nivaas/api-client/contract';
import { ApiError } from './api-error';
import { RATE_LIMITS, type AbuseLimit, type AppliedLimit } from './rate-limits';
import { readRateLimitConfig, type RateLimitConfig } from './rate-limits-config';
import { subjectKey } from './rate-limits-keys';

/** Checks one request of an operation against its limits; throws the 429 when one is over. */
export type OperationLimiter = (request: FastifyRequest, reply: FastifyReply, userId: number | null) => Promise<void>;

export interface AbuseLimits {
  /** The limiter of an operation of the table, or null when it has no limits. */
  forOperation(id: OperationId): OperationLimiter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    abuseLimits?: AbuseLimits;
  }
  interface FastifyRequest {
    /** The limit that refused this request, for the metrics (rate_limit_hits_total). */
    abuseLimitHit?: string;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
interface Counter {
  /** The count's verdict for a key (increment false: look without counting). */
  check(request: FastifyRequest, key: string, increment: boolean): ReturnType<Limiter>;
}

/** Entries per limit kept in memory (LRU): enough for a busy day of distinct phones and addresses. */
const MEMORY_ENTRIES = 50_000;

/**
 * Registers @fastify/rate-limit (not on every route: global false) with its store, in memory or on
 * Redis when REDIS_URL is set so several API instances share one count, and decorates the app with
 * the table's limiters (RATE_LIMITS), which registerOperation applies to each contract route.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
): Promise<void> {
  const config = readRateLimitConfig(env, production);
  if (!config.enabled) return;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  // disconnect, not quit: quit waits for a Redis that may be gone, and nothing is left to send.
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'nivaas-rate-limit:' } : {}),
    // A Redis that stops answering must not stop logins and bookings: the request goes through, logged.
    skipOnError: true,
  });
  const counters = new Map<string, Counter>();
  const counter = (name: string, max: number, windowMs: number): Counter => {
    const existing = counters.get(name);
    if (existing) return existing;
    // The library takes the key from the request; ours depends on the body and the session, so it is
    // handed over per request. The name prefix keeps counts apart in the one Redis key space.
    const keys = new WeakMap<FastifyRequest, string>();
    const options: CreateRateLimitOptions & { cache: number } = {
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
      cache: MEMORY_ENTRIES,
    };
    const limiter = app.createRateLimit(options);
    const created: Counter = {
      check: (request, key, increment) => {
        keys.set(request, key);
        return limiter(request, { increment });
      },
    };
    counters.set(name, created);
    return created;
  };
  const limiters = new Map<OperationId, OperationLimiter>();
  for (const [id, applied] of Object.entries(RATE_LIMITS) as [OperationId, readonly AppliedLimit[]][])
    limiters.set(id, operationLimiter(applied, config, counter));
  app.decorate('abuseLimits', { forOperation: (id: OperationId) => limiters.get(id) ?? null });
}

async function connectRedis(url: string): Promise<Redis> {
  const where = new URL(url).host; // never the password a URL may carry
  // No offline queue: while Redis is away a count fails at once (and is skipped) instead of hanging the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // It reconnects on its own; meanwhile counts fail and are skipped (skipOnError), which is said here.
  redis.on('error', (error: Error) =>
    process.stderr.write(`rate limits: Redis at ${where} unavailable, requests are not counted: ${error.message}\n`),
  );
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis did not answer (${where}): ${(error as Error).message}`);
  }
  return redis;
}

function operationLimiter(
  applied: readonly AppliedLimit[],
  config: RateLimitConfig,
  counter: (name: string, max: number, windowMs: number) => Counter,
): OperationLimiter {
  const checks = applied.map(({ limit, when, countOncePerHeader }) => {
    const max = limit.per === 'address' ? Math.floor(limit.max * config.addressScale) : limit.max;
    const count = counter(limit.name, max, limit.windowMs);
    // Seen-once marks: the first request with a header value counts, its repeats only look.
    const seen = countOncePerHeader ? counter(`${limit.name}:once`, 1, limit.windowMs) : null;
    return async (request: FastifyRequest, userId: number | null) => {
      if (when && !when(request.body)) return null;
      const key = subjectKey(limit.per, request, userId);
      if (key === null) return null;
      const header = countOncePerHeader ? request.headers[countOncePerHeader] : undefined;
      const repeat =
        seen && typeof header === 'string'
          ? await seen.check(request, `${key}|${header}`, true).then((r) => !r.isAllowed && r.isExceeded)
          : false;
      const verdict = await count.check(request, key, !repeat);
      if (verdict.isAllowed) return null;
      return verdict.isExceeded ? { limit, retryAfterS: Math.max(1, verdict.ttlInSeconds) } : null;
    };
  });
  return async (request, reply, userId) => {
    const over = (await Promise.all(checks.map((check) => check(request, userId)))).filter(
      (found): found is { limit: AbuseLimit; retryAfterS: number } => found !== null,
    );
    if (over.length === 0) return;
    // The longest wait is the honest one: retrying before it ends is refused again.
    const worst = over.reduce((a, b) => (b.retryAfterS > a.retryAfterS ? b : a));
    reply.header('retry-after', String(worst.retryAfterS));
    request.abuseLimitHit = worst.limit.name;
    const message = `Too many ${worst.limit.what}: please try again in ${inWords(worst.retryAfterS)}`;
    throw new ApiError(429, message, [message], 'rate_limited');
  };
}

/** "45 seconds", "12 minutes", "3 hours": rounded up, so trying again then works (59 min 30 s is "1 hour"). */
export function inWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const [n, unit] =
    seconds < 60 ? [seconds, 'second'] : minutes < 60 ? [minutes, 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
