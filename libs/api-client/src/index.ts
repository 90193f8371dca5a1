export { createApiClient } from './create-api-client';
export { acceptsAttribution, isOtpOperation } from './request/operation-rules';
export { createPlatformApiClient } from './create-platform-api-client';
export { createGraphqlRequest, type GraphqlResponse } from './graphql/create-graphql-request';
export type { ApiClientConfig, RequestOptions } from './request/api-client-config';
export type { ApiClient, InputOf, OperationFn } from './request/operation-types';
export { buildUrl } from './request/build-url';
export {
  API_SERVICES,
  apiServiceOf,
  serviceBaseUrl,
  SERVICE_PATH_PREFIXES,
  type ApiService,
  type ApiServiceBases,
} from './services/api-services';
export { ApiError, isApiError } from './errors/api-error';
export { DEFAULT_API_ERROR_MESSAGE, errorFromResponse } from './errors/error-from-response';
export { NETWORK_ERROR_MESSAGE, networkError } from './errors/network-error';
export { OTP_FALLBACK_MESSAGE, otpErrorMessage } from './errors/otp-error-message';
export { GRAPHQL_FALLBACK_MESSAGE, graphqlErrorMessage } from './errors/graphql-error-message';
export { ANONYMOUS_ID_HEADER, APPLICATION_ID_HEADER, AUTH_TOKEN_HEADER } from './headers/header-names';
export { ANONYMOUS_ID_KEY, getOrCreateAnonymousId, randomId } from './headers/anonymous-id';
export {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_COOKIE_DAYS,
  ATTRIBUTION_KEYS,
  captureAttribution,
  pickAttribution,
  readAttribution,
  type Attribution,
  type AttributionKey,
} from './attribution/attribution';
export {
  getBrowserApiClient,
  resetBrowserApiClient,
  setServerApiBase,
  MSITE_APPLICATION_ID,
} from './get-browser-api-client';
export { createApiSeam, type ApiSeam, type SeamServices } from './seam/create-api-seam';
export { seamClient } from './seam/provided-client';
