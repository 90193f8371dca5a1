import { join } from 'node:path';
import { createStaticCdn } from './static-cdn';

/** Usage: tsx tools/servers/serve-remote.ts <dist-dir> <port> */
async function main() {
  const [root, portText] = process.argv.slice(2);
  if (!root || !portText) throw new Error('usage: serve-remote <dist-dir> <port>');
  const app = await createStaticCdn(join(process.cwd(), root));
  await app.listen({ host: process.env['HOST'] || '127.0.0.1', port: Number(portText) });
  console.log(`cdn: ${root} on http://localhost:${portText}/`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
