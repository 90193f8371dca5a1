import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

export interface DeferredSectionProps {
  readonly children: ReactNode;
  /** Space held while the section waits, so the page does not jump when it arrives. */
  readonly minHeight: number;
  /** How far below the viewport the section starts loading. */
  readonly rootMargin?: string;
}

/**
 * Renders its children once they come near the viewport: below-the-fold parts of home (and
 * their code) wait until the visitor scrolls, keeping the first load of `/` small. Without
 * IntersectionObserver (an old webview) they render once mounted; never on the server.
 */
export function DeferredSection({ children, minHeight, rootMargin = '200px 0px' }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // The server and the hydrating render wait alike (their HTML must match); a browser without IntersectionObserver
  // renders the children from its first render of its own.
  const noObserver = useSyncExternalStore(
    never,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const near = seen || noObserver;
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
