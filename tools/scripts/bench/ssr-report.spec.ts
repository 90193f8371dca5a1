import { latencyOf, percentile } from '../../bench/latency';
import { median, type Figures } from './lighthouse-runner';
import { formatReport, lcpRatio, lighthouseFigures, parseEnvPairs, type BenchReport } from './ssr-report';

const figures = (lcp: number, score = 90): Figures => ({ score, fcp: lcp / 2, lcp, tbt: 100, cls: 0.01 });

describe('the percentiles the benchmark prints', () => {
  it('ranks 200 response times as nearest-rank p50 and p95, whatever their order', () => {
    const times = Array.from({ length: 200 }, (_, i) => 200 - i); // 200 .. 1 ms, descending
    const latency = latencyOf(times);
    expect(latency.p50).toBe(100);
    expect(latency.p95).toBe(190);
    expect(latency.max).toBe(200);
    expect(latency.count).toBe(200);
  });

  it('gives the one time of a single request, and NaN for none', () => {
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the Lighthouse median of the runs that measured, leaving out a run without a paint', () => {
    expect(median([3000, NaN, 1000, 2000])).toBe(2000);
    expect(median([NaN])).toBeNaN();
  });
});

describe('the LCP ratio', () => {
  it('is the page over its script-free copy', () => {
    expect(lcpRatio(figures(3000), figures(2000))).toBe(1.5);
  });

  it('is NaN, never Infinity, when a side measured nothing', () => {
    expect(lcpRatio(figures(3000), figures(NaN))).toBeNaN();
    expect(lcpRatio(figures(NaN), figures(2000))).toBeNaN();
    expect(lcpRatio(figures(3000), figures(0))).toBeNaN();
  });
});

describe('BENCH_COMPARE_ENV', () => {
  it('reads KEY=value pairs, a value may hold "="', () => {
    expect(parseEnvPairs(' SSR=off  NODE_OPTIONS=--max-old-space-size=512 ')).toEqual({
      SSR: 'off',
      NODE_OPTIONS: '--max-old-space-size=512',
    });
  });

  it('refuses a word that is not KEY=value, so a typo does not run the same stack twice', () => {
    expect(() => parseEnvPairs('SSR off')).toThrow('"SSR" is not KEY=value');
    expect(() => parseEnvPairs('=off')).toThrow();
  });
});

describe('formatReport', () => {
  it('prints each stack beside the script-free copy and the ratio per page', () => {
    const warm = latencyOf([10, 20, 30]);
    const report: BenchReport = {
      date: '2026-11-24T00:00:00.000Z',
      commit: 'abc1234',
      requests: 200,
      concurrency: 20,
      lighthouseRuns: 3,
      stacks: ['served', 'served SSR=off'].map((label, i) => ({
        label,
        env: {},
        server: [
          {
            path: '/',
            status: 200,
            coldFirstByteMs: 12,
            coldMs: 80,
            warm,
            warmErrors: 0,
            identityBytes: 5000,
            brBytes: 1500,
            brEncoding: 'br',
          },
        ],
        lighthouse: [lighthouseFigures('/', [figures(3000 + i * 1000), figures(3200), figures(2800)])],
      })),
      scriptFree: [{ ...lighthouseFigures('/', [figures(2000, 99)]), bytes: 40_000 }],
      lcpRatios: [
        { stack: 'served', path: '/', ratio: 1.5 },
        { stack: 'served SSR=off', path: '/', ratio: NaN },
      ],
    };
    const text = formatReport(report);
    expect(text).toMatch(/served \/\s+200\s+12\.0 \/ 80\.0\s+20\.0\s+30\.0\s+0\s+5000\s+1500/);
    expect(text).toMatch(/served \/\s+\d+\s+\d+\s+3000/);
    expect(text).toMatch(/served SSR=off \/\s+\d+\s+\d+\s+3200/);
    expect(text).toMatch(/script-free \/ \(40000 B\)\s+99\s+1000\s+2000/);
    expect(text).toMatch(/served \/\s+1\.50x/);
    expect(text).toMatch(/served SSR=off \/\s+-$/m);
  });
});
