/**
 * How hard the fuzzer tries. The defaults keep the whole spec well under 2 minutes on a busy 2-core
 * machine and use a fixed seed, so CI never flakes on a draw; the environment goes deeper locally:
 *
 *   FUZZ_RUNS=200 FUZZ_SEED=$RANDOM npx jest -c apps/api/jest.config.ts contract-fuzz
 *
 * FUZZ_RUNS: requests per property and operation (valid ones, invalid ones; a quarter of that
 * without a token). FUZZ_SEED: the run's seed (each property's own is derived from it, seedFor); a
 * failure names it, and FUZZ_SEED with `-t <operation>` replays it. FUZZ_SHRINK=1 shrinks a failure to a smaller request
 * (slower: each step is a request). FUZZ_LOG=1 prints one line per request: what was sent, judged
 * how, and the answer (to see why valid requests of an operation stop at a 4xx).
 */
export const FUZZ_SEED = intFromEnv('FUZZ_SEED', 17_2026);
export const FUZZ_RUNS = intFromEnv('FUZZ_RUNS', 8);
export const FUZZ_SHRINK = process.env['FUZZ_SHRINK'] === '1';
export const FUZZ_LOG = process.env['FUZZ_LOG'] === '1';

/**
 * Operations whose one request does the work of many (prices up to 20 hotels, searches a city's
 * hotels with prices, renders a JPEG in JavaScript): fewer runs, so one slow call does not decide the
 * fuzzer's time.
 */
const COSTLY: Readonly<Record<string, number>> = {
  getHotelPrices: 0.5,
  getHotelAvailability: 0.5,
  getPsychologicalTriggers: 0.5,
  getCorporatePrice: 0.5,
  searchHotels: 0.5,
  'GET /api/images/hotels/{hotelId}/{file}': 0.25,
  'GET /api/images/cities/{file}': 0.25,
};

export type Property = 'valid' | 'invalid' | 'no token';

/**
 * The seed of one property of one operation: FUZZ_SEED mixed with their names (FNV-1a), so
 * operations do not draw the same sequence (the same idempotency keys in every pay call) and one
 * FUZZ_SEED still replays them all.
 */
export function seedFor(operation: string, property: Property): number {
  let hash = 0x811c9dc5;
  for (const char of `${operation} ${property}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (FUZZ_SEED ^ hash) >>> 0;
}

export function runsFor(operation: string, property: Property): number {
  const base = property === 'no token' ? Math.max(2, Math.round(FUZZ_RUNS / 4)) : FUZZ_RUNS;
  return Math.max(2, Math.round(base * (COSTLY[operation] ?? 1)));
}

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
