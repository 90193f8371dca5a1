import { useEffect, useRef, useState, type RefObject } from 'react';
import { browserWindow } from '@nivaas/state';

/** How far below the screen a section starts loading: about a phone screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * True once the element is within a screen of the viewport, so a section below the fold fetches its code and
 * data only when the visitor scrolls towards it. Where there is no IntersectionObserver, at once.
 */
export function useNearViewport<T extends Element>(): [boolean, RefObject<T | null>] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return undefined;
    const Observer = browserWindow()?.IntersectionObserver;
    const element = ref.current;
    if (!Observer || !element) {
      setNear(true);
      return undefined;
    }
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref];
}
