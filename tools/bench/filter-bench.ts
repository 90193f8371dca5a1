import { performance } from 'node:perf_hooks';
import { deserialize, serialize } from 'node:v8';
import type { HotelPricesResponse, ResponseOf, SearchHotelsResponse } from '@nivaas/api-client/contract';
import { buildApp } from '../../apps/api/src/app';
import { toListingResults } from '../../apps/discovery/src/screens/listing/data/to-listing-results';
import {
  emptySelection,
  type FilterSelection,
  type RecomputeInput,
} from '../../apps/discovery/src/screens/listing/logic/filter-selection';
import type { ListingHotel } from '../../apps/discovery/src/screens/listing/logic/listing-hotel';
import { recompute } from '../../apps/discovery/src/screens/listing/logic/recompute';

/**
 * Report (not a test): the listing worker's recompute (filter, count every option, sort) over
 * the largest city's hotels, Bengaluru, for representative filter combinations. The hotels come
 * from the seeded API started in-process, priced for 2 nights and 2 rooms as the page prices them.
 * Also prints the structured-clone cost of a call's messages (what postMessage adds in a browser).
 * Run: npx tsx tools/bench/filter-bench.ts   (RUNS=2000 to change the repetitions)
 */
const RUNS = Number(process.env['RUNS'] ?? 500);
const WARM_UP = 50;

function checked(
  groups: Partial<FilterSelection['checked']>,
  customPriceRange = emptySelection().customPriceRange,
): FilterSelection {
  return { checked: { ...emptySelection().checked, ...groups }, customPriceRange };
}

const ROOMS = 2;
const COMBINATIONS: [string, RecomputeInput][] = [
  ['nothing checked, recommended', { selection: emptySelection(), sortBy: 'recommended', roomCount: ROOMS }],
  [
    'rating 4+, price low to high',
    { selection: checked({ userRating: ['4'] }), sortBy: 'price_low_to_high', roomCount: ROOMS },
  ],
  [
    '2 localities + free Wi-Fi and parking + 2 price bands',
    {
      selection: checked({
        localities: ['koramangala', 'indiranagar'],
        otherAmenities: ['free-wifi', 'parking'],
        priceRanges: ['3000-4000', '4000-6000'],
      }),
      sortBy: 'user_rating',
      roomCount: ROOMS,
    },
  ],
  [
    'custom range + brands + bed types',
    {
      selection: checked(
        { brands: ['trend', 'trip'], bedTypes: ['King', 'Queen'] },
        { isSelected: true, startRange: 2500, endRange: 7000 },
      ),
      sortBy: 'price_high_to_low',
      roomCount: ROOMS,
    },
  ],
  [
    'quick filters: couple friendly + local ID',
    {
      selection: checked({ paymentAndPolicies: ['couple_friendly', 'local_id'] }),
      sortBy: 'recommended',
      roomCount: ROOMS,
    },
  ],
  [
    'one option in every group',
    {
      selection: checked({
        priceRanges: ['3000-4000'],
        localities: ['koramangala'],
        otherAmenities: ['free-wifi'],
        roomAmenities: ['ac'],
        userRating: ['3.5'],
        bedTypes: ['Queen'],
        brands: ['trend'],
        popularCollections: ['near-metro'],
        paymentAndPolicies: ['free_cancellation'],
      }),
      sortBy: 'price_low_to_high',
      roomCount: ROOMS,
    },
  ],
];

function stats(samples: number[]): { mean: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return {
    mean,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

function time(fn: () => void): number[] {
  for (let i = 0; i < WARM_UP; i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

const ms = (value: number) => value.toFixed(3).padStart(8);

async function loadBengaluru(): Promise<ListingHotel[]> {
  const app = await buildApp({ inMemory: true });
  try {
    const search = (await app.inject('/api/v1/search/hotels/?city=bengaluru')).json() as SearchHotelsResponse;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const stay = `checkin=${day(30)}&checkout=${day(32)}&roomconfig=2-0,2-0&channel=msite`;
    const ids = search.hotel_ids.join(',');
    const prices = (await app.inject(`/api/v6/pricing/hotels/?hotel_id=${ids}&${stay}`)).json() as HotelPricesResponse;
    const triggers = (
      await app.inject(`/api/v1/psychological-triggers/?hotel_id=${ids}&${stay}`)
    ).json() as ResponseOf<'getPsychologicalTriggers'>;
    return [...toListingResults(search.hotels, prices, triggers.data, false).rows];
  } finally {
    await app.close();
  }
}

async function main() {
  const hotels = await loadBengaluru();
  console.log(
    `listing recompute over ${hotels.length} Bengaluru hotels (2 nights, 2 rooms), ${RUNS} runs after ${WARM_UP} warm-up, node ${process.version}`,
  );
  const clone = stats(time(() => deserialize(serialize(hotels))));
  console.log(
    `hand-over of the hotels to the worker (structured clone, once per listing): mean ${ms(clone.mean)} ms  p95 ${ms(clone.p95)} ms`,
  );
  console.log('');
  console.log(`${'combination'.padEnd(56)} results  mean ms    p95 ms    max ms   +clone mean`);
  for (const [name, input] of COMBINATIONS) {
    const result = recompute(hotels, input);
    const run = stats(time(() => recompute(hotels, input)));
    const message = stats(time(() => deserialize(serialize(input)) && deserialize(serialize(result))));
    console.log(
      `${name.padEnd(56)} ${String(result.total).padStart(7)}  ${ms(run.mean)}  ${ms(run.p95)}  ${ms(run.max)}  ${ms(message.mean)}`,
    );
  }
  console.log('');
  console.log('A frame at 60 Hz is 16.7 ms; on a low-end phone, expect 4 to 8 times these desktop figures.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
