import { matchRoute } from '@nivaas/routes';

/** Where the API records the beacons (apps/api/src/features/vitals). */
export const VITALS_URL = '/api/vitals';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type DeviceClass = 'low' | 'mid' | 'high' | 'unknown';
export type ConnectionType = 'slow-2g' | '2g' | '3g' | '4g' | 'unknown';

/** One measurement as the beacon carries it (the API's schema: apps/api/src/features/vitals/vitals-schema.ts). */
export interface VitalSample {
  readonly name: VitalName;
  /** Milliseconds; CLS has no unit. */
  readonly value: number;
  readonly route_family: string;
  readonly device: DeviceClass;
  readonly connection: ConnectionType;
  readonly navigation_type: string;
}

/** What web-vitals hands each callback (the fields read here). */
export interface VitalMetric {
  readonly name: VitalName;
  readonly value: number;
  readonly navigationType: string;
}

interface NavigatorHints {
  readonly deviceMemory?: number;
  readonly hardwareConcurrency?: number;
  readonly connection?: { readonly effectiveType?: string };
}

/** The route family of a path: its screen in the route table (`listing`, `hotel-details`), or not-found. */
export const routeFamilyOf = (pathname: string): string => matchRoute(pathname).screen;

/**
 * A device class from what the browser says of memory (GB, Chromium only) and cores: low is the budget phone the
 * site is built for (2 GB or 4 cores or fewer), high has 8 GB and 8 cores; unknown when it says neither.
 */
export function deviceClassOf(hints: NavigatorHints): DeviceClass {
  const memory = hints.deviceMemory;
  const cores = hints.hardwareConcurrency;
  if (memory === undefined && !cores) return 'unknown';
  if ((memory !== undefined && memory <= 2) || (cores !== undefined && cores > 0 && cores <= 4)) return 'low';
  if ((memory === undefined || memory >= 8) && (cores ?? 0) >= 8) return 'high';
  return 'mid';
}

const CONNECTIONS: readonly ConnectionType[] = ['slow-2g', '2g', '3g', '4g'];
/** navigator.connection.effectiveType, or unknown (Safari and Firefox do not say). */
export function connectionOf(hints: NavigatorHints): ConnectionType {
  const type = hints.connection?.effectiveType;
  return CONNECTIONS.find((known) => known === type) ?? 'unknown';
}

/** web-vitals' navigation types the API takes; anything newer is sent as navigate. */
const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'];

export interface BeaconTarget {
  readonly sendBeacon: (url: string, data: Blob) => boolean;
}

/**
 * Collects the values web-vitals reports and sends what has come since the last beacon, as one JSON Blob (so the
 * API's JSON parser takes it), each time the page is hidden: the last moment a visit is sure to be seen (a phone
 * may kill a hidden tab without unload). A value reported again (CLS and INP grow) replaces the one not yet sent.
 */
export function createVitalsBatch(context: {
  readonly routeFamily: string;
  readonly device: DeviceClass;
  readonly connection: ConnectionType;
  readonly target: BeaconTarget;
}) {
  const pending = new Map<VitalName, VitalSample>();
  return {
    add(metric: VitalMetric): void {
      if (!Number.isFinite(metric.value) || metric.value < 0) return;
      pending.set(metric.name, {
        name: metric.name,
        value: Math.round(metric.value * 10_000) / 10_000,
        route_family: context.routeFamily,
        device: context.device,
        connection: context.connection,
        navigation_type: NAVIGATION_TYPES.includes(metric.navigationType) ? metric.navigationType : 'navigate',
      });
    },
    /** Sends what is pending (nothing when nothing is); true when a beacon was queued. */
    flush(): boolean {
      if (pending.size === 0) return false;
      const samples = [...pending.values()];
      pending.clear();
      const blob = new Blob([JSON.stringify(samples)], { type: 'application/json' });
      return context.target.sendBeacon(VITALS_URL, blob);
    },
  };
}
