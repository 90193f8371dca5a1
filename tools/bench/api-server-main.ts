import { buildApp } from '../../apps/api/src/app';
import { startCpuProfile } from './cpu-profile';

/**
 * The API of a benchmark, run in its own process (api-process.ts forks it): a fresh seeded in-memory
 * database, listening on a free port of 127.0.0.1. Apart from the load generator, so autocannon's
 * own work never queues behind the API's on one event loop and inflates the measured times.
 * - 'cpu' answers the process's CPU time and the requests it answered so far (their ratio, a cost per
 *   request, is what the machine's load hardly moves);
 * - 'idle' answers once no request is being handled: requests a client gave up on (timeouts) are still
 *   worked on, and must not be counted against the next measurement;
 * - { confirmed: orderIds } answers how many of those bookings are CONFIRMED in the database;
 * - GET /bench/floor/?bytes=N answers N bytes of JSON built once: the least any implementation of a
 *   call with an answer that size could take on this machine now, through the same Fastify and hooks;
 * - API_CPU_PROF=<dir> writes a CPU profile of everything after start-up there on 'stop'.
 */
async function main() {
  const app = await buildApp({ inMemory: true, gatewayKeySecret: process.env['GATEWAY_KEY_SECRET'] });
  let inFlight = 0;
  let handled = 0;
  const idleWaiters: (() => void)[] = [];
  // Counted until the response closes: sent in full (a compressed answer streams after the handler
  // and every hook), or its connection gone.
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      handled += 1;
      if (inFlight === 0) idleWaiters.splice(0).forEach((wake) => wake());
    });
  });
  const floors = new Map<number, Buffer>();
  app.get('/bench/floor/', async (request, reply) => {
    const bytes = Math.min(10_000_000, Math.max(16, Number((request.query as { bytes?: string }).bytes) || 16));
    const body = floors.get(bytes) ?? Buffer.from(JSON.stringify({ fill: 'x'.repeat(bytes - 12) }));
    floors.set(bytes, body);
    return reply.type('application/json; charset=utf-8').send(body);
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const profileDir = process.env['API_CPU_PROF'];
  const stopProfile = profileDir ? await startCpuProfile(profileDir) : null;
  process.send?.({ address });
  process.on('message', (message) => {
    const { confirmed } = (typeof message === 'object' && message) as { confirmed?: string[] };
    if (confirmed)
      void app.ctx.db
        .query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE status = 'CONFIRMED' AND order_id = ANY($1::text[])",
          [confirmed],
        )
        .then(([row]) => process.send?.({ confirmedCount: row?.n ?? 0 }));
    if (message === 'cpu') process.send?.({ cpu: { ...process.cpuUsage(), handled } });
    if (message === 'idle') {
      if (inFlight === 0) process.send?.({ idle: true });
      else idleWaiters.push(() => process.send?.({ idle: true }));
    }
    if (message !== 'stop') return;
    void (async () => {
      if (stopProfile) console.log(`CPU profile of the API: ${await stopProfile()}`);
      await app.close();
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
