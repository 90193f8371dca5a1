import { ApiError } from './api-error';

/** docs/rules.md section 8: a network failure rejects 'API error' (lower-case e, unlike 'API Error'). */
export const NETWORK_ERROR_MESSAGE = 'API error';

export function networkError(cause: unknown, operationId = ''): ApiError {
  const error = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, data: null, operationId });
  (error as { cause?: unknown }).cause = cause;
  return error;
}
