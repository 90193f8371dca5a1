import type { AnalyticsEvent } from './analytics-event';
import { createLocalSink, LOCAL_SINK_MAX_EVENTS, LOCAL_SINK_STORAGE_KEY, type LocalSinkState } from './local-sink';

const event = (name: string): AnalyticsEvent => ({
  kind: 'page',
  name,
  properties: { platform: 'msite' },
  at: '2025-01-01T00:00:00.000Z',
});

function fakeWindow(storage: Storage = window.sessionStorage) {
  return { sessionStorage: storage } as { sessionStorage: Storage; __nivaasAnalytics?: LocalSinkState };
}

beforeEach(() => window.sessionStorage.clear());

describe('createLocalSink', () => {
  it('given events, then tests read them on window.__nivaasAnalytics.events, in order', () => {
    const win = fakeWindow();
    const sink = createLocalSink(win);
    sink.send(event('Home'));
    sink.send(event('Hotels In City'));
    expect(win.__nivaasAnalytics?.events.map((e) => e.name)).toEqual(['Home', 'Hotels In City']);
  });

  it('given a reload, then the events of the tab are still there (sessionStorage)', () => {
    createLocalSink(fakeWindow()).send(event('Home'));
    const reloaded = fakeWindow();
    createLocalSink(reloaded).send(event('Search'));
    expect(reloaded.__nivaasAnalytics?.events.map((e) => e.name)).toEqual(['Home', 'Search']);
    expect(JSON.parse(window.sessionStorage.getItem(LOCAL_SINK_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('given more events than it keeps, then the oldest go', () => {
    const win = fakeWindow();
    const sink = createLocalSink(win);
    for (let i = 0; i < LOCAL_SINK_MAX_EVENTS + 5; i += 1) sink.send(event(`e${i}`));
    expect(win.__nivaasAnalytics?.events).toHaveLength(LOCAL_SINK_MAX_EVENTS);
    expect(win.__nivaasAnalytics?.events[0]?.name).toBe('e5');
  });

  it('given storage that throws (a web view with storage off), then events are still kept in the page', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    } as unknown as Storage;
    const win = fakeWindow(refusing);
    createLocalSink(win).send(event('Home'));
    expect(win.__nivaasAnalytics?.events).toHaveLength(1);
  });
});
