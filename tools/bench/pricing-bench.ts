import { loadavg } from 'node:os';
import { startApiProcess } from './api-process';
import { dayFromToday, largestCity } from './largest-city';
import { latencyLine } from './latency';
import { runLoad } from './load-run';

/**
 * Load report (not a test) of the two pricing calls, against a seeded in-memory API in its own process:
 * - listing: GET /api/v6/pricing/hotels/ for every hotel of the largest city (the listing page's call);
 * - hotel page: GET /api/v5/pricing/hotels/:id/room-prices/ (quoteHotel with coupons), one hotel of that
 *   city after another;
 * - each one's floor: the same number of bytes built once and sent by the same API (no work at all),
 *   what this machine allows right now; with a busy shared machine it is most of the time measured.
 * Each runs a short unmeasured warm-up first (JIT, caches), then DURATION seconds at CONNECTIONS; the
 * API's CPU time per request is printed too (load-independent, unlike the times).
 * Run: npm run bench:pricing   (CONNECTIONS=50 DURATION=10 WARMUP=3 ENCODING=br CALLS=listing,hotel-page FLOOR=0)
 */
const CONNECTIONS = Number(process.env['CONNECTIONS'] ?? 50);
const DURATION = Number(process.env['DURATION'] ?? 10);
const WARMUP = Number(process.env['WARMUP'] ?? 3);
/** A browser sends accept-encoding: br; without ENCODING the answer is measured uncompressed. */
const ENCODING = process.env['ENCODING'];
const CALLS = (process.env['CALLS'] ?? 'listing,hotel-page').split(',');
const FLOOR = process.env['FLOOR'] !== '0';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.arrayBuffer()).byteLength;
}

async function main() {
  const api = await startApiProcess();
  try {
    const city = await largestCity(api.address);
    const stay = `checkin=${dayFromToday(30)}&checkout=${dayFromToday(32)}&roomconfig=2-0`;
    const scenarios: Record<string, { label: string; paths: string[] }> = {
      listing: {
        label: `listing (${city.hotelIds.length} hotels)`,
        paths: [`/api/v6/pricing/hotels/?hotel_id=${city.hotelIds.join(',')}&${stay}`],
      },
      'hotel-page': {
        label: 'hotel page room prices',
        paths: city.hotelIds.map((id) => `/api/v5/pricing/hotels/${id}/room-prices/?${stay}`),
      },
    };
    console.log(
      `pricing calls, largest city ${city.name} (${city.hotelIds.length} hotels), 2 nights, 1 room of 2 adults, ` +
        `${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up, ` +
        `${ENCODING ? `accept-encoding ${ENCODING}` : 'uncompressed'}, node ${process.version}`,
    );
    const headers = ENCODING ? { 'accept-encoding': ENCODING } : undefined;
    const measure = async (label: string, paths: string[]) => {
      const base = { origin: api.address, paths, connections: CONNECTIONS, headers };
      if (WARMUP > 0) await runLoad({ ...base, seconds: WARMUP });
      await api.idle();
      const before = load();
      const cpuBefore = await api.cpu();
      const run = await runLoad({ ...base, seconds: DURATION });
      await api.idle();
      const cpuAfter = await api.cpu();
      // Over every request the API answered in the run, those the client had given up on included.
      const perRequest = (cpuAfter.ms - cpuBefore.ms) / Math.max(1, cpuAfter.handled - cpuBefore.handled);
      console.log(
        latencyLine(
          label,
          run.latency,
          run.errors,
          `req/s ${run.requestsPerSecond}  API CPU ${perRequest.toFixed(2)} ms/req  load ${before}`,
          run.timeouts,
        ),
      );
    };
    for (const name of CALLS) {
      const scenario = scenarios[name];
      if (!scenario) throw new Error(`Unknown call ${name}: listing or hotel-page`);
      const bytes = await bytesOf(`${api.address}${scenario.paths[0]}`);
      await measure(`${scenario.label}, ${(bytes / 1000).toFixed(1)} kB`, scenario.paths);
      if (FLOOR) await measure(`  floor: ${(bytes / 1000).toFixed(1)} kB built once`, [`/bench/floor/?bytes=${bytes}`]);
    }
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
