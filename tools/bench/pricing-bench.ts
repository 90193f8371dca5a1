import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../../apps/api/src/app';

/**
 * Load report (not a test): GET /api/v6/pricing/hotels/ for every Bengaluru hotel (150+), 2 nights.
 * Run: npx tsx tools/bench/pricing-bench.ts   (DURATION=10 CONNECTIONS=10 to change the load)
 */
async function main() {
  const app = await buildApp({ inMemory: true });
  const search = await app.inject('/api/v1/search/hotels/?city=bengaluru');
  const ids = (search.json() as { hotel_ids: number[] }).hotel_ids;
  const d = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${address}/api/v6/pricing/hotels/?hotel_id=${ids.join(',')}&checkin=${d(30)}&checkout=${d(32)}&roomconfig=2-0`;
  // autocannon's summary has no p95, so every response time is kept and the percentiles computed here.
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const options = {
      url,
      duration: Number(process.env['DURATION'] ?? 10),
      connections: Number(process.env['CONNECTIONS'] ?? 10),
    };
    autocannon(options, (error, summary) => (error ? reject(error) : resolve(summary))).on(
      'response',
      (_client, _status, _bytes, ms) => times.push(ms),
    );
  });
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN).toFixed(1);
  console.log(`pricing call for ${ids.length} Bengaluru hotels, ${times.length} requests`);
  console.log(
    `req/s avg ${result.requests.average}  p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  non-2xx ${result.non2xx}`,
  );
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
