import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("given the browser's scheduler.yield, then it is what ends the task", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    await yieldToMain(scheduler);
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('given no scheduler, then the continuation runs in a later task, after work already queued', async () => {
    jest.useFakeTimers();
    try {
      const order: string[] = [];
      setTimeout(() => order.push('queued task'), 0);
      const continued = yieldToMain(undefined).then(() => order.push('continuation'));
      void Promise.resolve().then(() => order.push('microtask'));
      await Promise.resolve();
      expect(order).toEqual(['microtask']);
      jest.runAllTimers();
      await continued;
      expect(order).toEqual(['microtask', 'queued task', 'continuation']);
    } finally {
      jest.useRealTimers();
    }
  });
});
