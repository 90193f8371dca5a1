import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { captureDrawnHtml } from './bench/capture-page';
import { BROWSER_ACCEPT_ENCODING, getRaw, loadHtml } from './bench/html-timing';
import { measurePage, PAGES, RUNS, SAVE_DIR } from './bench/lighthouse-runner';
import {
  formatReport,
  lcpRatio,
  lighthouseFigures,
  parseEnvPairs,
  type BenchReport,
  type LighthouseFigures,
  type ScriptFreeFigures,
  type ServerFigures,
  type StackFigures,
} from './bench/ssr-report';
import { serveStaticPages } from './bench/static-pages';
import { stripScripts } from './bench/strip-scripts';
import { startStack, WORKSPACE_ROOT, type StackPorts } from './stack';

/**
 * The server-rendering benchmark: for each page, the shell server's time to answer its HTML (cold,
 * then p50/p95 under load) and its bytes, then Lighthouse on the page as served and on the same page saved as
 * script-free HTML in the same run, and the LCP ratio of the two. It measures whatever the server answers:
 * client-rendered today, server-rendered once that lands. BENCH_COMPARE_ENV (e.g. `SSR=off`) runs a second
 * stack with that added to its environment, so one run shows both configurations side by side. It reports;
 * it never fails on a figure (times move a lot on a shared machine). `--json <file>` also writes the figures.
 *
 * `npm run bench:ssr` holds the e2e lock (/tmp/nivaas-e2e.lock, as tools/scripts/e2e-serial.sh does): an e2e run
 * rebuilds dist/apps, which would pull the files from under this stack mid-run.
 *
 * Other knobs: BENCH_REQUESTS (200) and BENCH_CONCURRENCY (20) for the warm run; LIGHTHOUSE_RUNS,
 * LIGHTHOUSE_PAGES and LIGHTHOUSE_SAVE_DIR as for `npm run lighthouse` (the save dir also gets each script-free copy).
 */
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 200);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 20);
const COMPARE_ENV = process.env['BENCH_COMPARE_ENV'];
/**
 * Ports of its own, so it can run beside `npm run lighthouse` (45xx), budgets (44xx), e2e (43xx) and `npm start`:
 * shell BENCH_PORT_BASE (4600), remotes the next four, the script-free copy +10; API BENCH_API_PORT (3337).
 */
const BASE = Number(process.env['BENCH_PORT_BASE'] ?? 4600);
const PORTS: StackPorts = {
  shell: BASE,
  api: Number(process.env['BENCH_API_PORT'] ?? 3337),
  remotes: { discovery: BASE + 1, hotel: BASE + 2, checkout: BASE + 3, account: BASE + 4 },
};
const SCRIPT_FREE_PORT = BASE + 10;

async function measureServer(shell: string, path: string): Promise<ServerFigures> {
  const url = `${shell}${path}`;
  // A query of its own: a page neither the warm-up nor an earlier run drew, so the server streams it as it draws.
  const cold = await getRaw(`${url}${path.includes('?') ? '&' : '?'}bench=${Date.now()}`, BROWSER_ACCEPT_ENCODING);
  if (cold.status !== 200) console.warn(`  ${path}: the shell server answered ${cold.status}, not 200`);
  const warm = await loadHtml(url, REQUESTS, CONCURRENCY);
  // Bytes once warm: a page's head may still be on its way on the cold request (served without it then).
  const identity = await getRaw(url, 'identity');
  const br = await getRaw(url, 'br');
  return {
    path,
    status: cold.status,
    coldFirstByteMs: cold.firstByteMs,
    coldMs: cold.ms,
    warm: warm.latency,
    warmErrors: warm.errors,
    identityBytes: identity.bytes,
    brBytes: br.bytes,
    brEncoding: br.encoding,
  };
}

/** Lighthouse on each page of the running stack, and (for the first stack) on each page's script-free copy. */
async function measureStack(
  label: string,
  env: Record<string, string>,
  withScriptFree: boolean,
): Promise<{ stack: StackFigures; scriptFree: ScriptFreeFigures[] }> {
  console.log(`\n== ${label}${Object.keys(env).length ? ` (${COMPARE_ENV})` : ''}: starting the stack`);
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    env,
    apiDataDir: join(WORKSPACE_ROOT, 'dist/ssr-benchmark/api-data'),
  });
  try {
    const server: ServerFigures[] = [];
    for (const path of PAGES) {
      console.log(`  server: ${path}`);
      server.push(await measureServer(stack.urls.shell, path));
    }

    const copies = new Map<string, string>();
    if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
    if (withScriptFree)
      for (const path of PAGES) {
        console.log(`  script-free copy: ${path}`);
        const url = `${stack.urls.shell}${path}`;
        const copy = stripScripts(await captureDrawnHtml(url), url);
        copies.set(new URL(url).pathname, copy);
        if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `script-free${path.replace(/\W+/g, '_')}.html`), copy);
      }
    const reference = withScriptFree ? await serveStaticPages(copies, SCRIPT_FREE_PORT) : null;

    const lighthouse: LighthouseFigures[] = [];
    const scriptFree: ScriptFreeFigures[] = [];
    try {
      // Page and copy one after the other, so both meet the machine in the same mood.
      for (const path of PAGES) {
        console.log(`  lighthouse: ${path}`);
        const saveName = `${label}-${path}`;
        const page = await measurePage(`${stack.urls.shell}${path}`, { runs: RUNS, saveDir: SAVE_DIR, saveName });
        lighthouse.push(lighthouseFigures(path, page.first));
        if (!reference) continue;
        const copyPath = new URL(path, stack.urls.shell).pathname;
        const copyUrl = `${reference.origin}${copyPath}${new URL(path, stack.urls.shell).search}`;
        console.log(`  lighthouse: ${path} (script-free)`);
        const copy = await measurePage(copyUrl, { runs: RUNS, saveDir: SAVE_DIR, saveName: `script-free-${path}` });
        scriptFree.push({
          ...lighthouseFigures(path, copy.first),
          bytes: Buffer.byteLength(copies.get(copyPath) ?? ''),
        });
      }
    } finally {
      await reference?.close();
    }
    return { stack: { label, env, server, lighthouse }, scriptFree };
  } finally {
    await stack.stop();
  }
}

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'string' } } });
  const compare = COMPARE_ENV ? parseEnvPairs(COMPARE_ENV) : null;

  const first = await measureStack('served', {}, true);
  const second = compare ? await measureStack(`served ${COMPARE_ENV}`, compare, false) : null;
  const stacks = [first.stack, ...(second ? [second.stack] : [])];
  const report: BenchReport = {
    date: new Date().toISOString(),
    commit: commitOf(),
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    lighthouseRuns: RUNS,
    stacks,
    scriptFree: first.scriptFree,
    lcpRatios: stacks.flatMap((stack) =>
      stack.lighthouse.map((page) => {
        const free = first.scriptFree.find((s) => s.path === page.path);
        return { stack: stack.label, path: page.path, ratio: free ? lcpRatio(page.median, free.median) : NaN };
      }),
    ),
  };

  console.log(`\n${formatReport(report)}`);
  if (values.json) {
    const file = resolve(values.json);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nfigures written to ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
