import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';

/**
 * The default adapter: events stay in the page, where tests (and a curious developer) read them:
 * `window.__nivaasAnalytics.events`, oldest first. They are also kept in sessionStorage under
 * `nivaas:analytics`, so the list survives a reload within the tab. The last 200 are kept.
 */
export const LOCAL_SINK_GLOBAL = '__nivaasAnalytics';
export const LOCAL_SINK_STORAGE_KEY = 'nivaas:analytics';
export const LOCAL_SINK_MAX_EVENTS = 200;

export interface LocalSinkState {
  readonly events: AnalyticsEvent[];
}

type SinkWindow = { [LOCAL_SINK_GLOBAL]?: LocalSinkState; sessionStorage?: Storage };

function storageOf(win: SinkWindow): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null; // a web view with storage disabled throws on access
  }
}

function restore(storage: Storage | null): AnalyticsEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_SINK_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch {
    return [];
  }
}

export function createLocalSink(win: SinkWindow): AnalyticsAdapter {
  const storage = storageOf(win);
  const state = win[LOCAL_SINK_GLOBAL] ?? { events: restore(storage) };
  win[LOCAL_SINK_GLOBAL] = state;
  return {
    name: 'local',
    send: (event) => {
      state.events.push(event);
      if (state.events.length > LOCAL_SINK_MAX_EVENTS)
        state.events.splice(0, state.events.length - LOCAL_SINK_MAX_EVENTS);
      try {
        storage?.setItem(LOCAL_SINK_STORAGE_KEY, JSON.stringify(state.events));
      } catch {
        // Full or refused storage: the in-page list still has the event.
      }
    },
  };
}
