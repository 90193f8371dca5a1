import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { PAGES } from './bench/lighthouse-runner';
import {
  blockingTime,
  largest,
  mainThreadReport,
  sumReports,
  type CpuProfile,
  type Locate,
  type MainThreadReport,
} from './bench/main-thread-report';
import { browserWork, type TraceEvent } from './bench/browser-work';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { REMOTES, startStack, WORKSPACE_ROOT, type Stack } from './stack';

/**
 * `npm run bench:main-thread`: where each page's main-thread time goes on a phone's CPU, by package and source file.
 *
 * Starts the production builds (as the SSR benchmark does), opens each page (LIGHTHOUSE_PAGES, or home, a listing and
 * a hotel) PROFILE_RUNS times (3) in a fresh phone-sized Chromium with the CPU slowed 4x, records a CPU profile until
 * the app has taken the page over and two quiet seconds after, and reads every frame through the builds' source
 * maps. Prints, per page, the mean busy time and the mean of the blocking time the page itself observed (long tasks
 * over 50 ms; not Lighthouse's simulated figure), then the areas (react-dom, the federation runtime, an app...) and
 * the source files that took the most. A trace of the same visits splits the browser's own work (the profile's
 * "(program)") into HTML and CSS parsing, style, layout, paint and script compiling. `--client` measures the pages
 * drawn in the browser (SERVER_RENDERING=off); `--root <dir>` the builds and servers of another checkout.
 *
 * A time measurement: it reports, never fails. Figures move between runs on a shared machine; compare builds in one
 * run of this script, or against `--client` of the same build.
 */
const PORTS = { shell: 4800, api: 3338, remotes: { discovery: 4801, hotel: 4802, checkout: 4803, account: 4804 } };
const RUNS = Number(process.env['PROFILE_RUNS'] ?? 3);
const CPU_SLOWDOWN = 4;
const QUIET_AFTER_READY_MS = 2_000;
const client = process.argv.includes('--client');
const rootArgument = process.argv.indexOf('--root');
const root =
  rootArgument >= 0 && process.argv[rootArgument + 1]
    ? resolve(process.argv[rootArgument + 1] as string)
    : WORKSPACE_ROOT;

async function main() {
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    env: client ? { SERVER_RENDERING: 'off' } : {},
    apiDataDir: join(root, 'dist/main-thread-profile/api-data'),
    root,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const locate = sourceMapLocator(stack);
    console.log(
      `Main thread, ${client ? 'drawn in the browser' : 'as served'}; CPU ${CPU_SLOWDOWN}x slower, mean of ${RUNS} runs; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}${root === WORKSPACE_ROOT ? '' : `; ${root}`}`,
    );
    for (const path of PAGES) {
      const url = `${stack.urls.shell}${path}`;
      // Unmeasured: the server renders and keeps the page, and every server has read its files once.
      await visit(browser, url, false);
      const runs: { report: MainThreadReport; blocking: number; start: string; work: Map<string, number> }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { profile, longTasks, start, trace } = await visit(browser, url, true);
        runs.push({
          report: mainThreadReport(profile, locate),
          blocking: blockingTime(longTasks),
          start,
          work: browserWork(trace),
        });
      }
      printPage(path, runs);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** One visit in a fresh context; when `measure`, with the CPU slowed and a CPU profile and the page's long tasks. */
async function visit(browser: Browser, url: string, measure: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (measure) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const tasks: number[] = [];
        (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] });
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app-ready], #boot-error:not([hidden])', {
      state: 'attached',
      timeout: 60_000,
    });
    if (!measure) return { profile: { nodes: [] } as CpuProfile, longTasks: [], start: '', trace: [] };
    await page.waitForTimeout(QUIET_AFTER_READY_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const traced = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents?: TraceEvent[] };
    // A string, not a function: tsx's helpers would be missing in the page.
    const longTasks = (await page.evaluate('window.__longTasks')) as number[];
    const start = (await page.evaluate('document.documentElement.dataset.start ?? ""')) as string;
    return { profile: profile as CpuProfile, longTasks, start, trace: traced.traceEvents ?? [] };
  } finally {
    await context.close();
  }
}

/** Finds a script's source map in the build of the server that served it (the shell's or a remote's dist folder). */
function sourceMapLocator(stack: Stack): Locate {
  const appByOrigin = new Map<string, string>([[new URL(stack.urls.shell).origin, 'shell']]);
  for (const remote of REMOTES) appByOrigin.set(new URL(stack.urls.remotes[remote]).origin, remote);
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumer = (app: string, file: string) => {
    const key = `${app}/${file}`;
    if (!consumers.has(key)) {
      const map = join(root, 'dist/apps', app, `${file}.map`);
      consumers.set(key, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return consumers.get(key) ?? null;
  };
  return (url, line, column) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const app = appByOrigin.get(parsed.origin);
    const file = parsed.pathname.replace(/^.*\//, '');
    if (!app || !file.endsWith('.js')) return null;
    const map = consumer(app, file);
    if (!map) return null;
    const position = map.originalPositionFor({ line: line + 1, column });
    // A position no mapping covers (a chunk's wrapper) is still this app's file.
    return { app, source: position.source ?? `${file} (unmapped)` };
  };
}

function printPage(
  path: string,
  runs: { report: MainThreadReport; blocking: number; start: string; work: Map<string, number> }[],
) {
  const mean = (ms: number) => (ms / runs.length).toFixed(0).padStart(6);
  const total = sumReports(runs.map((run) => run.report));
  const blocking = runs.reduce((sum, run) => sum + run.blocking, 0);
  const starts = [...new Set(runs.map((run) => run.start))].join(', ');
  console.log(`\n${path}  (${starts})`);
  console.log(`${mean(total.busyMs)} ms  busy`);
  console.log(`${mean(blocking)} ms  blocking (long tasks the page observed, over 50 ms each)`);
  const work = new Map<string, number>();
  for (const run of runs) for (const [kind, ms] of run.work) work.set(kind, (work.get(kind) ?? 0) + ms);
  console.log('  by kind of work (trace of the same visits):');
  for (const [kind, ms] of largest(work, 12)) console.log(`  ${mean(ms)} ms  ${kind}`);
  console.log('  by area:');
  for (const [area, ms] of largest(total.byArea, 12)) console.log(`  ${mean(ms)} ms  ${area}`);
  console.log('  by source file:');
  for (const [source, ms] of largest(total.bySource, 15)) console.log(`  ${mean(ms)} ms  ${source}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
