import { useEffect, useState } from 'react';

/**
 * The current time, refreshed on each whole second until `until` (epoch ms) has passed, then no
 * more: a countdown that costs no timer once it is over. The last timer lands exactly on `until`, so
 * a resend is enabled at the configured moment, not up to a second late.
 */
export function useNowUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const remaining = until - current;
      if (remaining > 0) timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}
