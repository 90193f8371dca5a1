import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';

/**
 * An adapter whose code is still loading: events wait in order and go out when it is ready, so
 * the landing page view is not lost to a code-split vendor adapter. If it never loads, the
 * queue is dropped (the other adapters still had every event).
 */
export function createDeferredAdapter(name: string, ready: Promise<AnalyticsAdapter>): AnalyticsAdapter {
  let adapter: AnalyticsAdapter | null = null;
  let failed = false;
  const queue: AnalyticsEvent[] = [];
  ready.then(
    (loaded) => {
      adapter = loaded;
      for (const event of queue.splice(0)) loaded.send(event);
    },
    () => {
      failed = true;
      queue.length = 0;
    },
  );
  return {
    name,
    send: (event) => {
      if (adapter) adapter.send(event);
      else if (!failed) queue.push(event);
    },
  };
}
