import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { readShellServerConfig } from './server-config';
import { createShellMetrics } from './observability/metrics';
import { startShellMetrics } from './observability/start-shell-metrics';

async function main() {
  const config = readShellServerConfig(process.env, join(__dirname, '../../..'));
  const metrics = createShellMetrics();
  const app = await createShellServer(config, { logger: false, metrics });
  await startShellMetrics(app, metrics, process.env['SHELL_METRICS_PORT']);
  await app.listen({ host: config.host, port: config.port });
  console.log(`shell: http://localhost:${config.port}/ (api ${config.apiUrl})`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('shell server failed to start', error);
  process.exit(1);
});
