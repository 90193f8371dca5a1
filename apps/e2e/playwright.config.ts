import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { E2E_PORTS } from './src/support/e2e-ports';

/**
 * End-to-end tests against the production builds and the real API, on two mobile
 * profiles, in the machine's Chromium (CHROMIUM_PATH; Debian's by default). Playwright's
 * own browser download is never needed: set CHROMIUM_PATH to any Chromium to use another.
 */
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../dist/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  // How long a journey waits for a state (a heading, a list) before calling it missing. Playwright's 5 s was
  // too short on a busy 2-core CI machine: a listing was still loading after 5 s while builds ran beside it
  // (a fresh-clone run failed on it), though the page was right. A state that comes fast passes fast.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './src/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    // A visitor who has already dismissed the login-interrupt prompt and installed the site (so neither that
    // prompt nor the install banner ever covers a page under test); login-interrupt.e2e.ts starts from an
    // empty state instead.
    storageState: join(__dirname, 'src/support/quiet-visitor.json'),
  },
  projects: [
    {
      name: 'android',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    {
      name: 'iphone',
      use: { ...devices['iPhone 14'], browserName: 'chromium', defaultBrowserType: 'chromium', launchOptions },
    },
  ],
});
