import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface OverloadSettings {
  /** Mean event-loop delay over a second above which new requests are refused (0: never). */
  readonly maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0 to 1) above which new requests are refused (0: never). */
  readonly maxEventLoopUtilization: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  readonly retryAfterS: number;
  /**
   * How long the pressure must last before requests are refused: one long pause (a start-up, a big query on the
   * embedded database) makes one bad sample, and is no reason to turn guests away.
   */
  readonly sustainMs: number;
}

/**
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS (default 1000), OVERLOAD_MAX_EVENT_LOOP_UTILIZATION (default 0, off: a busy but
 * keeping-up server is not overloaded), OVERLOAD_RETRY_AFTER_S (default 5), OVERLOAD_SUSTAIN_MS (default 2000).
 */
export function readOverloadSettings(env: Readonly<Record<string, string | undefined>>): {
  settings: OverloadSettings;
  invalid: string[];
} {
  const invalid: string[] = [];
  const read = (name: string, fallback: number, max: number, whole: boolean) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > max || (whole && !Number.isInteger(value))) {
      invalid.push(`${name} must be a ${whole ? 'whole ' : ''}number from 0 to ${max}`);
      return fallback;
    }
    return value;
  };
  return {
    settings: {
      maxEventLoopDelayMs: read('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1_000, 60_000, true),
      maxEventLoopUtilization: read('OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', 0, 1, false),
      retryAfterS: read('OVERLOAD_RETRY_AFTER_S', 5, 600, true),
      sustainMs: read('OVERLOAD_SUSTAIN_MS', 2_000, 600_000, true),
    },
    invalid,
  };
}

/** What an overloaded server answers: the caller's own shape (the API's error body, the shell's short page). */
export type OverloadAnswer = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Refuses new requests at once with 503 and Retry-After while the event loop is too far behind, instead of
 * queueing them until they time out at the balancer; each refusal is logged (warn). `onRefused` counts them.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  settings: OverloadSettings,
  answer: OverloadAnswer,
  options: {
    /** Route patterns always answered (liveness: a busy instance is alive). */
    readonly exempt?: readonly string[];
    /** Told each refusal's kind (a metric counts them). */
    readonly onRefused?: (kind: string) => void;
    /** How often the event loop is sampled (tests shorten it); under-pressure's default otherwise. */
    readonly sampleIntervalMs?: number;
  } = {},
): Promise<void> {
  if (settings.maxEventLoopDelayMs === 0 && settings.maxEventLoopUtilization === 0) return;
  const exempt = new Set(options.exempt ?? []);
  const sampleMs = options.sampleIntervalMs ?? 1_000;
  // When the present spell of pressure began (0: none), checked once a sample.
  let pressureSince = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    retryAfter: settings.retryAfterS,
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    // under-pressure sends what the handler returns (its types say void, its code sends a returned value).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, kind: string, value: number | undefined) => {
      // Nothing returned: the request goes on.
      if (request.routeOptions.url !== undefined && exempt.has(request.routeOptions.url)) return undefined;
      if (pressureSince === 0 || Date.now() - pressureSince < settings.sustainMs) return undefined;
      options.onRefused?.(kind);
      request.log.warn({ kind, value }, 'overloaded: request refused with 503');
      void reply.code(503).header('retry-after', String(settings.retryAfterS));
      return answer(request, reply);
    }) as unknown as (request: FastifyRequest, reply: FastifyReply, kind: string, value: number | undefined) => void,
  });
  const pressured = app as unknown as { isUnderPressure: () => boolean };
  const watch = setInterval(() => {
    if (!pressured.isUnderPressure()) pressureSince = 0;
    else if (pressureSince === 0) pressureSince = Date.now();
  }, sampleMs);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
}
