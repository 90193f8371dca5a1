import { asyncFailure, asyncFinish, asyncStart, asyncSuccess, IDLE, runAsync } from './async-lifecycle';

describe('async lifecycle (docs/rules.md section 4: start, success, failure, finish)', () => {
  it('given a resolving task, then start, success, finish run in order', async () => {
    const calls: string[] = [];
    const value = await runAsync(async () => 5, {
      start: () => calls.push('start'),
      success: (v) => calls.push(`success:${v}`),
      failure: () => calls.push('failure'),
      finish: () => calls.push('finish'),
    });
    expect(value).toBe(5);
    expect(calls).toEqual(['start', 'success:5', 'finish']);
  });

  it('given a rejecting task, then start, failure, finish run and the error propagates', async () => {
    const calls: string[] = [];
    await expect(
      runAsync(() => Promise.reject(new Error('boom')), {
        start: () => calls.push('start'),
        failure: (e) => calls.push(`failure:${(e as Error).message}`),
        finish: () => calls.push('finish'),
      }),
    ).rejects.toThrow('boom');
    expect(calls).toEqual(['start', 'failure:boom', 'finish']);
  });

  it('given no hooks, then the task still runs', async () => {
    await expect(runAsync(async () => 'ok', {})).resolves.toBe('ok');
  });

  it('given the pure producers, then the state moves idle, loading, success/error, finished', () => {
    expect(IDLE.status).toBe('idle');
    const started = asyncStart();
    expect(started).toEqual({ status: 'loading', error: null, isLoading: true });
    expect(asyncFinish(asyncSuccess(started))).toEqual({ status: 'success', error: null, isLoading: false });
    expect(asyncFinish(asyncFailure(started, 'API error'))).toEqual({
      status: 'error',
      error: 'API error',
      isLoading: false,
    });
  });
});
