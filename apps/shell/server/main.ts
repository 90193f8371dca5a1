import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { DEFAULT_API_TIMEOUT_MS, readShellServerConfig } from './server-config';
import { createShellApi } from './shell-api';
import { warmUp } from './warm-up';

async function main() {
  const config = readShellServerConfig(process.env, join(__dirname, '../../..'));
  const app = await createShellServer(config, { logger: false });
  await app.listen({ host: config.host, port: config.port });
  console.log(`shell: http://localhost:${config.port}/ (api ${config.apiUrl})`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // In the background, after listen: the first visitor after a start gets the first pages server-rendered.
  if (config.warmUp !== 'off' && config.serverRendering !== 'off') {
    const api = createShellApi(config.apiUrl, { timeoutMs: config.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS });
    void warmUp({
      // No Accept-Encoding: the HTML comes back as text, to see whether it was rendered.
      inject: (url) => app.inject({ method: 'GET', url }),
      catalogue: api.catalogue,
      log: (line) => console.log(line),
    });
  }
}

main().catch((error: unknown) => {
  console.error('shell server failed to start', error);
  process.exit(1);
});
