import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { buildApp } from '../app';
import { call, type TestApp } from '../testing/test-app';
import { freePort } from '../testing/free-port';

/**
 * REDIS_URL: several API instances share one count. Starts a throwaway redis-server (no persistence)
 * on a free port when /usr/bin/redis-server (or REDIS_SERVER) exists; otherwise the suite is skipped
 * and says why (CI installs Debian's redis-server, see .ci/run).
 */
const REDIS_SERVER = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';
const available = existsSync(REDIS_SERVER);
if (!available) console.warn(`rate-limits-redis.spec skipped: no ${REDIS_SERVER} (install redis-server)`);
const describeIfRedis = available ? describe : describe.skip;

/** Waits for the server's own word that it is ready (a state, not a time); gives up if it exits first. */
function untilReady(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${seen}`)));
  });
}

describeIfRedis('abuse limits on Redis (REDIS_URL)', () => {
  let server: ChildProcess | null = null;
  let url = '';
  const apps: TestApp[] = [];
  // The API's lines about a missing Redis are kept for the assertion instead of printed.
  const write = process.stderr.write.bind(process.stderr);
  const redisLines: string[] = [];
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
    if (String(chunk).startsWith('rate limits:')) return Boolean(redisLines.push(String(chunk)));
    return write(chunk as string, ...rest);
  }) as typeof process.stderr.write);

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    url = `redis://127.0.0.1:${port}`;
    await untilReady(server);
    // Two API instances on one Redis, as behind a load balancer (each a seeded PGlite: minutes on a busy machine).
    for (let i = 0; i < 2; i++) apps.push((await buildApp({ inMemory: true, env: { REDIS_URL: url } })) as TestApp);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    stderr.mockRestore();
  });

  const api = (i: number): TestApp => {
    const found = apps[i];
    if (!found) throw new Error(`API instance ${i} not started`);
    return found;
  };
  const send = (app: TestApp, phone: string, address: string) =>
    call(app, {
      method: 'POST',
      url: '/api/v1/auth/otp/send/',
      payload: { phone_number: phone },
      headers: { 'x-forwarded-for': address },
    });

  it('given sends from one address spread over two instances, then together they get the one budget of 20, and the count is in Redis', async () => {
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(await send(api(i % 2), `97200000${String(i).padStart(2, '0')}`, '203.0.113.7'));
    expect(results.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(200));
    const last = results[20];
    expect(last).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Either instance refuses now: the 21st was on the second, the first agrees.
    expect((await send(api(0), '9720000099', '203.0.113.7')).status).toBe(429);
    const probe = new Redis(url);
    const keys = await probe.keys('nivaas-rate-limit:*otp-send-address:203.0.113.7');
    const counts = await Promise.all(keys.map((key) => probe.get(key)));
    probe.disconnect();
    expect(counts).toContain('22');
  });

  it('given Redis goes away, then logins still go through (not counted, said on stderr) instead of failing', async () => {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGTERM');
    await exited;
    const res = await send(api(1), '9720000100', '203.0.113.8');
    expect(res.status).toBe(200);
    // The client notices on its next reconnect attempt and says so.
    while (!redisLines.some((line) => line.includes('rate limits: Redis at 127.0.0.1')))
      await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
