import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStack, WORKSPACE_ROOT } from '@nivaas/tools/stack';
import { E2E_CDN_DIR, E2E_PORTS, E2E_STACK_PID_FILE, REMOTES } from './e2e-ports';

/** Starts the production stack on the e2e ports, with a fresh API database, and stops it after the run. */
export default async function globalSetup() {
  const cdn = join(WORKSPACE_ROOT, E2E_CDN_DIR);
  rmSync(cdn, { recursive: true, force: true });
  for (const remote of [...REMOTES, 'shell']) {
    const built = join(WORKSPACE_ROOT, 'dist/apps', remote);
    if (!existsSync(join(built, 'index.html')))
      throw new Error(`No production build of ${remote}: run the build first`);
  }
  for (const remote of REMOTES) {
    mkdirSync(join(cdn, remote), { recursive: true });
    cpSync(join(WORKSPACE_ROOT, 'dist/apps', remote), join(cdn, remote), { recursive: true });
  }
  const apiDataDir = join(WORKSPACE_ROOT, 'dist/e2e/api-data');
  rmSync(apiDataDir, { recursive: true, force: true });
  rmSync(join(WORKSPACE_ROOT, 'dist/e2e/logs'), { recursive: true, force: true });
  const stack = await startStack({
    ports: E2E_PORTS,
    // Every browser and API call of the suite comes from 127.0.0.1 (~40 OTP logins, bookings, questions in a
    // run): per-ADDRESS limits x20. Per-phone, per-email and per-account limits stay as in production
    // (abuse-limits.e2e.ts meets one); apps/api README, "Abuse limits".
    env: {
      RATE_LIMIT_ADDRESS_SCALE: '20',
      API_METRICS_PORT: String(E2E_PORTS.metrics.api),
      SHELL_METRICS_PORT: String(E2E_PORTS.metrics.shell),
    },
    remoteDirs: Object.fromEntries(REMOTES.map((r) => [r, join(E2E_CDN_DIR, r)])),
    apiDataDir,
    quiet: true,
    // Each server's JSON log lines, kept after the run (what an operator would search; the note quotes them).
    logDir: join(WORKSPACE_ROOT, 'dist/e2e/logs'),
    pidFile: join(WORKSPACE_ROOT, E2E_STACK_PID_FILE),
  });
  return async () => {
    // What the run left in each metrics listener, kept beside the logs (what an operator's Prometheus would scrape).
    for (const [server, port] of Object.entries(E2E_PORTS.metrics)) {
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`).then(
        (answer) => answer.text(),
        (error: unknown) => `# no scrape: ${String(error)}\n`,
      );
      writeFileSync(join(WORKSPACE_ROOT, 'dist/e2e/logs', `${server}-metrics.txt`), scrape);
    }
    await stack.stop();
  };
}
