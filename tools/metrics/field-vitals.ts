import { readFileSync } from 'node:fs';

/**
 * Field Core Web Vitals from a scrape of the API's metrics (Prometheus text format): the p75 of each vital per route
 * family, read from the histograms' buckets as Prometheus's histogram_quantile reads them (linear within the bucket).
 * What the Grafana dashboard plots, for a machine with no Prometheus: the e2e run keeps a scrape in
 * dist/e2e/logs/api-metrics.txt.
 *   npx tsx tools/metrics/field-vitals.ts [scrape file]   (default dist/e2e/logs/api-metrics.txt)
 */

const VITALS = [
  ['LCP', 'web_vitals_lcp_seconds', 's'],
  ['INP', 'web_vitals_inp_seconds', 's'],
  ['CLS', 'web_vitals_cls', ''],
  ['FCP', 'web_vitals_fcp_seconds', 's'],
  ['TTFB', 'web_vitals_ttfb_seconds', 's'],
] as const;

export interface Bucket {
  readonly le: number;
  readonly count: number;
}

/** The q-quantile of cumulative buckets (le ascending, the last +Inf), interpolated as histogram_quantile does. */
export function quantile(q: number, buckets: readonly Bucket[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lowerLe = 0;
  let lowerCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      // Past the last finite bound Prometheus answers that bound.
      if (!Number.isFinite(bucket.le)) return lowerLe;
      const inBucket = bucket.count - lowerCount;
      return inBucket === 0 ? bucket.le : lowerLe + ((bucket.le - lowerLe) * (rank - lowerCount)) / inBucket;
    }
    lowerLe = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerLe;
}

/** `{a="1",b="2"}` as an object. */
function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/** Per vital, per route family: the buckets summed over devices and connections. */
export function fieldVitals(scrape: string): Map<string, Map<string, { buckets: Bucket[]; count: number }>> {
  const result = new Map<string, Map<string, { buckets: Bucket[]; count: number }>>();
  for (const [vital, metric] of VITALS) {
    const families = new Map<string, Map<number, number>>();
    const pattern = new RegExp(`^\\w*${metric}_bucket\\{([^}]*)\\} (\\S+)$`);
    for (const line of scrape.split('\n')) {
      const found = pattern.exec(line);
      if (!found) continue;
      const labels = labelsOf(found[1] ?? '');
      const family = labels['route_family'] ?? 'unknown';
      const le = labels['le'] === '+Inf' ? Infinity : Number(labels['le']);
      const byLe = families.get(family) ?? new Map<number, number>();
      byLe.set(le, (byLe.get(le) ?? 0) + Number(found[2]));
      families.set(family, byLe);
    }
    const perFamily = new Map<string, { buckets: Bucket[]; count: number }>();
    for (const [family, byLe] of families) {
      const buckets = [...byLe].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le);
      perFamily.set(family, { buckets, count: buckets.at(-1)?.count ?? 0 });
    }
    result.set(vital, perFamily);
  }
  return result;
}

function main() {
  const file = process.argv[2] ?? 'dist/e2e/logs/api-metrics.txt';
  const vitals = fieldVitals(readFileSync(file, 'utf8'));
  console.log(`Field vitals p75 per route family (${file})`);
  for (const [vital, , unit] of VITALS) {
    for (const [family, { buckets, count }] of vitals.get(vital) ?? []) {
      const p75 = quantile(0.75, buckets);
      if (p75 === null) continue;
      const shown = unit === 's' ? `${Math.round(p75 * 1000)} ms` : p75.toFixed(3);
      console.log(`  ${vital.padEnd(5)} ${family.padEnd(16)} p75 ${shown.padStart(8)}  (${count} visits)`);
    }
  }
}

if (require.main === module) main();
