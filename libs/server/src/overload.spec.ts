import Fastify from 'fastify';
import { readOverloadSettings, registerOverloadProtection } from './overload';

/** Keeps the event loop busy for `ms` (what an overloaded server's loop looks like). */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('overload protection', () => {
  it('given an event loop far behind, then new requests get 503 with Retry-After at once and liveness still answers', async () => {
    const app = Fastify();
    const refused: string[] = [];
    await registerOverloadProtection(
      app,
      { maxEventLoopDelayMs: 20, maxEventLoopUtilization: 0, retryAfterS: 7, sustainMs: 60 },
      () => ({ error: 'The server is busy', errors: ['busy'] }),
      { exempt: ['/healthz'], onRefused: (kind) => refused.push(kind), sampleIntervalMs: 10 },
    );
    app.get('/work', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ status: 'ok' }));
    await app.ready();
    const pressured = app as unknown as { isUnderPressure: () => boolean };
    // Wait for states, not for times: keep the loop behind until the sampler sees it, and ask until the spell has
    // lasted long enough to refuse (the first requests of a spell still pass).
    let work = await app.inject({ url: '/work' });
    const passedDuringSpell: number[] = [];
    for (let attempt = 0; attempt < 100 && work.statusCode !== 503; attempt++) {
      block(40);
      await new Promise((done) => setTimeout(done, 12));
      work = await app.inject({ url: '/work' });
      if (pressured.isUnderPressure() && work.statusCode === 200) passedDuringSpell.push(attempt);
    }
    expect(passedDuringSpell.length).toBeGreaterThan(0);
    const health = await app.inject({ url: '/healthz' });
    expect(work.statusCode).toBe(503);
    expect(work.headers['retry-after']).toBe('7');
    expect(work.json()).toEqual({ error: 'The server is busy', errors: ['busy'] });
    expect(health.statusCode).toBe(200);
    expect(refused[0]).toBe('eventLoopDelay');
    await app.close();
  });

  it('given an idle server, then requests pass', async () => {
    const app = Fastify();
    await registerOverloadProtection(
      app,
      { maxEventLoopDelayMs: 1_000, maxEventLoopUtilization: 0, retryAfterS: 5, sustainMs: 2_000 },
      () => 'busy',
    );
    app.get('/work', async () => ({ ok: true }));
    expect((await app.inject({ url: '/work' })).statusCode).toBe(200);
    await app.close();
  });

  it('given settings, then the defaults refuse at a second behind and nonsense is named', () => {
    expect(readOverloadSettings({}).settings).toEqual({
      maxEventLoopDelayMs: 1_000,
      maxEventLoopUtilization: 0,
      retryAfterS: 5,
      sustainMs: 2_000,
    });
    expect(readOverloadSettings({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' }).invalid).toHaveLength(1);
  });
});
