import { INTL_WARM, warmIntl } from './intl-warm-up';
import { warmIntlOffMainThread, type WarmUpWorker } from './warm-intl';

function fakeWorker() {
  const worker: WarmUpWorker & { sent: unknown[]; terminated: number } = {
    sent: [],
    terminated: 0,
    onmessage: null,
    onerror: null,
    postMessage(message) {
      this.sent.push(message);
    },
    terminate() {
      this.terminated += 1;
    },
  };
  return worker;
}

describe('warming Intl off the main thread (issue 16: the first Intl object loads ICU data)', () => {
  it("given a worker, then it gets the page's locale and is terminated once it answers", () => {
    const worker = fakeWorker();
    warmIntlOffMainThread('fr-FR', () => worker);
    expect(worker.sent).toEqual([{ locale: 'fr-FR' }]);
    expect(worker.terminated).toBe(0);
    worker.onmessage?.(new MessageEvent('message', { data: INTL_WARM }));
    expect(worker.terminated).toBe(1);
  });

  it('given a worker that fails to load, then it is terminated too', () => {
    const worker = fakeWorker();
    warmIntlOffMainThread('en-IN', () => worker);
    worker.onerror?.(new ErrorEvent('error'));
    expect(worker.terminated).toBe(1);
  });

  it('given no worker, or a constructor that throws (a CSP refusal), then nothing happens and nothing throws', () => {
    expect(() => warmIntlOffMainThread('en-IN', () => undefined)).not.toThrow();
    expect(() =>
      warmIntlOffMainThread('en-IN', () => {
        throw new DOMException('refused', 'SecurityError');
      }),
    ).not.toThrow();
  });

  it.each([
    ['en-IN', 'en-IN'],
    ['fr-FR', 'fr-FR'],
    ['en-GB', 'en-GB'],
    ['', 'en-IN'],
    ['not a locale!', 'en-IN'],
    ['x'.repeat(300), 'en-IN'],
  ])('given the locale %j, then the worker warms %j without throwing', (locale, warmed) => {
    expect(warmIntl(locale)).toBe(warmed);
  });
});
