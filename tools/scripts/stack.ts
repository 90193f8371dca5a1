import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export const WORKSPACE_ROOT = join(__dirname, '../..');
export const REMOTES = ['discovery', 'hotel', 'checkout', 'account'] as const;
export type Remote = (typeof REMOTES)[number];

export interface StackPorts {
  readonly shell: number;
  readonly api: number;
  readonly remotes: Readonly<Record<Remote, number>>;
}

export const DEFAULT_PORTS: StackPorts = {
  shell: 4200,
  api: 3333,
  remotes: { discovery: 4201, hotel: 4202, checkout: 4203, account: 4204 },
};

/** A server of the stack, as messages name it. */
export type ServerName = 'api' | 'shell' | Remote;

/** Why a stack did not start, in words for the person who ran it (no stack trace needed). */
export class StackStartError extends Error {}

export interface StackOptions {
  readonly ports: StackPorts;
  /**
   * The checkout whose servers and builds run (default this one): another worktree's, to measure an earlier commit
   * with today's scripts. Its node_modules are used when it has them.
   */
  readonly root?: string;
  /** Where each remote's build is served from (default dist/apps/<remote>). */
  readonly remoteDirs?: Partial<Record<Remote, string>>;
  readonly apiDataDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly quiet?: boolean;
  /** Where each server's output (its log lines) is also written, one `<name>.log` per server (e2e: dist/e2e/logs). */
  readonly logDir?: string;
  /**
   * Where to list the servers this stack started (`pid<TAB>script` a line), removed when it stops, so a later
   * run can end exactly these if this one was killed before it could (tools/scripts/e2e-serial.sh).
   */
  readonly pidFile?: string;
  /** Called when a server of the stack exits on its own. */
  readonly onUnexpectedExit?: (command: string, code: number | null) => void;
  /** The variable that moves each server's port, named when its port is taken (npm start: API_PORT ...). */
  readonly portVariables?: Partial<Record<ServerName, string>>;
}

export interface Stack {
  readonly urls: { shell: string; api: string; remotes: Record<Remote, string> };
  stop(): Promise<void>;
}

/** The tsx that runs a checkout's servers: its own, or this checkout's if it has none installed. */
function tsxOf(root: string): string {
  const own = join(root, 'node_modules/.bin/tsx');
  return existsSync(own) ? own : join(WORKSPACE_ROOT, 'node_modules/.bin/tsx');
}

function run(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet: boolean,
  onLine?: (line: string) => void,
  logDir?: string,
  root = WORKSPACE_ROOT,
): ChildProcess {
  const child = spawn(tsxOf(root), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean);
  const logFile = logDir ? createWriteStream(join(logDir, `${name}.log`), { flags: 'a' }) : null;
  child.stdout?.on('data', (chunk: Buffer) => {
    logFile?.write(chunk);
    lines(chunk).forEach((line) => {
      onLine?.(line);
      if (!quiet) console.log(`[${name}] ${line}`);
    });
  });
  child.once('exit', () => logFile?.end());
  child.stderr?.on('data', (chunk: Buffer) => lines(chunk).forEach((line) => console.error(`[${name}] ${line}`)));
  return child;
}

/**
 * Whether something already listens on host:port: listening there ourselves fails with EADDRINUSE.
 * An address this machine does not have (no IPv6) counts as free.
 */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(true);
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(false);
      else reject(error);
    });
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen({ port, host });
  });
}

/**
 * Refuses to start on a port another process holds, naming each one: otherwise that process would
 * answer in place of ours (its /api/health passing for our API's, its pages for the shell's) while
 * our server dies on EADDRINUSE, after seeding, with a stack trace. The servers listen on `host`
 * (127.0.0.1 unless HOST says otherwise), and the stack's URLs say `localhost`, which may resolve to
 * ::1 first, so on 127.0.0.1 the IPv6 loopback is checked too.
 */
export async function assertPortsFree(
  servers: readonly (readonly [ServerName, number])[],
  host: string,
  variables: Partial<Record<ServerName, string>> = {},
): Promise<void> {
  const hosts = host === '127.0.0.1' ? ['127.0.0.1', '::1'] : [host];
  const taken: string[] = [];
  for (const [name, port] of servers) {
    let inUse = false;
    for (const h of hosts) inUse ||= await portInUse(port, h);
    if (!inUse) continue;
    const variable = variables[name];
    taken.push(
      `port ${port} (${name}) is in use by another process; stop it or ${variable ? `set ${variable} to a free port` : 'choose other ports'}`,
    );
  }
  if (taken.length) throw new StackStartError(taken.join('\n'));
}

/** True only for a 200 answer; a refused connection, a timeout or any other status is false. */
async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * True when `url` is the API's health call answering as the API does: 200 with {"status":"ok"}. Any
 * other server (a page, a 404, a proxy's 502) is not the API, whatever its status.
 */
export async function apiHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
    return response.ok && body?.status === 'ok';
  } catch {
    return false;
  }
}

/** Polls `check` every 250 ms until it is true; past the deadline, a StackStartError saying what never happened. */
async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new StackStartError(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls a URL until it answers 200, so callers start only on a ready stack. */
export function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  return waitUntil(() => answersOk(url), `${url} did not answer 200`, timeoutMs);
}

/** Asks each process to stop (SIGTERM), kills what is still running 5 s later, and resolves once all have exited. */
export function stopChildren(children: Iterable<ChildProcess>): Promise<void[]> {
  return Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/** Starts the API, a static CDN per remote and the shell server, as production runs them. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports, quiet = false, logDir } = options;
  const root = options.root ? resolve(options.root) : WORKSPACE_ROOT;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const baseEnv = { ...process.env, ...options.env };
  // The servers' log lines: readable on a terminal, JSON where a program reads them (a quiet stack's log files); and
  // no wait for a balancer when one stops (there is none in front of this stack).
  const serverEnv = {
    LOG_FORMAT: baseEnv['LOG_FORMAT'] ?? (quiet ? 'json' : 'pretty'),
    DRAIN_DELAY_MS: baseEnv['DRAIN_DELAY_MS'] ?? '0',
  };
  const children: ChildProcess[] = [];
  const urls = {
    shell: `http://localhost:${ports.shell}`,
    api: `http://127.0.0.1:${ports.api}`,
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${ports.remotes[r]}`])) as Record<
      Remote,
      string
    >,
  };

  const apiMain = join(root, 'apps/api/src/main.ts');
  // NIVAAS_STACK_API=off runs the front end alone, against an API started elsewhere.
  const withApi = existsSync(apiMain) && baseEnv['NIVAAS_STACK_API'] !== 'off';
  await assertPortsFree(
    [
      ...(withApi ? [['api', ports.api] as const] : []),
      ...REMOTES.map((r) => [r, ports.remotes[r]] as const),
      ['shell', ports.shell] as const,
    ],
    baseEnv['HOST'] || '127.0.0.1',
    options.portVariables,
  );
  const names = new Map<ChildProcess, ServerName>();
  // The API says so once it listens (after migrating and seeding): only then is its health ours to ask.
  let apiListening = false;
  if (withApi) {
    const api = run(
      'api',
      [apiMain],
      {
        ...baseEnv,
        ...serverEnv,
        PORT: String(ports.api),
        ...(options.apiDataDir ? { API_DATA_DIR: options.apiDataDir } : {}),
      },
      quiet,
      (line) => {
        if (line.startsWith('api listening on ')) apiListening = true;
      },
      logDir,
      root,
    );
    children.push(api);
    names.set(api, 'api');
  }
  for (const remote of REMOTES) {
    const dir = options.remoteDirs?.[remote] ?? join('dist/apps', remote);
    const child = run(
      remote,
      [join(root, 'tools/servers/serve-remote.ts'), dir, String(ports.remotes[remote])],
      baseEnv,
      quiet,
      undefined,
      undefined,
      root,
    );
    children.push(child);
    names.set(child, remote);
  }
  const remoteEnv = Object.fromEntries(
    REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `${urls.remotes[r]}/remoteEntry.js`]),
  );
  const shell = run(
    'shell',
    [join(root, 'apps/shell/server/main.ts')],
    // React's production build for server rendering unless the caller chose otherwise: its development build
    // rendered Bengaluru's listing in about 290 ms, and it is not what a deployed server runs.
    {
      ...baseEnv,
      ...serverEnv,
      NODE_ENV: baseEnv['NODE_ENV'] ?? 'production',
      // The development API's sign-in simulators (Google's account chooser, the PhonePe app's SDK), so Google and
      // PhonePe sign-in work on a fresh clone with no account at either. SIGN_IN_SIMULATORS=off gives the plain site.
      // A production API has no simulators: then they are off unless asked for.
      SIGN_IN_SIMULATORS: baseEnv['SIGN_IN_SIMULATORS'] ?? (baseEnv['NODE_ENV'] === 'production' ? 'off' : 'on'),
      ...remoteEnv,
      PORT: String(ports.shell),
      API_URL: urls.api,
    },
    quiet,
    undefined,
    logDir,
    root,
  );
  children.push(shell);
  names.set(shell, 'shell');

  if (options.pidFile) {
    mkdirSync(dirname(options.pidFile), { recursive: true });
    writeFileSync(options.pidFile, children.map((child) => `${child.pid}\t${child.spawnargs[1] ?? ''}\n`).join(''));
  }

  // Children die with this process, however it ends, so no server is left holding a port.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.once('exit', killAll);
  let stopping = false;
  children.forEach((child) =>
    child.once('exit', (code) => {
      if (!stopping && options.onUnexpectedExit) options.onUnexpectedExit(child.spawnargs.join(' '), code);
    }),
  );

  const stop = async () => {
    stopping = true;
    if (options.pidFile) rmSync(options.pidFile, { force: true });
    await stopChildren(children);
  };

  try {
    const earlyExit = new Promise<never>((_resolve, reject) =>
      children.forEach((child) =>
        child.once('exit', (code) =>
          reject(
            new StackStartError(
              `the ${names.get(child) ?? 'unknown'} server exited (code ${code}) while starting; its output is above`,
            ),
          ),
        ),
      ),
    );
    earlyExit.catch(() => undefined);
    const ready = Promise.all([
      // Ready means our API answers: it said it listens, its health is the API's, and the shell's /api reaches it.
      ...(withApi
        ? [
            waitUntil(
              async () => apiListening && (await apiHealthy(`${urls.api}/api/health`)),
              `the api did not answer ${urls.api}/api/health`,
              180_000,
            ).then(() =>
              waitUntil(
                () => apiHealthy(`${urls.shell}/api/health`),
                `the shell did not reach the api through ${urls.shell}/api/`,
                60_000,
              ),
            ),
          ]
        : []),
      ...REMOTES.map((r) => waitForUrl(`${urls.remotes[r]}/remoteEntry.js`)),
      waitForUrl(`${urls.shell}/remote-manifest.json`),
    ]);
    await Promise.race([ready, earlyExit]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
