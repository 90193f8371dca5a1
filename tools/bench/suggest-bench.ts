import { performance } from 'node:perf_hooks';
import type { HotelRow } from '../../apps/api/src/catalogue/catalogue-store';
import { matchHotels } from '../../apps/api/src/features/catalogue/match-hotels';
import { searchIndexOf, type NamedCatalogue } from '../../apps/api/src/features/catalogue/search-index';
import { suggest } from '../../apps/api/src/features/catalogue/suggest';
import { seededCatalogue } from '../../apps/api/src/testing/seeded-catalogue';

/**
 * Report (not a test): the suggestion call's matching (features/catalogue/suggest.ts) per keystroke, and the search
 * screen's hotels by name (match-hotels.ts), on the seeded catalogue and on one grown to HOTELS hotels (1,000 by
 * default: the chain's size to plan for) by repeating seeded hotels under new ids. Queries cover what visitors type:
 * short prefixes, old names, misspellings, hotel names with a typo, and text that matches nothing (the slowest: no
 * name is ruled out by a literal match). Run: npx tsx tools/bench/suggest-bench.ts   (RUNS=300, HOTELS=1000)
 */
const RUNS = Number(process.env['RUNS'] ?? 300);
const HOTELS = Number(process.env['HOTELS'] ?? 1000);
const WARM_UP = 30;

const QUERIES = [
  'go',
  'Beng',
  'Bangalore',
  'Bombay',
  'Koramangla',
  'Whitefeild',
  'E-City',
  'BLR airport',
  'Nivas Orchid',
  'nivas orchid koramangla',
  'xqzvkwpyj',
  'a'.repeat(100),
];

function grown(base: NamedCatalogue, size: number): NamedCatalogue {
  const hotels: HotelRow[] = [...base.hotels];
  for (let i = 0; hotels.length < size; i += 1) {
    const from = base.hotels[i % base.hotels.length] as HotelRow;
    hotels.push({ ...from, id: 100_000 + i, name: `${from.name} ${Math.floor(i / base.hotels.length) + 2}` });
  }
  return { ...base, hotels };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
}

function measure(run: () => void): { p50: number; p95: number; max: number } {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples[samples.length - 1] ?? 0 };
}

const ms = (value: number) => value.toFixed(3).padStart(8);
const label = (q: string) => (q.length > 24 ? `${q.slice(0, 8)}… (${q.length} letters)` : q).padEnd(26);

for (const catalogue of [seededCatalogue(), grown(seededCatalogue(), HOTELS)]) {
  const started = performance.now();
  searchIndexOf(catalogue);
  const built = performance.now() - started;
  console.log(
    `\n${catalogue.hotels.length} hotels, ${catalogue.cities.length} cities, ${catalogue.localities.length} localities, ` +
      `${catalogue.landmarks.length} landmarks: index built once in ${built.toFixed(1)} ms; ${RUNS} runs per query (ms)`,
  );
  console.log(`${'query'.padEnd(26)}  suggest p50      p95      max   hotels p50      p95   found`);
  for (const q of QUERIES) {
    const s = measure(() => suggest(catalogue, q, 8));
    const h = measure(() => matchHotels(catalogue, q));
    const found = `${suggest(catalogue, q, 8).length}/${matchHotels(catalogue, q).size}`;
    console.log(`${label(q)}  ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}  ${ms(h.p50)} ${ms(h.p95)}   ${found}`);
  }
}
