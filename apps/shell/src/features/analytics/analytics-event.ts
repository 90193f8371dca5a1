import type { AppEventOf } from '@nivaas/state';

/** docs/rules.md section 2: the platform label every event carries. */
export const ANALYTICS_PLATFORM = 'msite';

/** An event as it leaves the site, through every adapter alike. */
export interface AnalyticsEvent {
  /** A page transition or a product event. */
  readonly kind: 'page' | 'track';
  /** The page name for a page view (Home, Hotels In City ...), the event name otherwise. */
  readonly name: string;
  /** Always with `platform: 'msite'`; page views also carry pageName, searchType and path. */
  readonly properties: Readonly<Record<string, unknown>>;
  /** ISO time of the event. */
  readonly at: string;
}

/** Where events go: the local sink, a vendor SDK, the Android bridge. */
export interface AnalyticsAdapter {
  readonly name: string;
  readonly send: (event: AnalyticsEvent) => void;
}

type BusAnalyticsEvent = AppEventOf<'analytics/page-view'> | AppEventOf<'analytics/track'>;

/**
 * A bus event as it leaves the site. The platform label is added here, once for every event,
 * rather than by each emitter (the bus's page-view event has no platform field).
 */
export function toAnalyticsEvent(event: BusAnalyticsEvent, now: Date): AnalyticsEvent {
  const at = now.toISOString();
  if (event.type === 'analytics/page-view') {
    return {
      kind: 'page',
      name: event.pageName,
      properties: {
        pageName: event.pageName,
        searchType: event.searchType,
        platform: ANALYTICS_PLATFORM,
        path: event.path,
        ...event.stay,
      },
      at,
    };
  }
  return { kind: 'track', name: event.name, properties: { ...event.properties, platform: ANALYTICS_PLATFORM }, at };
}
