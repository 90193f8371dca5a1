import { join } from 'node:path';
import {
  createDrain,
  createLogger,
  drainOnSignals,
  logProcessFailures,
  readDrainSettings,
  readLoggerSettings,
} from '@nivaas/server';
import { createShellServer } from './create-shell-server';
import { readShellServerConfig } from './server-config';
import { createShellMetrics } from './observability/metrics';
import { startShellMetrics } from './observability/start-shell-metrics';

async function main() {
  const production = process.env['NODE_ENV'] === 'production';
  const logging = readLoggerSettings(process.env, 'shell', production);
  const drainSettings = readDrainSettings(process.env, production);
  const invalid = [...logging.invalid, ...drainSettings.invalid];
  if (invalid.length > 0) throw new Error(`Refusing to start: invalid configuration: ${invalid.join(', ')}`);
  const config = readShellServerConfig(process.env, join(__dirname, '../../..'));
  const metrics = createShellMetrics();
  const logger = createLogger(logging.settings);
  logProcessFailures(logger);
  const app = await createShellServer(config, { logger, metrics });
  await startShellMetrics(app, metrics, process.env['SHELL_METRICS_PORT']);
  await app.listen({ host: config.host, port: config.port });
  console.log(`shell: http://localhost:${config.port}/ (api ${config.apiUrl})`);
  // SIGTERM: readiness turns 503, the balancer takes the instance out, pages in flight finish, then it exits.
  drainOnSignals(createDrain(app, app.lifecycle, drainSettings.settings), () => logger.flush());
}

main().catch((error: unknown) => {
  console.error('shell server failed to start', error);
  process.exit(1);
});
