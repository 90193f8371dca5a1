// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const APPS = 'shell,discovery,hotel,checkout,account';
/** Every Storybook: libs/ui's components and each remote's screens, built together, then each run in Chromium. */
const STORYBOOKS = {
  ui: 'libs/ui',
  shell: 'apps/shell',
  discovery: 'apps/discovery',
  account: 'apps/account',
  hotel: 'apps/hotel',
  checkout: 'apps/checkout',
};
const steps = [
  ['format check (Prettier)', 'npx prettier --check "**/*.{ts,tsx,js,mjs,cjs,css}" --log-level warn'],
  [
    'lint, type check, unit and component tests (stories included)',
    'npx nx run-many -t lint,typecheck,test --parallel=2 --output-style=static',
  ],
  [
    `Storybook builds (${Object.keys(STORYBOOKS).join(', ')})`,
    `npx nx run-many -t build-storybook -p ${Object.keys(STORYBOOKS).join(',')} --parallel=2 --output-style=static`,
  ],
  ...Object.entries(STORYBOOKS).map(([project, dir]) => [
    `${project} stories in Chromium (test-runner, axe)`,
    `node tools/scripts/test-storybook-static.mjs ${dir}`,
  ]),
  [
    'production builds (browser bundles, and the servers bundled to run with node)',
    `npx nx run-many -t build,build-server -p api,${APPS} --parallel=2 --output-style=static`,
  ],
  ['bundle budgets', 'npx tsx tools/scripts/budgets.ts'],
  [
    'cluster test (HAProxy, 3 APIs, 2 shell servers, PostgreSQL, Redis: a smaller storm with faults, every invariant)',
    'npx tsx tools/cluster/bench-cluster.ts --small',
  ],
  ['end-to-end tests (Playwright, two mobile profiles)', 'npx playwright test -c apps/e2e/playwright.config.ts'],
];

let passed = 0;
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}\n`);
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit', env });
  console.log(
    `\n=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (run.status !== 0) {
    console.log(`\n${passed} passed, 1 failed`);
    process.exit(run.status ?? 1);
  }
  passed += 1;
}
console.log(`\n${passed} passed, 0 failed`);
