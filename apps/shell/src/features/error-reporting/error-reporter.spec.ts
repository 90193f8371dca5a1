import type { Report } from './error-report';
import { createErrorReporter } from './error-reporter';
import { THIRD_PARTY_SECURITY_ERROR } from './error-filters';

const NOW = new Date('2025-05-06T07:08:09.000Z');

function setup(random: () => number = () => 0.5) {
  const reports: Report[] = [];
  const reporter = createErrorReporter({
    adapter: { send: (r) => reports.push(r) },
    random,
    now: () => NOW,
    url: () => 'https://site.example/faq/',
  });
  return { reports, reporter };
}

describe('createErrorReporter', () => {
  it('given an error event, then the adapter gets its name, message, stack, page and time', () => {
    const { reports, reporter } = setup();
    const error = new TypeError('cannot read x');
    reporter.onErrorEvent({ error });
    expect(reports).toEqual([
      {
        kind: 'error',
        name: 'TypeError',
        message: 'cannot read x',
        stack: error.stack,
        url: 'https://site.example/faq/',
        at: NOW.toISOString(),
      },
    ]);
  });

  it('given rejections, then only Errors reach the adapter, and never the SDK security error', () => {
    const { reports, reporter } = setup();
    reporter.onRejection({ reason: undefined });
    reporter.onRejection({ reason: 'cancelled' });
    reporter.onRejection({ reason: new DOMException(THIRD_PARTY_SECURITY_ERROR, 'SecurityError') });
    reporter.onRejection({ reason: new Error('real') });
    expect(reports.map((r) => (r.kind === 'error' ? r.message : r.name))).toEqual(['real']);
  });

  it('given page loads, then a trace is sent only when the injected random source draws under 1%', () => {
    const draws = [0.004, 0.3, 0.02, 0.0099];
    const { reports, reporter } = setup(() => draws.shift() ?? 1);
    const kept = [1, 2, 3, 4].map(() => reporter.tracePageLoad('home', 1200, { fcp: 800 }));
    expect(kept).toEqual([true, false, false, true]);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toEqual({
      kind: 'trace',
      name: 'home',
      op: 'pageload',
      url: 'https://site.example/faq/',
      at: NOW.toISOString(),
      durationMs: 1200,
      measurements: { fcp: 800 },
    });
  });

  it('given errors, then they are never sampled away', () => {
    const { reports, reporter } = setup(() => 0.99);
    reporter.captureError(new Error('a'));
    reporter.captureError(new Error('b'));
    expect(reports).toHaveLength(2);
  });

  it('given an adapter that throws, then reporting does not throw', () => {
    const reporter = createErrorReporter({
      adapter: {
        send: () => {
          throw new Error('down');
        },
      },
      url: () => '',
    });
    expect(() => reporter.captureError(new Error('x'))).not.toThrow();
  });
});
