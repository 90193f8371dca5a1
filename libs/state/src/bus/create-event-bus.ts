import { filter, type Observable } from 'rxjs';
import type { AppEvent, AppEventOf, AppEventType } from './app-event';
import { createSignal } from './create-signal';

export interface EventBus {
  /** Every event, in order of emission. Hot: late subscribers do not see past events. */
  readonly events$: Observable<AppEvent>;
  readonly emit: (event: AppEvent) => void;
  /** The events of one type, narrowed. */
  readonly on: <T extends AppEventType>(type: T) => Observable<AppEventOf<T>>;
}

/**
 * Creates a bus. Called by the platform factory, never at module scope, so a server
 * render gets one bus per request and tests get one per test.
 */
export function createEventBus(): EventBus {
  const [events$, emit] = createSignal<AppEvent>();
  const on = <T extends AppEventType>(type: T): Observable<AppEventOf<T>> =>
    events$.pipe(filter((event): event is AppEventOf<T> => event.type === type));
  return { events$, emit, on };
}
