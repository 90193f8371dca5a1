import { execSync } from 'node:child_process';
import { DEFAULT_PORTS, startStack, WORKSPACE_ROOT } from './stack';

/**
 * `npm start`: production builds of the shell and the four remotes, then the API (seeded
 * on first run), one static CDN per remote and the shell server, as production runs them.
 */
async function main() {
  if (!process.argv.includes('--no-build')) {
    execSync('npx nx run-many -t build -p shell discovery hotel checkout account --parallel=2 --output-style=static', {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    });
  }
  const port = Number(process.env['PORT'] || DEFAULT_PORTS.shell);
  const stack = await startStack({
    ports: { ...DEFAULT_PORTS, shell: port },
    env: { PORT: undefined },
    onUnexpectedExit: (command, code) => {
      console.error(`A server stopped (exit ${code}): ${command}`);
      process.exit(1);
    },
  });
  console.log(`\nNivaas is running: ${stack.urls.shell}/  (API ${stack.urls.api}/api/docs)\n`);
  const stop = () => stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
