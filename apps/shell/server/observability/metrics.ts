import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '@nivaas/server';

/** How a server render of a page ended: drawn (or kept), past its budget, failed, or left to the browser (busy). */
export type RenderOutcome = 'rendered' | 'over_budget' | 'failed' | 'browser';
/** A TTL cache lookup: fresh, stale (answered while it refreshes), or a wait for the load. */
export type CacheResult = 'hit' | 'stale' | 'miss';
/** The shell server's caches: the listing catalogue, SEO heads, hotel lookups and rendered pages. */
export type ShellCacheName = 'listing_catalogue' | 'seo_head' | 'hotel' | 'rendered_page';

/** The shell server's metrics, one Registry per server (tests build many). */
export interface ShellMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly renders: Counter<'outcome'>;
  readonly cacheLookups: Counter<'cache' | 'result'>;
  /** A request refused with 503 because the event loop was too far behind (@nivaas/server overload), by kind. */
  readonly overloadRefusals: Counter<'kind'>;
  /** Counts a render's outcome. */
  render(outcome: RenderOutcome): void;
  /** Counts one lookup of a cache. */
  cache(name: ShellCacheName, result: CacheResult): void;
}

export const SHELL_METRICS_PREFIX = 'nivaas_shell_';

export function createShellMetrics(options: { readonly defaultMetrics?: boolean } = {}): ShellMetrics {
  const registry = new Registry();
  const p = SHELL_METRICS_PREFIX;
  // Includes nivaas_shell_nodejs_eventloop_lag_seconds.
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: p });
  const registers = [registry];
  const renders = new Counter({
    name: `${p}ssr_renders_total`,
    help: 'Server renders of pages by outcome (rendered, over_budget, failed, browser: too busy, drawn in the browser)',
    labelNames: ['outcome'],
    registers,
  });
  const cacheLookups = new Counter({
    name: `${p}cache_lookups_total`,
    help: 'Lookups of the shell server caches by cache and result (hit, stale, miss)',
    labelNames: ['cache', 'result'],
    registers,
  });
  return {
    registry,
    overloadRefusals: new Counter({
      name: `${p}overload_refusals_total`,
      help: 'Requests refused with 503 while the event loop was too far behind, by what was over its limit',
      labelNames: ['kind'],
      registers,
    }),
    httpDuration: new Histogram({
      name: `${p}http_request_duration_seconds`,
      help: 'Shell server request duration by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    renders,
    cacheLookups,
    render: (outcome) => renders.inc({ outcome }),
    cache: (cache, result) => cacheLookups.inc({ cache, result }),
  };
}

/** Times every response by its route pattern and status. */
export function registerShellRequestMetrics(app: FastifyInstance, metrics: ShellMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // Fastify's pattern, or a page's in the route table (`/hotels-in-{city}/`, named by the page handler).
    const route = routeOf(request);
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
