import { Subscription } from 'rxjs';
import { LOADER_DEFAULT_TEXT, PROGRESS_START, PROGRESS_STOP_AFTER_MS, TOAST_TIMEOUT_MS } from '@nivaas/domain';
import type { CookieJar } from '../adapters/cookie-jar';
import type { EventBus } from '../bus/create-event-bus';
import { createStore, type Store } from '../store/create-store';
import { readTrivagoReference, TRIVAGO_REFERENCE_COOKIE, validTrivagoReference } from './trivago-reference';
import { INITIAL_UI, type UiState } from './ui-state';

/** Timers behind an interface so tests (and servers, which must not keep timers) control them. */
export interface Scheduler {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export const realScheduler: Scheduler = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UiStore {
  readonly store: Store<UiState>;
  readonly dispose: () => void;
}

/**
 * The UI store reacts to bus commands only: remotes never call it directly, so a remote
 * that emits 'toast/show' works the same whether the shell is a host or a test harness.
 * Given cookies, the trivago reference of this visit is read from its session cookie and written there when set, so
 * it survives reloads and the journey to checkout.
 */
export function createUiStore({
  bus,
  scheduler = realScheduler,
  cookies,
}: {
  bus: EventBus;
  scheduler?: Scheduler;
  cookies?: CookieJar;
}): UiStore {
  const store = createStore<UiState>({
    ...INITIAL_UI,
    trivagoReferenceId: cookies ? readTrivagoReference(cookies) : null,
  });
  const timers = new Map<'toast' | 'progress', unknown>();
  const schedule = (key: 'toast' | 'progress', ms: number, fn: () => void) => {
    if (timers.has(key)) scheduler.clearTimeout(timers.get(key));
    timers.set(
      key,
      scheduler.setTimeout(() => {
        timers.delete(key);
        fn();
      }, ms),
    );
  };
  let toastId = 0;
  const stopProgress = () => store.update((d) => void (d.progress = { active: false, value: 1 }));

  const subs = new Subscription();
  subs.add(
    bus.on('toast/show').subscribe(({ kind, message }) => {
      const id = ++toastId;
      store.update((d) => void (d.toast = { id, kind, message }));
      // docs/rules.md section 2: a toast shows success or error for 5 s.
      schedule('toast', TOAST_TIMEOUT_MS, () => store.update((d) => void (d.toast?.id === id && (d.toast = null))));
    }),
  );
  subs.add(
    bus
      .on('loader/show')
      .subscribe(({ text }) =>
        store.update((d) => void (d.loader = { visible: true, text: text ?? LOADER_DEFAULT_TEXT })),
      ),
  );
  subs.add(
    bus
      .on('loader/hide')
      .subscribe(() => store.update((d) => void (d.loader = { visible: false, text: LOADER_DEFAULT_TEXT }))),
  );
  subs.add(
    bus.on('progress/start').subscribe(() => {
      store.update((d) => void (d.progress = { active: true, value: PROGRESS_START }));
      schedule('progress', PROGRESS_STOP_AFTER_MS, stopProgress);
    }),
  );
  subs.add(bus.on('progress/done').subscribe(stopProgress));
  subs.add(bus.on('modal/open').subscribe(({ modal }) => store.update((d) => void (d.modals[modal] = true))));
  subs.add(bus.on('modal/close').subscribe(({ modal }) => store.update((d) => void (d.modals[modal] = false))));
  subs.add(
    bus.on('ui/trivago-reference').subscribe(({ referenceId }) => {
      const valid = validTrivagoReference(referenceId);
      if (!valid) return;
      // A newer click replaces the older one (last touch, as attribution does).
      cookies?.set(TRIVAGO_REFERENCE_COOKIE, valid);
      store.update((d) => void (d.trivagoReferenceId = valid));
    }),
  );

  return {
    store,
    dispose: () => {
      subs.unsubscribe();
      timers.forEach((handle) => scheduler.clearTimeout(handle));
      timers.clear();
    },
  };
}
