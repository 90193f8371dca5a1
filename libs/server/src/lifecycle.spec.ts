import Fastify from 'fastify';
import { createDrain, installReadiness, Lifecycle, readDrainSettings } from './lifecycle';

/** A promise and the function that settles it (a step the test takes when it chooses). */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((done) => (open = done));
  return { opened, open };
}

describe('readiness and drain', () => {
  it('given the lifecycle, then readiness is 503 while starting or waiting, 200 when ready, 503 while draining', async () => {
    const lifecycle = new Lifecycle();
    const app = Fastify();
    installReadiness(app, lifecycle, '/readyz');
    const ask = () => app.inject({ url: '/readyz' });
    expect((await ask()).statusCode).toBe(503);
    lifecycle.waitFor('warm-up');
    lifecycle.markReady();
    const waiting = await ask();
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({ error: 'Not ready', errors: ['waiting for warm-up'] });
    lifecycle.done('warm-up');
    expect((await ask()).statusCode).toBe(200);
    // Something awaited once the instance listens (the shell's warm-up) holds readiness back too.
    lifecycle.waitFor('warm-up');
    expect((await ask()).statusCode).toBe(503);
    lifecycle.done('warm-up');
    lifecycle.startDraining();
    const draining = await ask();
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['connection']).toBe('close');
  });

  it('given a request in flight when the stop signal comes, then readiness turns 503 at once, the request finishes, and the server closes', async () => {
    const lifecycle = new Lifecycle();
    const app = Fastify();
    installReadiness(app, lifecycle, '/readyz');
    const slow = gate();
    const arrived = gate();
    app.get('/slow', async () => {
      arrived.open();
      await slow.opened;
      return { done: true };
    });
    lifecycle.markReady();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/slow`).then(async (answer) => ({
      status: answer.status,
      body: await answer.json(),
    }));
    await arrived.opened;
    const delay = gate();
    const drained = createDrain(app, lifecycle, { delayMs: 1, timeoutMs: 10_000 }, () => delay.opened)('SIGTERM');
    // During the delay the balancer is told, and the instance still answers.
    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(503);
    delay.open();
    slow.open();
    await expect(inFlight).resolves.toEqual({ status: 200, body: { done: true } });
    await expect(drained).resolves.toBe(true);
    await expect(fetch(`${address}/readyz`)).rejects.toThrow();
  });

  it('given requests that outlast DRAIN_TIMEOUT_MS, then the drain gives up and says so', async () => {
    const lifecycle = new Lifecycle();
    const app = Fastify();
    const arrived = gate();
    app.get('/stuck', async () => {
      arrived.open();
      await new Promise(() => undefined);
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    void fetch(`${address}/stuck`).catch(() => undefined);
    await arrived.opened;
    await expect(createDrain(app, lifecycle, { delayMs: 0, timeoutMs: 50 })('SIGTERM')).resolves.toBe(false);
    app.server.closeAllConnections();
  });

  it('given drain settings, then production waits 2 s for the balancer and nonsense is named', () => {
    expect(readDrainSettings({}, true).settings).toEqual({ delayMs: 2_000, timeoutMs: 10_000 });
    expect(readDrainSettings({}, false).settings.delayMs).toBe(0);
    expect(readDrainSettings({ DRAIN_DELAY_MS: '-5', DRAIN_TIMEOUT_MS: 'soon' }, true).invalid).toHaveLength(2);
  });
});
