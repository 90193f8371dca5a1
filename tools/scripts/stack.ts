import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

export interface StackOptions {
  readonly ports: StackPorts;
  /** Where each remote's build is served from (default dist/apps/<remote>). */
  readonly remoteDirs?: Partial<Record<Remote, string>>;
  readonly apiDataDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly quiet?: boolean;
  /**
   * Where to list the servers this stack started (`pid<TAB>script` a line), removed when it stops, so a later
   * run can end exactly these if this one was killed before it could (tools/scripts/e2e-serial.sh).
   */
  readonly pidFile?: string;
  /** Called when a server of the stack exits on its own. */
  readonly onUnexpectedExit?: (command: string, code: number | null) => void;
}

export interface Stack {
  readonly urls: { shell: string; api: string; remotes: Record<Remote, string> };
  stop(): Promise<void>;
}

const tsx = join(WORKSPACE_ROOT, 'node_modules/.bin/tsx');

function run(name: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  const child = spawn(tsx, args, { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => !quiet && console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return child;
}

/** Polls a URL until it answers (any status), so callers start only on a ready stack. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Starts the API, a static CDN per remote and the shell server, as production runs them. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports, quiet = false } = options;
  const baseEnv = { ...process.env, ...options.env };
  const children: ChildProcess[] = [];
  const urls = {
    shell: `http://localhost:${ports.shell}`,
    api: `http://127.0.0.1:${ports.api}`,
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${ports.remotes[r]}`])) as Record<
      Remote,
      string
    >,
  };

  const apiMain = join(WORKSPACE_ROOT, 'apps/api/src/main.ts');
  // NIVAAS_STACK_API=off runs the front end alone, against an API started elsewhere.
  const withApi = existsSync(apiMain) && baseEnv['NIVAAS_STACK_API'] !== 'off';
  if (withApi) {
    children.push(
      run(
        'api',
        [apiMain],
        { ...baseEnv, PORT: String(ports.api), ...(options.apiDataDir ? { API_DATA_DIR: options.apiDataDir } : {}) },
        quiet,
      ),
    );
  }
  for (const remote of REMOTES) {
    const dir = options.remoteDirs?.[remote] ?? join('dist/apps', remote);
    children.push(
      run(
        remote,
        [join(WORKSPACE_ROOT, 'tools/servers/serve-remote.ts'), dir, String(ports.remotes[remote])],
        baseEnv,
        quiet,
      ),
    );
  }
  const remoteEnv = Object.fromEntries(
    REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `${urls.remotes[r]}/remoteEntry.js`]),
  );
  children.push(
    run(
      'shell',
      [join(WORKSPACE_ROOT, 'apps/shell/server/main.ts')],
      { ...baseEnv, ...remoteEnv, PORT: String(ports.shell), API_URL: urls.api },
      quiet,
    ),
  );

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
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };

  try {
    const earlyExit = new Promise<never>((_resolve, reject) =>
      children.forEach((child) =>
        child.once('exit', (code) =>
          reject(new Error(`${child.spawnargs.slice(1).join(' ')} exited (${code}) while starting`)),
        ),
      ),
    );
    earlyExit.catch(() => undefined);
    const ready = Promise.all([
      ...(withApi ? [waitForUrl(`${urls.api}/api/health`, 180_000)] : []),
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
