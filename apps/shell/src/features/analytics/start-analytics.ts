import type { Attribution } from '@nivaas/api-client';
import type { EventBus } from '@nivaas/state';
import { merge } from 'rxjs';
import { toAnalyticsEvent, type AnalyticsAdapter } from './analytics-event';
import { androidBridgeOf, createAndroidBridgeAdapter, isAndroidAppView } from './android-bridge';
import { createDeferredAdapter } from './deferred-adapter';
import { listenForInstallPrompt, type InstallPrompt } from './install-prompt';
import { loadScript } from './load-script';
import { createLocalSink, type LocalSinkState } from './local-sink';
import { loadPhonePeScript } from './phonepe-script';
import { sdkKeyFor, type ThirdPartyConfig } from './third-party-config';
import type { SegmentStub } from './customer-analytics-sdk-adapter';
import type { WebEngageStub } from './engagement-sdk-adapter';

/** The window as analytics uses it: its events, and the globals the adapters and vendors share. */
export type AnalyticsWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly navigator: { readonly userAgent: string };
  readonly sessionStorage?: Storage;
  Android?: unknown;
  webengage?: WebEngageStub;
  analytics?: SegmentStub;
  __nivaasAnalytics?: LocalSinkState;
};

/** The vendor adapters' code, split from the first load: fetched only when a key is configured. */
export interface VendorAdapterModules {
  readonly engagement: () => Promise<typeof import('./engagement-sdk-adapter')>;
  readonly customerAnalytics: () => Promise<typeof import('./customer-analytics-sdk-adapter')>;
}

const VENDOR_MODULES: VendorAdapterModules = {
  engagement: () => import(/* webpackChunkName: "engagement-sdk" */ './engagement-sdk-adapter'),
  customerAnalytics: () => import(/* webpackChunkName: "customer-analytics-sdk" */ './customer-analytics-sdk-adapter'),
};

export interface StartAnalyticsDeps {
  readonly bus: EventBus;
  readonly win: AnalyticsWindow;
  readonly doc: Document;
  readonly config: ThirdPartyConfig;
  /** From captureAttribution at start: utm_source decides the payment-app script. */
  readonly attribution: Attribution | Promise<Attribution>;
  readonly now?: () => Date;
  readonly vendors?: VendorAdapterModules;
  /** Where the browser's install offer is kept for the install banner; the shell's own by default. */
  readonly installPrompt?: InstallPrompt;
}

export interface AnalyticsRuntime {
  /** Names of the adapters events go to, in order. */
  readonly adapters: readonly string[];
  /** Whether the payment-app script was loaded for this visit. */
  readonly phonePe: Promise<boolean>;
  readonly stop: () => void;
}

/** After the page's own load, so a vendor script never competes with the first paint. */
function afterLoad(win: AnalyticsWindow, doc: Document): Promise<void> {
  if (doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Starts the analytics pipeline before the first render, so the landing page view is caught:
 * page views and 'analytics/track' events from any remote leave through the adapters.
 * - local sink (local-sink.ts): the default, whenever no vendor SDK is configured for this view;
 * - customer-engagement and customer-analytics SDKs: only with a key for this view (inside the
 *   Android app only its Android key, third-party-config.ts), code and script loaded after load;
 * - Android bridge: whenever the app's bridge is present;
 * - the add-to-home-screen listener (it keeps the browser's install offer for the install banner,
 *   features/install), and the payment-app script for utm_source=phonepe_app.
 * No adapter can break the page or another adapter.
 */
export function startAnalytics({
  bus,
  win,
  doc,
  config,
  attribution,
  now = () => new Date(),
  vendors = VENDOR_MODULES,
  installPrompt,
}: StartAnalyticsDeps): AnalyticsRuntime {
  const inAndroidApp = isAndroidAppView(win);
  const load = (src: string) => loadScript(doc, src);
  const loaded = afterLoad(win, doc);
  const adapters: AnalyticsAdapter[] = [];

  const engagement = config.engagement;
  const engagementKey = engagement && sdkKeyFor(engagement, inAndroidApp);
  if (engagement && engagementKey) {
    const ready = loaded
      .then(vendors.engagement)
      .then((m) =>
        m.createEngagementSdkAdapter({ win, key: engagementKey, scriptUrl: engagement.scriptUrl, loadScript: load }),
      );
    adapters.push(createDeferredAdapter('engagement', ready));
  }
  const analytics = config.customerAnalytics;
  const analyticsKey = analytics && sdkKeyFor(analytics, inAndroidApp);
  if (analytics && analyticsKey) {
    const ready = loaded.then(vendors.customerAnalytics).then((m) =>
      m.createCustomerAnalyticsSdkAdapter({
        win,
        key: analyticsKey,
        scriptUrl: analytics.scriptUrl,
        loadScript: load,
      }),
    );
    adapters.push(createDeferredAdapter('customer-analytics', ready));
  }
  if (adapters.length === 0) adapters.push(createLocalSink(win));
  const bridge = androidBridgeOf(win);
  if (bridge) adapters.push(createAndroidBridgeAdapter(bridge));

  const subscription = merge(bus.on('analytics/page-view'), bus.on('analytics/track')).subscribe((busEvent) => {
    const event = toAnalyticsEvent(busEvent, now());
    for (const adapter of adapters) {
      try {
        adapter.send(event);
      } catch (error) {
        console.error(`Analytics adapter ${adapter.name} failed`, error);
      }
    }
  });
  const stopPrompt = listenForInstallPrompt(
    win,
    (name, properties) => bus.emit({ type: 'analytics/track', name, properties }),
    installPrompt,
  );

  return {
    adapters: adapters.map((a) => a.name),
    phonePe: Promise.resolve(attribution).then(
      (known) => loadPhonePeScript(known, config.phonePeScriptUrl, load),
      () => false,
    ),
    stop: () => {
      subscription.unsubscribe();
      stopPrompt();
    },
  };
}
