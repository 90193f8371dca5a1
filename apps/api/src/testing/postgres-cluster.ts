import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './free-port';

export type PostgresPlan = { kind: 'cluster'; bin: string; runAs: string | null } | { kind: 'none'; reason: string };

export interface Cluster {
  readonly url: string;
  readonly port: number;
  readonly startMs: number;
  /** Stops the server and deletes its files (safe to call twice). */
  stop(): void;
  /** Restarts the server on the same port and data (fast shutdown: sessions are cut, as in a failover). */
  restart(): void;
}

/** Directories that may hold initdb and pg_ctl: PG_BIN, Debian's versioned dirs (newest first), then PATH. */
function candidateDirs(): string[] {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return [process.env['PG_BIN'] ?? '', ...debian, ...(process.env['PATH'] ?? '').split(delimiter)].filter(Boolean);
}

/**
 * Synchronous on purpose: Jest must choose describe or describe.skip when the spec file loads.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user via runuser.
 */
export function findPostgres(): PostgresPlan {
  const bin = candidateDirs().find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'postgres')),
  );
  if (!bin)
    return {
      kind: 'none',
      reason:
        'no TEST_DATABASE_URL and no PostgreSQL server binaries (initdb, pg_ctl, postgres) found; install the postgresql package or set PG_BIN',
    };
  if (process.getuid?.() !== 0) return { kind: 'cluster', bin, runAs: null };
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8', timeout: 5_000 });
  if (user.status !== 0 || !existsSync('/usr/sbin/runuser'))
    return { kind: 'none', reason: 'running as root, and no postgres user or runuser to start PostgreSQL with' };
  return { kind: 'cluster', bin, runAs: 'postgres' };
}

/** initdb + pg_ctl start in a fresh temp dir on a free port, trust auth on 127.0.0.1 only, fsync off (throwaway data). */
export async function startThrowawayCluster(plan: Extract<PostgresPlan, { kind: 'cluster' }>): Promise<Cluster> {
  const started = Date.now();
  const root = mkdtempSync(join(tmpdir(), 'api-pg-'));
  const data = join(root, 'data');
  const log = join(root, 'server.log');
  const run = (tool: string, args: string[], timeout: number) => {
    const [cmd, argv] = plan.runAs
      ? ['/usr/sbin/runuser', ['-u', plan.runAs, '--', join(plan.bin, tool), ...args]]
      : [join(plan.bin, tool), args];
    return spawnSync(cmd, argv, { encoding: 'utf8', timeout });
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const result = run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop'], 25_000);
    if (result.status !== 0 && existsSync(join(data, 'postmaster.pid'))) {
      // pg_ctl could not stop it: signal the postmaster directly rather than leave it running.
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (plan.runAs) {
      const uid = Number(spawnSync('id', ['-u', plan.runAs], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', plan.runAs], { encoding: 'utf8' }).stdout.trim());
      chownSync(root, uid, gid);
    }
    const init = run(
      'initdb',
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      60_000,
    );
    if (init.status !== 0)
      throw new Error(`initdb failed (${init.status ?? init.signal}): ${init.stderr || init.error?.message}`);
    const port = await freePort();
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start'], 40_000);
    if (start.status !== 0) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`pg_ctl start failed (${start.status ?? start.signal}): ${start.stderr}\n${serverLog}`);
    }
    const restart = () => {
      const again = run(
        'pg_ctl',
        ['-D', data, '-o', options, '-l', log, '-m', 'fast', '-w', '-t', '30', 'restart'],
        40_000,
      );
      if (again.status !== 0)
        throw new Error(`pg_ctl restart failed (${again.status ?? again.signal}): ${again.stderr}`);
    };
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      startMs: Date.now() - started,
      stop,
      restart,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
