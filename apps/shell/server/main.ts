import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { readShellServerConfig } from './server-config';

async function main() {
  const config = readShellServerConfig(process.env, join(__dirname, '../../..'));
  const app = await createShellServer(config, { logger: false });
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
