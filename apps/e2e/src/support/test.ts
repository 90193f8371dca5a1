import { test as base, expect, type BrowserContext } from '@playwright/test';

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

/**
 * The e2e suite's `test`: Playwright's, with the page's Content-Security-Policy watched on every journey
 * (issue 17). Any violation fails the test that caused it. Every e2e file imports `test` and `expect` from here
 * (eslint forbids `@playwright/test` anywhere else in apps/e2e/src). A context a test opens itself with
 * `browser.newContext()` is not watched unless the test calls `recordCspViolations` on it.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
