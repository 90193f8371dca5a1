import {
  createContext,
  createElement,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DEFERRED_TASK_TIMEOUT_MS } from '@nivaas/domain';
import { useIsClient } from '../internal/use-is-client';
import styles from './deferred-hydration.module.css';

/**
 * True inside the browser's hydration of a server-rendered page (the shell's bootstrap provides it around hydrateRoot):
 * only there does a part wait as the server's HTML. Without it, a hydrating part is hydrated with the rest.
 */
const HydrationDeferral = createContext(false);

/** Wraps the tree the browser hydrates, so DeferredHydration parts in it wait for their moment. */
export function HydrationDeferralProvider({ children }: { readonly children: ReactNode }) {
  return <HydrationDeferral.Provider value>{children}</HydrationDeferral.Provider>;
}

/** When a waiting part becomes live; a visitor's tap, key or focus in it always makes it live at once. */
export type HydrateWhen = 'visible' | 'idle';

export interface DeferredHydrationProps {
  readonly children: ReactNode;
  /**
   * `visible` (the default): only when the part comes within `rootMargin` of the viewport. `idle`: at the first idle
   * moment after the page is live, or sooner if it comes near: for a part whose effects should run before the visitor
   * reaches it (the footer asks for its content then).
   */
  readonly when?: HydrateWhen;
  /** How near the viewport a `visible` part starts (loading its code, then hydrating). */
  readonly rootMargin?: string;
  /**
   * Fetches the part's code (a preloadableLazy's `preload`) before it is hydrated. If that fails, the part stays the
   * server's HTML: its links still work as plain links, and nothing on the page breaks.
   */
  readonly preload?: () => Promise<unknown>;
}

/**
 * Marks a promise settled the way React's `use` reads it (the `status` and `value` of @types/react's
 * FulfilledReactPromise), so `use` returns at once, even for a promise React has not seen pending: a component can call
 * `use` on every render, as React requires of one that suspended, and still render in one pass on the server.
 */
function fulfilled<T>(promise: Promise<T>, value: T): T {
  Object.assign(promise, { status: 'fulfilled', value });
  return value;
}

interface Gate {
  readonly promise: Promise<void>;
  readonly open: () => void;
}

function createGate(): Gate {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    open: () => {
      fulfilled(promise, undefined);
      resolve();
    },
  };
}

/** Events that mean the visitor is reaching for the part: it becomes live before the click that follows. */
const REACHING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * A part of a server-rendered page that is hydrated later than the rest: its HTML is on screen (and read by search
 * engines) from the first byte, but its code is fetched and its components run only when the visitor nears it, taps
 * it, or the page is idle. Everything else on the page becomes live sooner, with less script on the critical path.
 *
 * While it waits, React keeps the server's markup as it is (a suspended Suspense boundary during hydration). In a page
 * drawn in the browser (or a part mounted after the first view) the part waits the same way, as an empty marker where
 * it will be, and its code is fetched when the visitor nears it. The server draws it at once.
 */
export function DeferredHydration({
  children,
  when = 'visible',
  rootMargin = '200px 0px',
  preload,
}: DeferredHydrationProps) {
  const deferring = useContext(HydrationDeferral);
  // False on the server and on the hydrating render, true when this browser draws the part afresh.
  const client = useIsClient();
  // Only the server draws the part at once. Hydrating, it waits as the server's HTML; drawn afresh, as a marker.
  const [gate] = useState<Gate | null>(() => (deferring || client ? createGate() : null));
  const [opened, setOpened] = useState(false);
  // While it waits, the part keeps the elements it was first drawn with, and the same subtree object (below): an
  // update reaching a boundary that is still the server's HTML would make React throw that HTML away and draw the part
  // afresh, with nothing on screen until its code arrives.
  const [first] = useState(children);
  const shown = gate && !opened ? first : children;
  const subtree = useMemo(
    () => (
      <Suspense fallback={<span className={styles['marker']} />}>
        <WaitFor gate={gate}>{shown}</WaitFor>
      </Suspense>
    ),
    [gate, shown],
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!gate || opened || !node) return undefined;
    const open = () => {
      gate.open();
      setOpened(true);
    };
    const view = node.ownerDocument.defaultView;
    let done = false;
    const cleanups: Array<() => void> = [];
    const stop = () => {
      done = true;
      for (const cleanup of cleanups) cleanup();
    };
    const wake = () => {
      if (done) return;
      stop();
      // The code first: a part whose code cannot be had stays the server's HTML rather than breaking.
      Promise.resolve(preload?.()).then(open, (error: unknown) =>
        console.warn("A deferred part's code could not be fetched: it stays as it is", error),
      );
    };
    // Heard on the window, before anything else: React stops a press on a part it has not hydrated at its root.
    const reaching = (event: Event) => {
      if (event.target instanceof Node && node.contains(event.target)) wake();
    };
    const target = view ?? node;
    for (const type of REACHING_EVENTS) {
      target.addEventListener(type, reaching, { capture: true, passive: true });
      cleanups.push(() => target.removeEventListener(type, reaching, { capture: true }));
    }
    if (when === 'idle') {
      if (view && 'requestIdleCallback' in view) {
        // At the latest after the rules' deferred-task wait (docs/rules.md 9), as the footer's content was asked for.
        const handle = view.requestIdleCallback(wake, { timeout: DEFERRED_TASK_TIMEOUT_MS });
        cleanups.push(() => view.cancelIdleCallback(handle));
      } else {
        const handle = setTimeout(wake, DEFERRED_TASK_TIMEOUT_MS);
        cleanups.push(() => clearTimeout(handle));
      }
    }
    if (view && 'IntersectionObserver' in view) {
      const observer = new view.IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin },
      );
      // The wrapper draws no box of its own (display: contents): what it holds is observed, the server's HTML or the
      // marker that stands where a part drawn afresh will be.
      for (const child of Array.from(node.children)) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    } else {
      wake();
    }
    return stop;
  }, [gate, opened, when, rootMargin, preload]);
  return (
    <div ref={ref} className={styles['contents']}>
      {subtree}
    </div>
  );
}

function WaitFor({ gate, children }: { readonly gate: Gate | null; readonly children: ReactNode }) {
  // Called on every render once there is a gate: React requires it of a component that suspended.
  if (gate) use(gate.promise);
  return children;
}

/** A lazy component that can be fetched ahead (`preload`): once fetched, it renders without suspending. */
export type PreloadableLazy<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/**
 * A lazy component with a `preload`: the server awaits it before rendering (so its HTML holds the part), and a
 * DeferredHydration part awaits it before it opens, so a part whose code cannot be had never renders. Rendered before
 * its code is here, it suspends, as React.lazy does. A chunk that failed to arrive is asked for again next time.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const fetch = () => {
    if (pending) return pending;
    const loading: Promise<ComponentType<P>> = load().then(
      (module) => fulfilled(loading, module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    pending = loading;
    return loading;
  };
  function Part(props: P) {
    // The module's component, the same one every time: not a component made here.
    return createElement(use(fetch()), props);
  }
  return Object.assign(Part, { preload: () => fetch().then(() => undefined) });
}
