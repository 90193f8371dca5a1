import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError } from './app-config';

/** Starts the API: `npx tsx apps/api/src/main.ts` from the repository root. */
async function main() {
  const repoRoot = resolve(__dirname, '../../..');
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = process.env['API_DATA_DIR'] || join(repoRoot, '.data/api');
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const app = await buildApp({
    dataDir,
    databaseUrl,
    production: process.env['NODE_ENV'] === 'production',
    logger: false,
  });
  const host = process.env['HOST'] || '127.0.0.1';
  const port = Number(process.env['PORT'] || 3333);
  await app.listen({ host, port });
  console.log(
    `api listening on http://${host}:${port} (${databaseUrl ? 'postgres' : `pglite ${dataDir}`}, ready in ${Date.now() - started} ms)`,
  );
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`api: ${signal}, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration refusal is an operator's to-do list, not a crash: print just its message.
  console.error(error instanceof ConfigError ? `api: ${error.message}` : error);
  process.exit(1);
});
