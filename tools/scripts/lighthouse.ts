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
/**
 * LIGHTHOUSE_REPEAT_VISIT=1 measures each page twice in the same browser: a first visit (storage and HTTP cache
 * cleared, as Lighthouse does by default), then a repeat visit that keeps them (the service worker installed by the
 * first visit, its caches, the HTTP cache), as a returning visitor opens the site.
 */
const REPEAT_VISIT = process.env['LIGHTHOUSE_REPEAT_VISIT'] === '1';
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
 * Before a repeat visit: the page's service worker must be installed and active, as it is for a visitor who
 * comes back later (the shell registers it a few seconds after load, which a Lighthouse run may not wait for).
 * Opens the page once more in the same browser and waits, up to 30 s, for `navigator.serviceWorker.ready`.
 */
async function waitForServiceWorker(port: number, url: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const active = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => Boolean(registration.active)),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
      ]),
    );
    if (!active) console.warn(`  ${url}: no active service worker after 30 s; the repeat visit runs without one`);
    await page.close();
  } finally {
    await browser.close();
  }
}

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
      const repeatRuns: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        });
        try {
          const measure = async (visit: 'first' | 'repeat') => {
            const result = await lighthouse(`${stack.urls.shell}${path}`, {
              port: chrome.port,
              onlyCategories: ['performance'],
              output: 'json',
              logLevel: 'error',
              disableStorageReset: visit === 'repeat',
            });
            const audits = result?.lhr.audits ?? {};
            if (SAVE_DIR && result) {
              mkdirSync(SAVE_DIR, { recursive: true });
              const name = `${path.replace(/\W+/g, '_')}-${visit}-${i + 1}.json`;
              writeFileSync(join(SAVE_DIR, name), JSON.stringify(result.lhr));
            }
            if (result?.lhr.runtimeError)
              console.warn(
                `  ${path} run ${i + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
              );
            (visit === 'first' ? runs : repeatRuns).push({
              score: Math.round((result?.lhr.categories['performance']?.score ?? 0) * 100),
              fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
              lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
              tbt: audits['total-blocking-time']?.numericValue ?? NaN,
              cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
            });
          };
          await measure('first');
          if (REPEAT_VISIT) {
            await waitForServiceWorker(chrome.port, `${stack.urls.shell}${path}`);
            await measure('repeat');
          }
        } finally {
          chrome.kill();
        }
      }
      const row = (label: string, of: Figures[]) => {
        const m = (key: keyof Figures) => median(of.map((r) => r[key]));
        console.log(
          `${label.padEnd(57)} ${String(m('score')).padStart(5)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)}   ${m('cls').toFixed(3)}`,
        );
      };
      row(REPEAT_VISIT ? `${path} (first visit)` : path, runs);
      if (REPEAT_VISIT) row(`${path} (repeat visit)`, repeatRuns);
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
