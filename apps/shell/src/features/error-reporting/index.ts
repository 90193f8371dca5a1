// The error-reporting feature's surface. The real adapter is not exported: it is loaded on demand.
export { startErrorReporting, type ErrorReporting, type StartErrorReportingDeps } from './start-error-reporting';
export { ERROR_DSN_ATTRIBUTE } from './error-reporting-config';
export { THIRD_PARTY_SECURITY_ERROR } from './error-filters';
export { TRACE_SAMPLE_RATE } from './trace-sampler';
export { LOCAL_ERROR_SINK_GLOBAL } from './local-error-sink';
