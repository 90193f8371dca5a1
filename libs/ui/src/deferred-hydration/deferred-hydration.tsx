import {
  Component,
  createContext,
  lazy,
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
import styles from './deferred-hydration.module.css';

/**
 * True inside the browser's hydration of a server-rendered page (the shell's bootstrap provides it around hydrateRoot):
 * only there do parts wait to become live. The server, a page drawn in the browser and the tests draw every part at
 * once.
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
   * `visible` (the default): when the part comes within `rootMargin` of the viewport, for what sits below the fold on
   * every phone (the footer). `idle`: at the first idle moment after the page is live, for parts in view that can wait.
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

interface Gate {
  readonly promise: Promise<void>;
  open: () => void;
  opened: boolean;
}

function createGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate: Gate = {
    promise,
    opened: false,
    open: () => {
      gate.opened = true;
      open();
    },
  };
  return gate;
}

/** Events that mean the visitor is reaching for the part: it becomes live before the click that follows. */
const REACHING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * A part of a server-rendered page that is hydrated later than the rest: its HTML is on screen (and read by search
 * engines) from the first byte, but its code is fetched and its components run only when the visitor nears it, taps
 * it, or the page is idle. Everything else on the page becomes live sooner, with less script on the critical path.
 *
 * While it waits, React keeps the server's markup as it is (a suspended Suspense boundary during hydration). Anywhere
 * else (the server, a page drawn in the browser, a part mounted after the first view) it renders its children at once.
 */
export function DeferredHydration({
  children,
  when = 'visible',
  rootMargin = '200px 0px',
  preload,
}: DeferredHydrationProps) {
  const deferring = useContext(HydrationDeferral);
  const [gate] = useState<Gate | null>(() => (deferring ? createGate() : null));
  const [opened, setOpened] = useState(false);
  // While it waits, the part keeps the elements it was first drawn with, and the same subtree object (below): an
  // update reaching a boundary that is still the server's HTML would make React throw that HTML away and draw the part
  // afresh, with nothing on screen until its code arrives.
  const [first] = useState(children);
  const shown = gate && !opened ? first : children;
  const subtree = useMemo(
    () => (
      <PartErrorBoundary>
        <Suspense fallback={null}>
          <WaitFor gate={gate}>{shown}</WaitFor>
        </Suspense>
      </PartErrorBoundary>
    ),
    [gate, shown],
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!gate || gate.opened || !node) return undefined;
    const open = () => {
      gate.open();
      setOpened(true);
    };
    // Nothing of the server's here: the part is drawn in the browser (mounted after the first view), so at once.
    if (!node.hasChildNodes()) {
      open();
      return undefined;
    }
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
        console.warn('A deferred part stays as the server drew it', error),
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
        const handle = view.requestIdleCallback(wake);
        cleanups.push(() => view.cancelIdleCallback(handle));
      } else {
        const handle = setTimeout(wake, 0);
        cleanups.push(() => clearTimeout(handle));
      }
    } else if (view && 'IntersectionObserver' in view) {
      const observer = new view.IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin },
      );
      // The wrapper draws no box of its own (display: contents): what it holds is observed.
      for (const child of Array.from(node.children)) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    } else {
      wake();
    }
    return stop;
  }, [gate, when, rootMargin, preload]);
  return (
    <div ref={ref} className={styles['contents']}>
      {subtree}
    </div>
  );
}

function WaitFor({ gate, children }: { readonly gate: Gate | null; readonly children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * A part drawn afresh whose code fails to arrive leaves a gap, not a broken page (its parent's content stays).
 */
class PartErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A deferred part could not be drawn', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A lazy component that can be fetched ahead (`preload`): once fetched, it renders without suspending. */
export type PreloadableLazy<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/**
 * React.lazy with a `preload`: the server awaits it before rendering (so its HTML holds the part), and a
 * DeferredHydration part awaits it before hydrating. A chunk that failed to arrive is asked for again next time.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetch = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload: () => fetch().then(() => undefined) });
}
