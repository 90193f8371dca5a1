import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startStack, WORKSPACE_ROOT } from './stack';

interface Budget {
  readonly path: string;
  readonly js: number;
  readonly css: number;
}

const PORTS = { shell: 4400, api: 3335, remotes: { discovery: 4401, hotel: 4402, checkout: 4403, account: 4404 } };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const details = process.argv.includes('--details');

/**
 * Loads each route family's first page in Chromium on the production builds and sums the
 * gzip bytes of every script and stylesheet it fetched; fails when a budget is exceeded.
 */
async function main() {
  const { routes } = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'tools/budgets.json'), 'utf8')) as {
    routes: Record<string, Budget>;
  };
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    apiDataDir: join(WORKSPACE_ROOT, 'dist/budgets/api-data'),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const failures: string[] = [];
  try {
    console.log(
      'route family   path                                                     JS gzip    CSS gzip   budget JS / CSS',
    );
    for (const [family, budget] of Object.entries(routes)) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then(
            (body) => {
              const gz = gzipSync(body, { level: 9 }).length;
              sizes[type === 'script' ? 'js' : 'css'] += gz;
              // `--details` lists every file, to see where the bytes of a page go.
              if (details) console.log(`    ${kb(gz).padStart(9)}  ${response.url()}`);
            },
            () => undefined,
          ),
        );
      });
      await page.goto(`${stack.urls.shell}${budget.path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      const over = sizes.js > budget.js || sizes.css > budget.css;
      if (over) failures.push(family);
      console.log(
        `${family.padEnd(14)} ${budget.path.padEnd(56)} ${kb(sizes.js).padStart(9)} ${kb(sizes.css).padStart(10)}   ${kb(budget.js)} / ${kb(budget.css)}${over ? '  OVER BUDGET' : ''}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  if (failures.length) {
    console.error(`Over budget: ${failures.join(', ')}`);
    process.exit(1);
  }
  console.log('All route families are within their budgets.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
