import { INTL_WARM, intlWarmUpWorkerSource, warmIntl } from './intl-warm-up';
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
  const release = jest.fn();
  return { worker, release };
}

/** Runs the worker's script as a worker would, with its own global scope: returns what it posts for `data`. */
function runWorkerScript(data: unknown): unknown[] {
  const posted: unknown[] = [];
  const scope: { onmessage: ((event: { data: unknown }) => void) | undefined } = { onmessage: undefined };
  // The script assigns the worker's global `onmessage` and calls the global `postMessage`.
  // eslint-disable-next-line no-new-func -- runs the generated script as a worker would.
  new Function('scope', 'postMessage', `with (scope) { ${intlWarmUpWorkerSource()} }`)(scope, (m: unknown) =>
    posted.push(m),
  );
  scope.onmessage?.({ data });
  return posted;
}

describe('warming Intl off the main thread (the first Intl object loads ICU data)', () => {
  it("given a worker, then it gets the page's locale, and is terminated and released once it answers", () => {
    const { worker, release } = fakeWorker();
    warmIntlOffMainThread('fr-FR', () => ({ worker, release }));
    expect(worker.sent).toEqual([{ locale: 'fr-FR' }]);
    expect(worker.terminated).toBe(0);
    worker.onmessage?.(new MessageEvent('message', { data: INTL_WARM }));
    expect(worker.terminated).toBe(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('given a worker that fails to load, then it is terminated and released too', () => {
    const { worker, release } = fakeWorker();
    warmIntlOffMainThread('en-IN', () => ({ worker, release }));
    worker.onerror?.(new ErrorEvent('error'));
    expect(worker.terminated).toBe(1);
    expect(release).toHaveBeenCalledTimes(1);
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

  it.each([[{ locale: 'fr-FR' }], [{ locale: 42 }], [null], ['fr-FR'], [undefined]])(
    'given the message %j, then the worker script (warmIntl on its own, nothing outside it) answers once',
    (data) => {
      expect(runWorkerScript(data)).toEqual([INTL_WARM]);
    },
  );
});
