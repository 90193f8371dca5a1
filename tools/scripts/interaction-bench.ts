import { stripVTControlCharacters } from 'node:util';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  DURATION_THRESHOLD_MS,
  formatPage,
  interactionsOf,
  latencyOfStep,
  pageFigures,
  type EventEntry,
  type PageFigures,
  type StepResult,
  type StepWindow,
} from './bench/interaction-report';
import { INTERACTION_PAGES, tapControl, type InteractionPage } from './bench/interaction-steps';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startStack, WORKSPACE_ROOT } from './stack';

/**
 * `npm run bench:interaction [-- --root <dir>] [-- --json <file>]`: how long the page takes to answer a tap on a
 * phone's CPU, measured as INP measures it.
 *
 * Starts the production builds (as bench:main-thread does, on ports of its own), opens the Bengaluru listing and a
 * hotel page INTERACTION_RUNS times (5) in a fresh phone-sized Chromium with the CPU slowed 4x, waits until the page
 * has hydrated, then taps its controls one after the other (bench/interaction-steps.ts), each once its previous
 * outcome is visible. The Event Timing API reports every event over 16 ms; an interaction's latency is its longest
 * entry (input delay, processing and the wait for the next paint), and each interaction belongs to the tap sent
 * while it started. Prints per tap the p75 and worst, per page INP's figure (the worst of a run, the 98th percentile
 * past 50 taps), the load average at start and end, and the commit measured. `--root` runs another checkout's
 * servers and builds (an earlier commit, built there), with these taps.
 *
 * A time measurement: it reports, never fails on a figure. A tap that cannot be made is an error line.
 */
const PORTS = { shell: 4900, api: 3339, remotes: { discovery: 4901, hotel: 4902, checkout: 4903, account: 4904 } };
const RUNS = Number(process.env['INTERACTION_RUNS'] ?? 5);
const CPU_SLOWDOWN = 4;
/** Event Timing reports an entry once the next frame is painted: time for the last tap's entry to arrive. */
const SETTLE_MS = 1_000;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const root = resolve(argument('--root') ?? WORKSPACE_ROOT);
const jsonFile = argument('--json');

/** Kept in the page from its first script on, so an entry before a listener could be added is not lost. */
const OBSERVER = `(() => {
  const entries = [];
  window.__eventEntries = entries;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      entries.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
})();`;

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim().slice(0, 100);
  } catch {
    return 'unknown (not a git checkout)';
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const commit = commitOf(root);
  const loadAtStart = load();
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    root,
    apiDataDir: join(WORKSPACE_ROOT, 'dist/interaction-bench/api-data'),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: PageFigures[] = [];
  try {
    console.log(`Interactions (Event Timing, as INP), CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs a page`);
    console.log(`commit: ${commit}${root === WORKSPACE_ROOT ? '' : ` (${root})`}`);
    console.log(`load average at start (1, 5, 15 min): ${loadAtStart}`);
    for (const target of INTERACTION_PAGES) {
      const url = `${stack.urls.shell}${target.path}`;
      // Unmeasured: the server renders and keeps the page, and every server has read its files once.
      await warm(browser, url);
      const runs: StepResult[][] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, url, target));
      const figures = pageFigures(
        target.path,
        target.steps.map((step) => step.name),
        runs,
      );
      results.push(figures);
      formatPage(figures).forEach((line) => console.log(line));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const loadAtEnd = load();
  console.log(`\nload average at end (1, 5, 15 min): ${loadAtEnd}`);
  console.log(`Under ${DURATION_THRESHOLD_MS} ms: no Event Timing entry; counted as ${DURATION_THRESHOLD_MS} ms.`);
  if (jsonFile) {
    mkdirSync(dirname(resolve(jsonFile)), { recursive: true });
    writeFileSync(
      jsonFile,
      `${JSON.stringify({ commit, root, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, loadAtStart, loadAtEnd, pages: results }, null, 2)}\n`,
    );
    console.log(`written to ${jsonFile}`);
  }
}

/** A fresh phone-sized context, as bench:main-thread opens one. */
function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
}

async function warm(browser: Browser, url: string) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  } catch (error) {
    console.error(`warm-up of ${url}: ${firstLine(error)}`);
  } finally {
    await context.close();
  }
}

/** One run: load the page with the CPU slowed, tap through its steps, and read which interaction each tap caused. */
async function visit(browser: Browser, url: string, target: InteractionPage): Promise<StepResult[]> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVER });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await target.ready(page);
    } catch (error) {
      return target.steps.map(() => ({ error: `page not ready: ${firstLine(error)}` }));
    }
    const windows: (StepWindow | { error: string })[] = [];
    for (const step of target.steps) {
      try {
        const control = await step.target(page);
        const start = await now(page);
        await tapControl(control);
        await step.outcome(page, control);
        windows.push({ name: step.name, start, end: await now(page) });
        await step.after?.(page);
      } catch (error) {
        windows.push({ error: firstLine(error) });
      }
    }
    await page.waitForTimeout(SETTLE_MS);
    // A string, not a function: tsx's helpers would be missing in the page.
    const entries = (await page.evaluate('window.__eventEntries')) as EventEntry[];
    const interactions = interactionsOf(entries);
    return windows.map((window) => ('error' in window ? window : latencyOfStep(interactions, window)));
  } finally {
    await context.close();
  }
}

const now = async (page: Page) => (await page.evaluate('performance.now()')) as number;

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry a call log and colour codes after their first line.
  return stripVTControlCharacters(text).split('\n').find(Boolean)?.trim() ?? 'unknown error';
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
