import { useEffect, useRef, useState, type ReactNode } from 'react';

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
 * IntersectionObserver (a server, an old webview) they render at once.
 */
export function DeferredSection({ children, minHeight, rootMargin = '200px 0px' }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
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
