import { ApiError } from '../errors/api-error';
import { errorFromResponse } from '../errors/error-from-response';
import { networkError } from '../errors/network-error';
import { getOrCreateAnonymousId } from '../headers/anonymous-id';
import { ANONYMOUS_ID_HEADER, APPLICATION_ID_HEADER, AUTH_TOKEN_HEADER } from '../headers/header-names';
import type { ApiClientConfig } from './api-client-config';

export interface HttpRequest {
  readonly operationId: string;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export interface HttpResult {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly data: unknown;
}

/** Reads the body as JSON when it is JSON, else as text; an empty body is null. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange with the headers of docs/rules.md section 7. Network failures (including a
 * connection reset while reading the body) become 'API error'; an abort rethrows the
 * abort reason so callers can tell "cancelled" from "failed". HTTP errors are returned,
 * not thrown: the caller decides the message (plain, OTP or GraphQL style).
 */
export async function execute(config: ApiClientConfig, request: HttpRequest): Promise<HttpResult> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [ANONYMOUS_ID_HEADER]: getOrCreateAnonymousId(config.storage),
    [APPLICATION_ID_HEADER]: config.applicationId,
  };
  const token = config.getToken?.();
  if (token) headers['authorization'] = `Bearer ${token}`;
  const locale = config.getLocale?.();
  if (locale) headers['accept-language'] = locale;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, request.headers);

  const fetchImpl = config.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
    const captured = response.headers.get(AUTH_TOKEN_HEADER);
    if (captured) config.onToken?.(captured);
    const data = await readBody(response);
    return { status: response.status, statusText: response.statusText, ok: response.ok, data };
  } catch (cause) {
    if (request.signal?.aborted) throw request.signal.reason ?? cause;
    const error = networkError(cause, request.operationId);
    report(config, error);
    throw error;
  }
}

/**
 * docs/rules.md section 8 and docs/conventions.md 7: failures go to the caller and to the bus; a 401 is also
 * announced so the session clears itself. The client never shows anything.
 */
export function report(config: ApiClientConfig, error: ApiError): void {
  if (error.status === 401) config.bus?.emit({ type: 'auth/unauthorized', operationId: error.operationId });
  config.bus?.emit({
    type: 'api/failed',
    operationId: error.operationId,
    status: error.status,
    message: error.message,
  });
}

/** The catalogue's error for a non-OK result, reported, ready to throw. */
export function failure(
  config: ApiClientConfig,
  result: HttpResult,
  operationId: string,
  message?: (e: ApiError) => string,
): ApiError {
  let error = errorFromResponse(result, result.data, operationId);
  if (message) {
    error = new ApiError(message(error), { status: error.status, data: error.data, errors: error.errors, operationId });
  }
  report(config, error);
  return error;
}
