import { ApiError } from './api-error';

/** docs/rules.md section 8: the message of last resort for a non-OK response. */
export const DEFAULT_API_ERROR_MESSAGE = 'API Error';

const errorsOf = (data: unknown): string[] => {
  const list = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((e) => (typeof e === 'string' ? e : String((e as { message?: unknown })?.message ?? e)));
};

/**
 * docs/rules.md section 8: a non-OK HTTP response rejects with the message from the response's
 * error field, else the status text, else 'API Error', carrying status, data and errors.
 */
export function errorFromResponse(
  response: { status: number; statusText: string },
  data: unknown,
  operationId = '',
): ApiError {
  const field = (data as { error?: unknown } | null)?.error;
  const message =
    typeof field === 'string' && field.trim() !== ''
      ? field
      : response.statusText.trim() !== ''
        ? response.statusText
        : DEFAULT_API_ERROR_MESSAGE;
  return new ApiError(message, { status: response.status, data, errors: errorsOf(data), operationId });
}
