import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { metricsPortFrom, startMetricsListener, type MetricsListener } from '@nivaas/server';

export const DEFAULT_API_METRICS_PORT = 9464;

/**
 * Starts the API's /metrics listener on 127.0.0.1 at API_METRICS_PORT (9464; 0 or off: none) and closes it with
 * the app. Prints where it listens.
 */
export async function startApiMetrics(
  app: FastifyInstance & { ctx: AppContext },
  setting: string | undefined,
): Promise<void> {
  const port = metricsPortFrom(setting, DEFAULT_API_METRICS_PORT);
  if (port === null) return;
  let listener: MetricsListener;
  try {
    listener = await startMetricsListener({ registry: app.ctx.metrics.registry, host: '127.0.0.1', port });
  } catch (error) {
    // Several instances on one host (the cluster bench) share the default port: the one that is late serves its
    // pages without metrics rather than not at all, and says so.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(`api: metrics port ${port} is in use; this instance serves no /metrics (set API_METRICS_PORT)`);
    return;
  }
  app.addHook('onClose', () => listener.close());
  console.log(`api metrics on http://${listener.host}:${listener.port}/metrics`);
}
