import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** One Content-Security-Policy violation as the page saw it (the `securitypolicyviolation` event). */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

const BINDING = '__nivaasCspViolation';

/**
 * Reports every CSP violation of every page and frame of a context to the test. Installed before any page
 * script runs, so a violation during boot is seen too.
 */
export async function recordCspViolations(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        page: location.href,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      });
    });
  }, BINDING);
}

/** Fails a test with every CSP violation it recorded, each on its own line. */
export function expectNoCspViolations(violations: readonly CspViolation[]): void {
  const lines = violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page} ${v.source}`);
  expect(lines, 'Content-Security-Policy violations').toEqual([]);
}

/** The element a server-rendered page carries its render state in (apps/shell/src/server-render). */
const SERVER_RENDER_STATE = '#nivaas-ssr';
/** Set by the shell once it has committed in the browser, hydrated or drawn afresh (apps/shell/src/app/app.tsx). */
const APP_READY = 'html[data-app-ready]';
/** Shown by the shell's entry when it could not start (src/index.html): the page will not become ready. */
const BOOT_ERROR = '#boot-error:not([hidden])';

/**
 * A server-rendered page shows its screen before its scripts run: a journey that clicked then would act
 * on HTML no handler is attached to yet, as a person on a slow phone sometimes does, but a test must not do by
 * chance. So once `goto` or `reload` has waited for `load` (the default), the page is waited for until the app
 * has taken it over. A navigation that asks for less (`commit`, `domcontentloaded`) wants the page early (a
 * paused clock, a remote that never answers) and is left as it is; so are pages drawn in the browser only.
 */
async function untilAppReady(page: Page, waitUntil: string | undefined): Promise<void> {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  if ((await page.locator(SERVER_RENDER_STATE).count()) === 0) return;
  await page.locator(`${APP_READY}, ${BOOT_ERROR}`).first().waitFor({ state: 'attached' });
}

function waitingForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppReady(page, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppReady(page, options?.waitUntil);
    return response;
  };
}

/**
 * The e2e suite's `test`: Playwright's, with the page's Content-Security-Policy watched on every journey
 *, and `page.goto` that returns once a server-rendered page is the app's (above). Any CSP violation
 * fails the test that caused it. Every e2e file imports `test` and `expect` from here
 * (eslint forbids `@playwright/test` anywhere else in apps/e2e/src). A context a test opens itself with
 * `browser.newContext()` is not watched unless the test calls `recordCspViolations` on it.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  page: async ({ page, javaScriptEnabled }, run) => {
    // Without JavaScript the page is the server's HTML for good.
    if (javaScriptEnabled !== false) waitingForTheApp(page);
    await run(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await recordCspViolations(context, violations);
      await use(violations);
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
});

export { expect };
// The rest of Playwright a journey uses, from here too, so no e2e file needs `@playwright/test` itself.
export { chromium, devices } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
  Route,
  TestInfo,
} from '@playwright/test';
