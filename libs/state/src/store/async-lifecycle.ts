/**
 * The async lifecycle of docs/rules.md section 4: every async action goes start, then success
 * or failure, then finish. Producers are pure so any store can embed an AsyncState.
 */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncState {
  readonly status: AsyncStatus;
  readonly error: string | null;
  /** True from start until finish, whatever the outcome. */
  readonly isLoading: boolean;
}

export const IDLE: AsyncState = { status: 'idle', error: null, isLoading: false };

export const asyncStart = (): AsyncState => ({ status: 'loading', error: null, isLoading: true });
export const asyncSuccess = (s: AsyncState): AsyncState => ({ ...s, status: 'success', error: null });
export const asyncFailure = (s: AsyncState, error: string): AsyncState => ({ ...s, status: 'error', error });
export const asyncFinish = (s: AsyncState): AsyncState => ({ ...s, isLoading: false });

export interface AsyncHooks<T> {
  readonly start?: () => void;
  readonly success?: (value: T) => void;
  readonly failure?: (error: unknown) => void;
  readonly finish?: () => void;
}

/**
 * Runs a task through the lifecycle. The promise rejects with the task's error after
 * failure and finish ran, so callers can still react to it.
 */
export async function runAsync<T>(task: () => Promise<T>, hooks: AsyncHooks<T>): Promise<T> {
  hooks.start?.();
  try {
    const value = await task();
    hooks.success?.(value);
    return value;
  } catch (error) {
    hooks.failure?.(error);
    throw error;
  } finally {
    hooks.finish?.();
  }
}
