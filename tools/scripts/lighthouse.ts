import { join } from 'node:path';
import { figuresRow, measurePage, PAGES, RUNS, SAVE_DIR } from './bench/lighthouse-runner';
import { startStack, WORKSPACE_ROOT } from './stack';

/**
 * LIGHTHOUSE_REPEAT_VISIT=1 measures each page twice in the same browser: a first visit (storage and HTTP cache
 * cleared, as Lighthouse does by default), then a repeat visit that keeps them (the service worker installed by the
 * first visit, its caches, the HTTP cache), as a returning visitor opens the site.
 */
const REPEAT_VISIT = process.env['LIGHTHOUSE_REPEAT_VISIT'] === '1';
const PORTS = { shell: 4500, api: 3336, remotes: { discovery: 4501, hotel: 4502, checkout: 4503, account: 4504 } };

/**
 * Lighthouse mobile (its default: Moto G-class device, slow 4G) on the production stack:
 * prints the median of RUNS runs per page. It reports; it never fails the build, since
 * timings move between runs on a shared machine.
 */
async function main() {
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    apiDataDir: join(WORKSPACE_ROOT, 'dist/lighthouse/api-data'),
  });
  try {
    console.log('page                                                      score   FCP ms   LCP ms   TBT ms   CLS');
    for (const path of PAGES) {
      const runs = await measurePage(`${stack.urls.shell}${path}`, {
        runs: RUNS,
        saveDir: SAVE_DIR,
        saveName: path,
        label: path,
        repeatVisit: REPEAT_VISIT,
      });
      console.log(figuresRow(REPEAT_VISIT ? `${path} (first visit)` : path, runs.first));
      if (REPEAT_VISIT) console.log(figuresRow(`${path} (repeat visit)`, runs.repeat));
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
