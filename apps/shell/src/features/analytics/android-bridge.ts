import type { AnalyticsAdapter } from './analytics-event';

/**
 * The Android app injects `window.Android` into its web view (addJavascriptInterface), and its
 * web view's user agent carries `NivaasAndroidApp/<version>`. Either marks the app view: the
 * object for the bridge calls, the UA marker for pages opened before the bridge is attached.
 */
export const ANDROID_APP_UA_MARKER = /\bNivaasAndroidApp\//;

/** The bridge methods the site calls; the app may expose fewer (older versions). */
export interface AndroidBridge {
  /** `name` is the event or page name; `propertiesJson` the properties with `kind` ('page' or 'track'). */
  readonly trackEvent?: (name: string, propertiesJson: string) => void;
}

type BridgeWindow = { Android?: unknown; navigator?: { userAgent?: string } };

export function androidBridgeOf(win: BridgeWindow): AndroidBridge | null {
  const bridge = win.Android;
  return bridge !== null && (typeof bridge === 'object' || typeof bridge === 'function')
    ? (bridge as AndroidBridge)
    : null;
}

export function isAndroidAppView(win: BridgeWindow): boolean {
  return androidBridgeOf(win) !== null || ANDROID_APP_UA_MARKER.test(win.navigator?.userAgent ?? '');
}

/** Posts every event to the app, which forwards it to its own analytics. Bridge strings only: JSON. */
export function createAndroidBridgeAdapter(bridge: AndroidBridge): AnalyticsAdapter {
  return {
    name: 'android-bridge',
    send: (event) => {
      if (typeof bridge.trackEvent !== 'function') return;
      bridge.trackEvent(event.name, JSON.stringify({ ...event.properties, kind: event.kind, at: event.at }));
    },
  };
}
