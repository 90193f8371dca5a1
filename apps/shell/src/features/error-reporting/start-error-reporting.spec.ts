import type { Report } from './error-report';
import { startErrorReporting } from './start-error-reporting';
import { THIRD_PARTY_SECURITY_ERROR } from './error-filters';

declare global {
  interface Window {
    __nivaasErrors?: { reports: Report[] };
  }
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

afterEach(() => {
  delete window.__nivaasErrors;
  document.documentElement.removeAttribute('data-error-dsn');
});

describe('startErrorReporting', () => {
  it('given no DSN, then window errors and Error rejections go to the local sink, minus the dropped ones', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporting = startErrorReporting({ win: window, doc: document, random: () => 1 });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'Uncaught Error: boom' }));
    window.dispatchEvent(rejection('not an error'));
    window.dispatchEvent(rejection(new DOMException(THIRD_PARTY_SECURITY_ERROR, 'SecurityError')));
    window.dispatchEvent(rejection(new Error('async boom')));
    expect(window.__nivaasErrors?.reports.map((r) => (r.kind === 'error' ? r.message : r.kind))).toEqual([
      'boom',
      'async boom',
    ]);
    reporting.stop();
    // (An error event with no listener would fail the test run itself; a rejection shows the same.)
    window.dispatchEvent(rejection(new Error('after stop')));
    expect(window.__nivaasErrors?.reports).toHaveLength(2);
    warn.mockRestore();
  });

  it('given a DSN on <html>, then reports wait for the real adapter and go to it, and nothing stays in the page', async () => {
    document.documentElement.setAttribute('data-error-dsn', 'https://k@errors.example/1');
    const sent: Report[] = [];
    const reporting = startErrorReporting({
      win: window,
      doc: document,
      random: () => 1,
      loadSentryAdapter: async () => ({ createSentryAdapter: () => ({ send: (r: Report) => sent.push(r) }) }) as never,
    });
    reporting.captureError(new Error('early'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    reporting.captureError(new Error('late'));
    expect(sent.map((r) => (r.kind === 'error' ? r.message : ''))).toEqual(['early', 'late']);
    expect(window.__nivaasErrors).toBeUndefined();
    reporting.stop();
  });
});
