import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  createDrain,
  createLogger,
  drainOnSignals,
  logProcessFailures,
  readDrainSettings,
  readLoggerSettings,
} from '@nivaas/server';
import { buildApp } from './app';
import { checkApiEnvironment } from './api-environment';
import { ConfigError } from './app-config';
import { startApiMetrics } from './observability/start-api-metrics';

/** Why the API cannot start, said in one line (no stack trace): a taken port, like a missing secret. */
class StartError extends Error {}

const portTaken = (host: string, port: number) =>
  new StartError(`port ${port} (api) is in use by another process on ${host}; stop it or set PORT to a free port`);

/** Fails with StartError when another process listens on host:port (checked before seconds of seeding). */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? portTaken(host, port) : error),
    );
    probe.once('listening', () => probe.close(() => done()));
    probe.listen({ host, port });
  });
}

/** Starts the API: `npx tsx apps/api/src/main.ts` from the repository root. */
async function main() {
  const repoRoot = resolve(__dirname, '../../..');
  // The whole environment is checked by buildApp; these few are needed before it, to probe the port.
  const { environment, problems } = checkApiEnvironment(process.env);
  if (problems.length > 0) throw new ConfigError(`Refusing to start: invalid configuration: ${problems.join(', ')}`);
  const databaseUrl = environment.DATABASE_URL;
  const dataDir = environment.API_DATA_DIR ?? join(repoRoot, '.data/api');
  const host = environment.HOST ?? '127.0.0.1';
  const port = Number(environment.PORT ?? 3333);
  const production = environment.NODE_ENV === 'production';
  const logging = readLoggerSettings(process.env, 'api', production);
  const drainSettings = readDrainSettings(process.env, production);
  const invalid = [...logging.invalid, ...drainSettings.invalid];
  if (invalid.length > 0) throw new ConfigError(`Refusing to start: invalid configuration: ${invalid.join(', ')}`);
  await assertPortFree(host, port);
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const logger = createLogger(logging.settings);
  logProcessFailures(logger);
  const app = await buildApp({ dataDir, databaseUrl, production, logger });
  await startApiMetrics(app, environment.API_METRICS_PORT);
  try {
    await app.listen({ host, port });
  } catch (error) {
    // Taken while the database was being prepared.
    await app.close();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portTaken(host, port) : error;
  }
  // The stack (tools/scripts/stack.ts) waits for this line before it asks the health call.
  console.log(
    `api listening on http://${host}:${port} (${databaseUrl ? 'postgres' : `pglite ${dataDir}`}, ready in ${Date.now() - started} ms)`,
  );
  // SIGTERM: readiness turns 503, the balancer takes the instance out, requests in flight finish, then it exits.
  drainOnSignals(createDrain(app, app.ctx.lifecycle, drainSettings.settings), () => logger.flush());
}

main().catch((error: unknown) => {
  // A configuration refusal or a taken port is an operator's to-do list, not a crash: print just its message.
  console.error(error instanceof ConfigError || error instanceof StartError ? `api: ${error.message}` : error);
  process.exit(1);
});
