// The analytics feature's surface. Vendor adapters are not exported: start-analytics.ts loads
// them on demand, so they stay out of the first load.
export { AnalyticsHost } from './analytics-host';
export { startAnalytics, type AnalyticsRuntime, type StartAnalyticsDeps } from './start-analytics';
export { readThirdPartyConfig, thirdPartyHtmlAttributes, type ThirdPartyConfig } from './third-party-config';
export { LOCAL_SINK_GLOBAL, LOCAL_SINK_STORAGE_KEY } from './local-sink';
export { loadPhonePeScript } from './phonepe-script';
export type { AnalyticsEvent } from './analytics-event';
