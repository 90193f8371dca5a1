/** The e2e stack runs beside `npm start` on its own ports, so both can run at once. */
export const E2E_PORTS = {
  shell: 4300,
  api: 3334,
  remotes: { discovery: 4301, hotel: 4302, checkout: 4303, account: 4304 },
  /** The /metrics listeners on 127.0.0.1 (API_METRICS_PORT, SHELL_METRICS_PORT), beside npm start's 9464 and 9465. */
  metrics: { api: 9474, shell: 9475 },
} as const;

export type RemoteName = keyof typeof E2E_PORTS.remotes;
export const REMOTES = Object.keys(E2E_PORTS.remotes) as RemoteName[];
export const remoteOrigin = (remote: RemoteName) => `http://localhost:${E2E_PORTS.remotes[remote]}`;

/** Where the e2e CDN serves each remote from: a copy, so a test can redeploy it. */
export const E2E_CDN_DIR = 'dist/e2e/cdn';

/** The servers the e2e stack started, while it runs (tools/scripts/e2e-serial.sh ends a killed run's leftovers). */
export const E2E_STACK_PID_FILE = 'dist/e2e/stack.pids';
