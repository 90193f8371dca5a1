/**
 * Third-party settings reach the browser as `data-*` attributes on `<html>`, written by the shell
 * server from its environment (apps/shell/README.md): no key or vendor URL is compiled into a
 * bundle, and with none configured no third-party code or request exists.
 */
export interface SdkConfig {
  /** The key for the mobile web site. */
  readonly key?: string;
  /** The key inside the Android app's web view (the app's own project at the vendor). */
  readonly androidKey?: string;
  /** The vendor script; `{key}` in it is replaced by the key in use. */
  readonly scriptUrl: string;
}

export interface ThirdPartyConfig {
  /** The customer-engagement SDK (WebEngage web SDK). */
  readonly engagement?: SdkConfig;
  /** The customer-analytics SDK (Segment analytics.js). */
  readonly customerAnalytics?: SdkConfig;
  /** The PhonePe web SDK, loaded only for utm_source=phonepe_app. */
  readonly phonePeScriptUrl?: string;
}

/** Attribute name on `<html>` per setting; `dataset` reads them camel-cased. */
export const THIRD_PARTY_ATTRIBUTES = {
  engagementKey: 'data-engagement-key',
  engagementAndroidKey: 'data-engagement-android-key',
  engagementSrc: 'data-engagement-src',
  analyticsKey: 'data-analytics-key',
  analyticsAndroidKey: 'data-analytics-android-key',
  analyticsSrc: 'data-analytics-src',
  phonepeSrc: 'data-phonepe-src',
} as const;

type DatasetKey = keyof typeof THIRD_PARTY_ATTRIBUTES;

/** The attributes the server writes for a configuration (only the settings that are set). */
export function thirdPartyHtmlAttributes(config: ThirdPartyConfig): Record<string, string> {
  const values: Partial<Record<DatasetKey, string | undefined>> = {
    engagementKey: config.engagement?.key,
    engagementAndroidKey: config.engagement?.androidKey,
    engagementSrc: config.engagement?.scriptUrl,
    analyticsKey: config.customerAnalytics?.key,
    analyticsAndroidKey: config.customerAnalytics?.androidKey,
    analyticsSrc: config.customerAnalytics?.scriptUrl,
    phonepeSrc: config.phonePeScriptUrl,
  };
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values) as [DatasetKey, string | undefined][]) {
    if (value) out[THIRD_PARTY_ATTRIBUTES[name]] = value;
  }
  return out;
}

function sdk(
  key: string | undefined,
  androidKey: string | undefined,
  scriptUrl: string | undefined,
): SdkConfig | undefined {
  if (!scriptUrl || (!key && !androidKey)) return undefined;
  return { scriptUrl, ...(key ? { key } : {}), ...(androidKey ? { androidKey } : {}) };
}

/** The configuration the server wrote on `<html>` (document.documentElement.dataset). */
export function readThirdPartyConfig(dataset: Readonly<Record<string, string | undefined>>): ThirdPartyConfig {
  const engagement = sdk(dataset['engagementKey'], dataset['engagementAndroidKey'], dataset['engagementSrc']);
  const customerAnalytics = sdk(dataset['analyticsKey'], dataset['analyticsAndroidKey'], dataset['analyticsSrc']);
  const phonePeScriptUrl = dataset['phonepeSrc'] || undefined;
  return {
    ...(engagement ? { engagement } : {}),
    ...(customerAnalytics ? { customerAnalytics } : {}),
    ...(phonePeScriptUrl ? { phonePeScriptUrl } : {}),
  };
}

/**
 * The key for this page: inside the Android app's web view only the Android key is used (the
 * app reports to its own vendor project; the web key there would count app users as web
 * users), so without an Android key the SDK is not loaded in the app at all.
 */
export function sdkKeyFor(config: SdkConfig, inAndroidApp: boolean): string | undefined {
  return inAndroidApp ? config.androidKey : config.key;
}
