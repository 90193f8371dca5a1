import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** The pages measured unless LIGHTHOUSE_PAGES (comma-separated paths) names others: home, a listing, a hotel. */
export const PAGES = process.env['LIGHTHOUSE_PAGES']?.split(',') ?? [
  '/',
  '/hotels-in-bengaluru/',
  '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
];
/** Runs per page (LIGHTHOUSE_RUNS, 3 by default): figures are the runs' medians. */
export const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
/** LIGHTHOUSE_SAVE_DIR keeps each run's full report (JSON), to see what the LCP element was and why. */
export const SAVE_DIR = process.env['LIGHTHOUSE_SAVE_DIR'];

/** One Lighthouse run's figures: the performance score (0-100), times in ms, CLS unitless. */
export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface MeasureOptions {
  /** How many runs, each in a fresh Chromium. */
  readonly runs: number;
  /** Keeps each run's full report (JSON) here, to see what the LCP element was and why. */
  readonly saveDir?: string;
  /** The report files' name before `-<visit>-<run>.json` (the page's path by default). */
  readonly saveName?: string;
  /**
   * Also measures a repeat visit after each first visit, in the same browser: storage, the service worker
   * and the HTTP cache kept, as a returning visitor opens the site.
   */
  readonly repeatVisit?: boolean;
  /** Where run-time problems are reported (`/path run 2: NO_FCP ...`); the URL's path by default. */
  readonly label?: string;
}

export interface PageRuns {
  readonly first: Figures[];
  readonly repeat: Figures[];
}

/** The median of the runs that measured something (a run without a paint yields NaN and is left out). */
export const median = (values: number[]) => {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return { score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
}

/** A table row: `label  score  FCP  LCP  TBT  CLS` of the runs' medians (the Lighthouse script's format). */
export function figuresRow(label: string, runs: readonly Figures[], width = 57): string {
  const m = medianFigures(runs);
  return `${label.padEnd(width)} ${String(m.score).padStart(5)} ${m.fcp.toFixed(0).padStart(8)} ${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)}   ${m.cls.toFixed(3)}`;
}

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
 * Lighthouse mobile (its default: Moto G-class device, slow 4G, 4x slowed CPU) on one URL, `runs` times, each in a
 * fresh headless Chromium: every run's figures, for the caller to take medians of.
 */
export async function measurePage(url: string, options: MeasureOptions): Promise<PageRuns> {
  // Lighthouse and chrome-launcher ship as ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const label = options.label ?? new URL(url).pathname;
  const saveName = options.saveName ?? new URL(url).pathname;
  const first: Figures[] = [];
  const repeat: Figures[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const measure = async (visit: 'first' | 'repeat') => {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          disableStorageReset: visit === 'repeat',
        });
        const audits = result?.lhr.audits ?? {};
        if (options.saveDir && result) {
          mkdirSync(options.saveDir, { recursive: true });
          const name = `${saveName.replace(/\W+/g, '_')}-${visit}-${i + 1}.json`;
          writeFileSync(join(options.saveDir, name), JSON.stringify(result.lhr));
        }
        if (result?.lhr.runtimeError)
          console.warn(`  ${label} run ${i + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        (visit === 'first' ? first : repeat).push({
          // A run that painted nothing (NO_FCP) has no score either: NaN, left out of the median like its times.
          score: result?.lhr.runtimeError ? NaN : Math.round((result?.lhr.categories['performance']?.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      };
      await measure('first');
      if (options.repeatVisit) {
        await waitForServiceWorker(chrome.port, url);
        await measure('repeat');
      }
    } finally {
      chrome.kill();
    }
  }
  return { first, repeat };
}
