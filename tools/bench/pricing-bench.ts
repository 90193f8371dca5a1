import autocannon from 'autocannon';
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
  const result = await autocannon({ url, duration: Number(process.env['DURATION'] ?? 10), connections: Number(process.env['CONNECTIONS'] ?? 10) });
  console.log(`pricing call for ${ids.length} Bengaluru hotels`);
  console.log(`req/s avg ${result.requests.average}  p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
