/**
 * Fixes the clock's `Date` at `now` for the spec file (beforeAll, undone afterAll), for a screen that reads
 * "today" (Kolkata) from the clock. Only Date is faked: the screen's own timers, microtasks and userEvent
 * run for real.
 */
export function freezeDateAt(now: string): void {
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date(now),
      doNotFake: [
        'queueMicrotask',
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'requestIdleCallback',
        'cancelIdleCallback',
        'clearTimeout',
        'clearInterval',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}
