import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { produce, type Draft } from 'immer';

/** A pure immer producer: mutates the draft it is given and nothing else. */
export type Producer<S> = (draft: Draft<S>) => void;

export interface Store<S> {
  /** The current state, then every change. Replays the current value to new subscribers. */
  readonly state$: Observable<S>;
  readonly getState: () => S;
  /**
   * The state the store was created with, before anything of this visitor (storage, session) was read: what a
   * server render shows, so the browser's hydration draws the same and applies the visitor's state just after.
   */
  readonly getInitialState: () => S;
  /** Applies a producer; state is replaced only when the producer changed something. */
  readonly update: (producer: Producer<S>) => void;
  /** A derived stream that emits only when the selected value changes (Object.is). */
  readonly select: <T>(selector: (state: S) => T) => Observable<T>;
  /** Plain listener form, for useSyncExternalStore. Returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * The store primitive. It holds no reference to window, storage or timers, so a server
 * render can create one per request; persistence lives in the stores that need it.
 */
export function createStore<S>(initial: S): Store<S> {
  const subject = new BehaviorSubject<S>(initial);
  const getState = () => subject.getValue();
  const update = (producer: Producer<S>) => {
    const next = produce(getState(), producer);
    // immer returns the same reference when nothing changed: skip the emission.
    if (next !== getState()) subject.next(next);
  };
  const select = <T>(selector: (state: S) => T) => subject.pipe(map(selector), distinctUntilChanged());
  const subscribe = (listener: () => void) => {
    let first = true;
    const sub = subject.subscribe(() => {
      // BehaviorSubject replays on subscribe; React only wants to hear about changes.
      if (first) {
        first = false;
        return;
      }
      listener();
    });
    return () => sub.unsubscribe();
  };
  return { state$: subject.asObservable(), getState, getInitialState: () => initial, update, select, subscribe };
}
