import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';
import { createDeferredAdapter } from './deferred-adapter';

const event = (name: string): AnalyticsEvent => ({ kind: 'track', name, properties: {}, at: 't' });

describe('createDeferredAdapter', () => {
  it('given events before the adapter is ready, then they go out in order once it is', async () => {
    let ready: (adapter: AnalyticsAdapter) => void = () => undefined;
    const deferred = createDeferredAdapter('x', new Promise((resolve) => (ready = resolve)));
    const send = jest.fn();
    deferred.send(event('a'));
    deferred.send(event('b'));
    ready({ name: 'x', send });
    await Promise.resolve();
    deferred.send(event('c'));
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(['a', 'b', 'c']);
  });

  it('given the adapter never loads, then events are dropped without error', async () => {
    const deferred = createDeferredAdapter('x', Promise.reject(new Error('chunk failed')));
    deferred.send(event('a'));
    await Promise.resolve();
    expect(() => deferred.send(event('b'))).not.toThrow();
  });
});
