import type { FastifyInstance } from 'fastify';
import type { ShellMetrics } from './metrics';
import { metricsPortFrom, startMetricsListener, type MetricsListener } from '@nivaas/server';

export const DEFAULT_SHELL_METRICS_PORT = 9465;

/**
 * Starts the shell server's /metrics listener on 127.0.0.1 at SHELL_METRICS_PORT (9465; 0 or off: none) and closes
 * it with the server. Prints where it listens.
 */
export async function startShellMetrics(
  app: FastifyInstance,
  metrics: ShellMetrics,
  setting: string | undefined,
): Promise<void> {
  const port = metricsPortFrom(setting, DEFAULT_SHELL_METRICS_PORT);
  if (port === null) return;
  let listener: MetricsListener;
  try {
    listener = await startMetricsListener({ registry: metrics.registry, host: '127.0.0.1', port });
  } catch (error) {
    // Several instances on one host (the cluster bench) share the default port: the one that is late serves its
    // pages without metrics rather than not at all, and says so.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(`shell: metrics port ${port} is in use; this instance serves no /metrics (set SHELL_METRICS_PORT)`);
    return;
  }
  app.addHook('onClose', () => listener.close());
  console.log(`shell metrics on http://${listener.host}:${listener.port}/metrics`);
}
