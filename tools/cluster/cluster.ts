import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the API's throwaway PostgreSQL, as its own specs start it.
import { findPostgres, startThrowawayCluster, type Cluster } from '../../apps/api/src/testing/postgres-cluster';
import { buildServers, serverBundlePath } from '../build/build-servers';
import { REMOTES, stopChildren, WORKSPACE_ROOT, type Remote } from '../scripts/stack';
import { haproxyConfig, type ClusterPorts } from './haproxy-config';

/**
 * The production topology on one machine, with real parts (docs/production.md):
 *
 *   browser ──► HAProxy :entry ──/api/──► API ×N (node dist/servers/api/main.js) ──► PostgreSQL
 *                         └──── else ──► shell server ×M (node dist/servers/shell/main.js)      Redis (limits)
 *   shell servers ──► HAProxy :apiLb (internal) ──► the same API instances
 *   browser, shell servers ──► one static CDN per remote (dist/apps/<remote>)
 *
 * PostgreSQL is a throwaway cluster of Debian's server unless DATABASE_URL names one; Redis is a redis-server of its
 * own unless REDIS_URL names one. Each process writes its output to <dir>/logs/<name>.log.
 */
export interface ClusterOptions {
  readonly entryPort?: number;
  readonly apis?: number;
  readonly shells?: number;
  /** More environment for every API instance (the bench's gateway secret and fake message provider). */
  readonly apiEnv?: Readonly<Record<string, string>>;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  readonly log?: (line: string) => void;
}

export interface ApiInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** SIGKILL: the instance dies as a crashed machine would, mid-request. */
  kill(): void;
  /** SIGTERM, as a deploy stops it: resolves with its exit code once it has drained and exited. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port and resolves once it answers its health call. */
  start(): Promise<void>;
  /** When its process was last seen to exit (Date.now()), 0 before any exit. */
  exitedAt(): number;
}

/** An instance that exited without being told to (a crash), restarted by the cluster as a supervisor would. */
export interface Crash {
  readonly name: string;
  readonly code: number | null;
  readonly signal: string | null;
}

export interface RunningCluster {
  readonly dir: string;
  readonly entryUrl: string;
  readonly apiLbUrl: string;
  readonly statsUrl: string;
  readonly databaseUrl: string;
  readonly ports: ClusterPorts;
  readonly apis: readonly ApiInstance[];
  /** Servers that died on their own so far (each is started again after a second, like systemd's Restart=always). */
  readonly crashes: readonly Crash[];
  /** Restarts PostgreSQL (fast shutdown, then start), as a failover or a minor upgrade does. Null with DATABASE_URL. */
  readonly restartPostgres: (() => void) | null;
  /** Stops and starts Redis. Null with REDIS_URL. */
  readonly redis: { stop(): Promise<void>; start(): Promise<void> } | null;
  stop(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)) ?? 'haproxy';

/** What a fresh machine lacks for the cluster, in words; empty when everything is there. */
export function missingParts(options: { databaseUrl?: string; redisUrl?: string } = {}): string[] {
  const missing: string[] = [];
  if (!options.databaseUrl) {
    const plan = findPostgres();
    if (plan.kind === 'none') missing.push(plan.reason);
  }
  if (!options.redisUrl && !existsSync(REDIS_SERVER)) missing.push(`no ${REDIS_SERVER} (apt-get install redis-server)`);
  if (spawnSync(HAPROXY, ['-v']).status !== 0) missing.push('no haproxy (apt-get install haproxy)');
  for (const name of ['api', 'shell', 'cdn'] as const)
    if (!existsSync(serverBundlePath(name))) missing.push(`no ${serverBundlePath(name)} (npm run build:servers)`);
  for (const app of ['shell', ...REMOTES])
    if (!existsSync(join(WORKSPACE_ROOT, 'dist/apps', app)))
      missing.push(`no dist/apps/${app} (npx nx run-many -t build -p shell,${REMOTES.join(',')})`);
  return missing;
}

/** An instance's metrics listener is on its own port plus this (api1 4301: metrics 5301; shell1 4211: 5211). */
export const METRICS_PORT_OFFSET = 1000;

export function clusterPorts(entry: number, apis: number, shells: number): ClusterPorts {
  return {
    entry,
    apiLb: entry + 100,
    stats: entry + 99,
    apis: Array.from({ length: apis }, (_, i) => entry + 101 + i),
    shells: Array.from({ length: shells }, (_, i) => entry + 11 + i),
    cdns: Object.fromEntries(REMOTES.map((remote, i) => [remote, entry + 21 + i])) as Record<Remote, number>,
    redis: entry + 79,
  };
}

/** Polls until `check` holds; past the deadline, an error naming what never happened. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

async function answers(url: string, wanted = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === wanted;
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const databaseUrlGiven = options.databaseUrl ?? process.env['DATABASE_URL'];
  const redisUrlGiven = options.redisUrl ?? process.env['REDIS_URL'];
  // The servers are bundled from the sources each time (a fraction of a second), so the cluster runs this code.
  await buildServers();
  const missing = missingParts({ databaseUrl: databaseUrlGiven, redisUrl: redisUrlGiven });
  if (missing.length) throw new Error(`the cluster cannot start:\n- ${missing.join('\n- ')}`);
  const ports = clusterPorts(options.entryPort ?? 4200, options.apis ?? 3, options.shells ?? 2);
  const dir = mkdtempSync(join(tmpdir(), 'nivaas-cluster-'));
  mkdirSync(join(dir, 'logs'));
  const children = new Set<ChildProcess>();
  const crashes: Crash[] = [];
  let stopping = false;
  const cleanups: (() => void | Promise<void>)[] = [];

  const run = (name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess => {
    const out = createWriteStream(join(dir, 'logs', `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const killAll = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killAll);

  const stop = async () => {
    stopping = true;
    process.removeListener('exit', killAll);
    await stopChildren(children);
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    // PostgreSQL
    let postgres: Cluster | null = null;
    let databaseUrl = databaseUrlGiven ?? '';
    if (!databaseUrl) {
      const plan = findPostgres();
      if (plan.kind === 'none') throw new Error(plan.reason);
      postgres = await startThrowawayCluster(plan);
      const pg = postgres;
      cleanups.push(() => pg.stop());
      databaseUrl = postgres.url;
      log(`postgresql: ${databaseUrl} (throwaway cluster, started in ${postgres.startMs} ms)`);
    }

    // Redis
    let redisUrl = redisUrlGiven ?? '';
    let redis: RunningCluster['redis'] = null;
    if (!redisUrl) {
      redisUrl = `redis://127.0.0.1:${ports.redis}`;
      let server: ChildProcess | null = null;
      const startRedis = async () => {
        server = run('redis', REDIS_SERVER, [
          '--port',
          String(ports.redis),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
        ]);
        await waitFor(() => redisAnswers(ports.redis), `redis-server did not answer on ${ports.redis}`, 10_000);
      };
      const stopRedis = async () => {
        const current = server;
        if (!current || current.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          current.once('exit', () => resolve());
          current.kill('SIGTERM');
        });
      };
      await startRedis();
      redis = { start: startRedis, stop: stopRedis };
      log(`redis: ${redisUrl}`);
    }

    // Remotes, each on a CDN of its own
    for (const remote of REMOTES)
      run(`cdn-${remote}`, process.execPath, [
        serverBundlePath('cdn'),
        join('dist/apps', remote),
        String(ports.cdns[remote]),
      ]);

    // HAProxy before the servers: it marks each up when its health check passes.
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(ports, dir));
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr || check.stdout}`);
    run('haproxy', HAPROXY, ['-W', '-db', '-f', config]);

    // API instances, started together: migrations and seeding take turns under PostgreSQL's advisory lock.
    const apiEnv = (port: number, name: string): Record<string, string> => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      // After SIGTERM readiness says 503 for 1.5 s: HAProxy (checks 500 ms apart, out after 2) stops sending first.
      DRAIN_DELAY_MS: '1500',
      // JSON lines in logs/<name>.log, as a log shipper reads them.
      LOG_FORMAT: 'json',
      // Each instance's /metrics on 127.0.0.1, 1000 above its port (docs/production.md "Observability").
      API_METRICS_PORT: String(port + METRICS_PORT_OFFSET),
      INSTANCE_ID: name,
      PUBLIC_SITE_URL: `http://localhost:${ports.entry}`,
      // HAProxy on this machine is the one proxy in front (it replaces X-Forwarded-For with the peer's address).
      TRUST_PROXY: 'loopback',
      ...options.apiEnv,
    });
    const apis: ApiInstance[] = ports.apis.map((port, i) => {
      const name = `api${i + 1}`;
      const url = `http://127.0.0.1:${port}`;
      let child: ChildProcess | null = null;
      let killed = false;
      let exitedAt = 0;
      const instance: ApiInstance = {
        name,
        port,
        url,
        exitedAt: () => exitedAt,
        kill: () => {
          killed = true;
          child?.kill('SIGKILL');
        },
        stop: () => {
          killed = true;
          const running = child;
          if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
          const exited = new Promise<number | null>((done) => running.once('exit', (code) => done(code)));
          running.kill('SIGTERM');
          return exited;
        },
        start: async () => {
          killed = false;
          child = run(name, process.execPath, ['--enable-source-maps', serverBundlePath('api')], apiEnv(port, name));
          child.once('exit', (code, signal) => {
            exitedAt = Date.now();
            if (killed || stopping) return;
            crashes.push({ name, code, signal });
            log(`${name} exited on its own (${signal ?? code}); starting it again (see ${dir}/logs/${name}.log)`);
            setTimeout(() => void instance.start().catch((error: Error) => log(error.message)), 1000).unref();
          });
          const exited = new Promise<never>((_, reject) =>
            child?.once('exit', (code) => reject(new Error(`${name} exited (${code}); see ${dir}/logs/${name}.log`))),
          );
          exited.catch(() => undefined);
          await Promise.race([
            waitFor(() => answers(`${url}/api/health`), `${name} did not answer its health call`, 180_000),
            exited,
          ]);
        },
      };
      return instance;
    });
    const apisStarted = Date.now();
    await Promise.all(apis.map((api) => api.start()));
    log(`api: ${apis.length} instances on ${ports.apis.join(', ')} (ready in ${Date.now() - apisStarted} ms)`);

    const apiLbUrl = `http://127.0.0.1:${ports.apiLb}`;
    ports.shells.forEach((port, i) =>
      run(`shell${i + 1}`, process.execPath, ['--enable-source-maps', serverBundlePath('shell')], {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SHELL_METRICS_PORT: String(port + METRICS_PORT_OFFSET),
        DRAIN_DELAY_MS: '1500',
        INSTANCE_ID: `shell${i + 1}`,
        API_URL: apiLbUrl,
        TRUST_PROXY: 'loopback',
        SIGN_IN_SIMULATORS: 'on',
        ...Object.fromEntries(
          REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `http://localhost:${ports.cdns[r]}/remoteEntry.js`]),
        ),
      }),
    );
    const entryUrl = `http://localhost:${ports.entry}`;
    await waitFor(
      async () =>
        (await Promise.all(ports.shells.map((port) => answers(`http://127.0.0.1:${port}/remote-manifest.json`)))).every(
          Boolean,
        ),
      'the shell servers did not answer',
      60_000,
    );
    await waitFor(() => answers(`${entryUrl}/api/health`), 'HAProxy did not reach an API', 30_000);
    await waitFor(() => answers(`${entryUrl}/`), 'HAProxy did not reach a shell server', 30_000);
    const pg = postgres;
    return {
      dir,
      entryUrl,
      apiLbUrl,
      statsUrl: `http://127.0.0.1:${ports.stats}/stats`,
      databaseUrl,
      ports,
      apis,
      crashes,
      restartPostgres: pg ? () => pg.restart() : null,
      redis,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Redis answers PING with +PONG (a plain TCP exchange: no client library needed to know it is up). */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
