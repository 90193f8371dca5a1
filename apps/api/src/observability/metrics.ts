import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeOf } from '@nivaas/server';
import type { FastifyInstance } from 'fastify';
import type { QueueStats } from '../features/notifications';

/** The Core Web Vitals the beacon route records (features/vitals). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
type VitalLabels = 'route_family' | 'device' | 'connection';
export type VitalHistogram = Histogram<VitalLabels>;

/** Where the scrape-time gauges read from: set once the database and the queue exist (registerFeatures). */
export interface MetricSources {
  /** The PostgreSQL pool's connections; absent on PGlite (one connection, no pool). */
  pool?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
  queue?: () => Promise<QueueStats>;
}

/**
 * The API's metrics: one prom-client Registry per app (tests build many apps in one process, so never the global
 * registry). Every counter is safe to increment before anything scrapes it.
 */
export interface ApiMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** A booking attempt's outcome: pending_payment, confirmed, conflict, rejected, failed. */
  readonly bookings: Counter<'outcome'>;
  /** A payment's outcome by method: paid, declined, cancelled, rejected, failed. */
  readonly payments: Counter<'method' | 'outcome'>;
  /** A login code: sent, provider_failed, too_soon, captcha_required, failed. */
  readonly otpSends: Counter<'outcome'>;
  /** A request refused by one of the abuse limits (http/rate-limits.ts), by the limit's name. */
  readonly rateLimitHits: Counter<'limit'>;
  /** A request refused with 503 because the event loop was too far behind (@nivaas/server overload), by kind. */
  readonly overloadRefusals: Counter<'kind'>;
  readonly vitals: { readonly [K in VitalName]: Histogram<VitalLabels> };
  /** Points the scrape-time gauges (pool, queue) at their sources. */
  watch(sources: MetricSources): void;
}

export const API_METRICS_PREFIX = 'nivaas_api_';

/** Request durations, seconds: from a cached listing (~5 ms) to a slow payment call (10 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Per metric: the "good" and "poor" thresholds of web.dev sit on bucket edges, so p75 is read between them. */
const VITAL_BUCKETS: { readonly [K in VitalName]: readonly number[] } = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  FCP: [0.25, 0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 1.8, 3, 5, 10],
};
/** The histogram of each vital: seconds, except CLS, which has no unit. */
export const VITAL_METRIC: { readonly [K in VitalName]: string } = {
  LCP: 'web_vitals_lcp_seconds',
  INP: 'web_vitals_inp_seconds',
  CLS: 'web_vitals_cls',
  FCP: 'web_vitals_fcp_seconds',
  TTFB: 'web_vitals_ttfb_seconds',
};

export interface ApiMetricsOptions {
  /** Process metrics (CPU, memory, GC, event-loop lag); default true. */
  readonly defaultMetrics?: boolean;
}

export function createApiMetrics(options: ApiMetricsOptions = {}): ApiMetrics {
  const registry = new Registry();
  const p = API_METRICS_PREFIX;
  // Includes nivaas_api_nodejs_eventloop_lag_seconds and its percentiles (monitorEventLoopDelay).
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: p });
  let sources: MetricSources = {};
  const registers = [registry];
  const vital = (name: VitalName) =>
    new Histogram({
      name: p + VITAL_METRIC[name],
      help: `Field ${name} of real visits (web-vitals), by route family, device class and connection`,
      labelNames: ['route_family', 'device', 'connection'],
      buckets: [...VITAL_BUCKETS[name]],
      registers,
    });
  new Gauge({
    name: `${p}db_pool_connections`,
    help: 'PostgreSQL pool connections by state (in_use, idle, waiting requests); absent on PGlite',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: `${p}message_queue_depth`,
    help: 'Outbox messages by state (queued, retrying, sending, dead)',
    labelNames: ['state'],
    registers,
    async collect() {
      const stats = await sources.queue?.().catch(() => null);
      if (!stats) return;
      for (const state of ['queued', 'retrying', 'sending', 'dead'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: `${p}message_queue_oldest_seconds`,
    help: 'Age of the oldest queued message, 0 when none waits',
    registers,
    async collect() {
      const stats = await sources.queue?.().catch(() => null);
      if (stats) this.set(stats.oldestQueuedSeconds);
    },
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: `${p}http_request_duration_seconds`,
      help: 'API request duration by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    bookings: new Counter({
      name: `${p}bookings_total`,
      help: 'Booking attempts by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    payments: new Counter({
      name: `${p}payments_total`,
      help: 'Payments by method and outcome',
      labelNames: ['method', 'outcome'],
      registers,
    }),
    otpSends: new Counter({
      name: `${p}otp_sends_total`,
      help: 'Login code sends by outcome (sent, provider_failed, too_soon, captcha_required, failed)',
      labelNames: ['outcome'],
      registers,
    }),
    rateLimitHits: new Counter({
      name: `${p}rate_limit_hits_total`,
      help: 'Requests refused by an abuse limit, by limit',
      labelNames: ['limit'],
      registers,
    }),
    overloadRefusals: new Counter({
      name: `${p}overload_refusals_total`,
      help: 'Requests refused with 503 while the event loop was too far behind, by what was over its limit',
      labelNames: ['kind'],
      registers,
    }),
    vitals: { LCP: vital('LCP'), INP: vital('INP'), CLS: vital('CLS'), FCP: vital('FCP'), TTFB: vital('TTFB') },
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}

/**
 * Times every response by its route pattern (`/api/v1/hotels/:id/`, never the raw URL: ids would make a series
 * each); requests no route matched are `unmatched`. Also counts the abuse limits' refusals.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (request.abuseLimitHit) metrics.rateLimitHits.inc({ limit: request.abuseLimitHit });
  });
}

/** The HTTP status of a thrown error, for an outcome label (500 when it has none). */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}
