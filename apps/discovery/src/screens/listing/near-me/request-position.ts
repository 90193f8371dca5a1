import type { Point } from '../data/fetch-listing-results';

export type PositionOutcome =
  | { readonly status: 'granted'; readonly point: Point }
  /** Refused by the visitor or the browser's settings. */
  | { readonly status: 'denied' }
  /** No geolocation, no fix, or no answer in time. */
  | { readonly status: 'unavailable' };

export type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/** A phone's coarse fix is enough for "near me"; a recent one is reused rather than waited for. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 };

/** The browser's geolocation, if the page may have one (never at import: server-render safe). */
export function browserGeolocation(): Geolocation | null {
  const nav = (globalThis as { navigator?: { geolocation?: Geolocation } }).navigator;
  return nav?.geolocation ?? null;
}

/** Asks for the visitor's position once; every failure is an outcome, never a throw. */
export function requestPosition(geolocation: Geolocation | null = browserGeolocation()): Promise<PositionOutcome> {
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({ status: 'granted', point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        // 1 is PERMISSION_DENIED; 2 (no fix) and 3 (timeout) are the device's, not the visitor's, answer.
        (error) => resolve({ status: error.code === 1 ? 'denied' : 'unavailable' }),
        POSITION_OPTIONS,
      );
    } catch {
      resolve({ status: 'unavailable' });
    }
  });
}
