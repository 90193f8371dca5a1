import type { FastifyInstance } from 'fastify';
import type { ShellMetrics } from './metrics';
import { metricsPortFrom, startMetricsListener } from './metrics-listener';

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
  const listener = await startMetricsListener({ registry: metrics.registry, host: '127.0.0.1', port });
  app.addHook('onClose', () => listener.close());
  console.log(`shell metrics on http://${listener.host}:${listener.port}/metrics`);
}
