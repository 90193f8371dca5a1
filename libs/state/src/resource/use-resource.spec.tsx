import { act, renderHook } from '@testing-library/react';
import { DEFERRED_TASK_TIMEOUT_MS } from '@nivaas/domain';
import { ResourceTimeoutError, useResource, type ResourceOptions } from './use-resource';
import { deferred } from '../testing/deferred';

/** A load per call, resolved by hand; records the signals it was given. */
function manualLoads<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const loadFor = (key: string) => (signal: AbortSignal) => {
    const d = deferred<T>();
    calls.push({ key, signal, resolve: d.resolve, reject: d.reject });
    return d.promise;
  };
  return { calls, loadFor };
}

const hook = <T,>(initial: {
  key: string | null;
  load: (signal: AbortSignal) => Promise<T>;
  options?: ResourceOptions;
}) =>
  renderHook(({ key, load, options }) => useResource(key, load, options), {
    initialProps: initial,
  });

describe('useResource (load, abort, retry, stale answers ignored)', () => {
  it('given a key, when the load answers, then it goes loading then success with the data', async () => {
    const { calls, loadFor } = manualLoads<string>();
    const { result } = hook({ key: 'a', load: loadFor('a') });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A', error: null });
  });

  it('given no key, then nothing loads and the status is idle', () => {
    const load = jest.fn();
    const { result } = hook({ key: null, load });
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('given a new key, when the old answer arrives late, then it is ignored and the old request was aborted', async () => {
    const { calls, loadFor } = manualLoads<string>();
    const { result, rerender } = hook({ key: 'a', load: loadFor('a') });
    rerender({ key: 'b', load: loadFor('b') });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('stale'));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]!.resolve('B'));
    expect(result.current.data).toBe('B');
  });

  it('given a failure, when reload is called, then it loads again and keeps the error until the answer', async () => {
    const { calls, loadFor } = manualLoads<string>();
    const { result } = hook({ key: 'a', load: loadFor('a') });
    await act(async () => calls[0]!.reject(new Error('API error')));
    expect(result.current.status).toBe('error');
    expect((result.current.error as Error).message).toBe('API error');
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A' });
  });

  it('given data, when reloading, then the last data of the key stays readable', async () => {
    const { calls, loadFor } = manualLoads<string>();
    const { result } = hook({ key: 'a', load: loadFor('a') });
    await act(async () => calls[0]!.resolve('A1'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 'A1' });
  });

  it('given keepPrevious, when the key changes, then the previous data shows while the new key loads', async () => {
    const { calls, loadFor } = manualLoads<string>();
    const { result, rerender } = hook({ key: 'a', load: loadFor('a'), options: { keepPrevious: true } });
    await act(async () => calls[0]!.resolve('A'));
    rerender({ key: 'b', load: loadFor('b'), options: { keepPrevious: true } });
    expect(result.current).toMatchObject({ status: 'loading', data: 'A' });
  });

  it('given a load that throws synchronously, then the resource is in error, not the component', () => {
    const { result } = hook({
      key: 'a',
      load: () => {
        throw new Error('boom');
      },
    });
    return act(async () => undefined).then(() => expect(result.current.status).toBe('error'));
  });

  describe('timing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('given a debounce, when keys change quickly, then only the last key loads', () => {
      const load = jest.fn(() => new Promise<string>(() => undefined));
      const options = { timing: { debounceMs: 250 } };
      const { rerender } = hook({ key: 'b', load, options });
      rerender({ key: 'be', load, options });
      rerender({ key: 'ben', load, options });
      act(() => jest.advanceTimersByTime(249));
      expect(load).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(load).toHaveBeenCalledTimes(1);
    });

    // Regression: the footer waited 3000 ms; docs/rules.md section 9's deferred task timeout is 600 ms.
    it("given 'idle' timing, then the load waits for an idle moment, at most the deferred-task timeout", () => {
      const requestIdleCallback = jest.fn((_cb: () => void, _o?: { timeout: number }) => 7);
      const cancelIdleCallback = jest.fn();
      Object.assign(globalThis, { requestIdleCallback, cancelIdleCallback });
      try {
        const load = jest.fn(() => new Promise<string>(() => undefined));
        const { unmount } = hook({ key: 'footer', load, options: { timing: 'idle' } });
        expect(load).not.toHaveBeenCalled();
        expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: DEFERRED_TASK_TIMEOUT_MS });
        act(() => requestIdleCallback.mock.calls[0]![0]());
        expect(load).toHaveBeenCalledTimes(1);
        unmount();
        expect(cancelIdleCallback).toHaveBeenCalledWith(7);
      } finally {
        delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
        delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
      }
    });

    it('given a deadline, when nothing answers in time, then it is in error, and a late answer still fills it in', async () => {
      const { calls, loadFor } = manualLoads<string>();
      const { result } = hook({ key: 'remote', load: loadFor('remote'), options: { deadlineMs: 2500 } });
      act(() => jest.advanceTimersByTime(2499));
      expect(result.current.status).toBe('loading');
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.status).toBe('error');
      expect(result.current.error).toBeInstanceOf(ResourceTimeoutError);
      await act(async () => calls[0]!.resolve('late'));
      expect(result.current).toMatchObject({ status: 'success', data: 'late' });
    });
  });
});
