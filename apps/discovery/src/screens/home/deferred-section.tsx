import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

export interface DeferredSectionProps {
  readonly children: ReactNode;
  /**
   * The class that holds the section's space while it waits (a min-height from your CSS module), so the page does
   * not jump when it arrives. A class, not a style attribute: the server draws the waiting section, and server
   * markup has none (the streamed page's CSP is sent before the markup exists). Required, so no caller forgets
   * it (a CSS module's class is typed `string | undefined`).
   */
  readonly placeholderClassName: string | undefined;
  /** How far below the viewport the section starts loading. */
  readonly rootMargin?: string;
}

/**
 * Renders its children once they come near the viewport: below-the-fold parts of home (and
 * their code) wait until the visitor scrolls, keeping the first load of `/` small. Without
 * IntersectionObserver (an old webview) they render once mounted; never on the server.
 */
export function DeferredSection({ children, placeholderClassName, rootMargin = '200px 0px' }: DeferredSectionProps) {
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
    <div ref={ref} className={near ? undefined : placeholderClassName}>
      {near ? children : null}
    </div>
  );
}
