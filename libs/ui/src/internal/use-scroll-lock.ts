import { useEffect } from 'react';
import { pageDocument } from './browser-adapter';

let locks = 0;
let savedOverflow = '';

/** Stops the page behind an overlay from scrolling; counts nested overlays so the last one restores it. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    const body = active ? pageDocument()?.body : null;
    if (!body) return undefined;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) body.style.overflow = savedOverflow;
    };
  }, [active]);
}
