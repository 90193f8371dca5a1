/** The part of the Prioritized Task Scheduling API this uses (Chromium 129+); absent elsewhere. */
interface TaskScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap between two steps of the
 * start-up instead of running them as one long task (a cheap phone's main thread: Total Blocking Time counts every
 * task's time over 50 ms). `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other tasks), else a zero-delay timer.
 */
export function yieldToMain(scheduler: TaskScheduler | undefined = readScheduler()): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function readScheduler(): TaskScheduler | undefined {
  return (globalThis as { scheduler?: TaskScheduler }).scheduler;
}
