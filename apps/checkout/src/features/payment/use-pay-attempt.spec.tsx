import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { apiError, deferred } from './testing';
import { usePayAttempt } from './use-pay-attempt';

function setup() {
  const platform = createTestPlatform();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  const view = renderHook(() => usePayAttempt('bid_1'), { wrapper });
  return { platform, attempt: () => view.result.current };
}

describe('usePayAttempt', () => {
  it('given an attempt running, then a second one is skipped, and the loader shows until the first ends', async () => {
    const { platform, attempt } = setup();
    const answer = deferred<void>();
    let first!: ReturnType<ReturnType<typeof attempt>['run']>;
    act(() => {
      first = attempt().run(() => answer.promise);
    });
    expect(platform.ui.store.getState().loader).toEqual({ visible: true, text: 'Processing' });
    const body = jest.fn(async () => undefined);
    await act(async () => {
      expect(await attempt().run(body)).toEqual({ kind: 'skipped' });
    });
    expect(body).not.toHaveBeenCalled();
    await act(async () => {
      answer.resolve();
      expect(await first).toEqual({ kind: 'done' });
    });
    expect(platform.ui.store.getState().loader.visible).toBe(false);
    await act(async () => {
      expect(await attempt().run(body)).toEqual({ kind: 'done' });
    });
    expect(body).toHaveBeenCalledTimes(1);
  });

  it('given a failed attempt, then its error comes back mapped and the guard is free', async () => {
    const { attempt } = setup();
    await act(async () => {
      const outcome = await attempt().run(async () => {
        throw apiError(409, 'Price changed', 'price_changed', ['The total is now ₹5,200']);
      });
      expect(outcome).toEqual({
        kind: 'failed',
        failure: { kind: 'itinerary-changed', message: 'The total is now ₹5,200' },
      });
    });
    await act(async () => {
      expect(await attempt().run(async () => undefined)).toEqual({ kind: 'done' });
    });
  });

  it("given an attempt that holds (the gateway's page), then the guard stays until released", async () => {
    const { attempt } = setup();
    await act(async () => {
      await attempt().run(async () => 'hold');
    });
    await act(async () => {
      expect(await attempt().run(async () => undefined)).toEqual({ kind: 'skipped' });
    });
    act(() => attempt().release());
    await act(async () => {
      expect(await attempt().run(async () => undefined)).toEqual({ kind: 'done' });
    });
  });

  it('given no answer, then the same request keeps its key; an answered or a different request gets a new one', async () => {
    const { attempt } = setup();
    const keys: string[] = [];
    const failing = (key: string) => {
      keys.push(key);
      return Promise.reject(apiError(0, 'API error'));
    };
    const answering = (key: string) => {
      keys.push(key);
      return Promise.resolve('ok');
    };
    await act(async () => {
      await expect(attempt().call('pay_now', { a: 1 }, failing)).rejects.toMatchObject({ status: 0 });
      await expect(attempt().call('pay_now', { a: 1 }, answering)).resolves.toBe('ok');
      await attempt().call('pay_now', { a: 1 }, answering);
      await expect(attempt().call('pay_now', { a: 1 }, failing)).rejects.toBeDefined();
      await attempt().call('part_pay', { a: 1 }, answering);
    });
    const [first, retry, next, failed, other] = keys;
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(failed).not.toBe(next);
    expect(other).not.toBe(failed);
  });
});
