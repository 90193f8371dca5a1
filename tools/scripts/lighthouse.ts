import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startStack, WORKSPACE_ROOT } from './stack';

const PAGES = process.env['LIGHTHOUSE_PAGES']?.split(',') ?? [
  '/',
  '/hotels-in-bengaluru/',
  '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
];
/** LIGHTHOUSE_SAVE_DIR keeps each run's full report (JSON), to see what the LCP element was and why. */
const SAVE_DIR = process.env['LIGHTHOUSE_SAVE_DIR'];
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const PORTS = { shell: 4500, api: 3336, remotes: { discovery: 4501, hotel: 4502, checkout: 4503, account: 4504 } };

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The median of the runs that measured something (a run without a paint yields NaN and is left out). */
const median = (values: number[]) => {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/**
 * Lighthouse mobile (its default: Moto G-class device, slow 4G) on the production stack:
 * prints the median of RUNS runs per page. It reports; it never fails the build, since
 * timings move between runs on a shared machine.
 */
async function main() {
  // Lighthouse and chrome-launcher ship as ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    apiDataDir: join(WORKSPACE_ROOT, 'dist/lighthouse/api-data'),
  });
  try {
    console.log('page                                                      score   FCP ms   LCP ms   TBT ms   CLS');
    for (const path of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        });
        try {
          const result = await lighthouse(`${stack.urls.shell}${path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const audits = result?.lhr.audits ?? {};
          if (SAVE_DIR && result) {
            mkdirSync(SAVE_DIR, { recursive: true });
            writeFileSync(join(SAVE_DIR, `${path.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
          }
          if (result?.lhr.runtimeError)
            console.warn(`  ${path} run ${i + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          runs.push({
            score: Math.round((result?.lhr.categories['performance']?.score ?? 0) * 100),
            fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
            lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbt: audits['total-blocking-time']?.numericValue ?? NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          });
        } finally {
          chrome.kill();
        }
      }
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `${path.padEnd(57)} ${String(m('score')).padStart(5)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)}   ${m('cls').toFixed(3)}`,
      );
    }
    console.log(`(median of ${RUNS} runs each)`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
