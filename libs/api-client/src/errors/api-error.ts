/**
 * The one error type the client rejects with (docs/rules.md section 8). It carries what the
 * catalogue asks for (status, data, errors) so callers decide what the user sees.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The parsed response body, or the raw text when it was not JSON. */
  readonly data: unknown;
  /** The body's `errors` list when it had one. */
  readonly errors: readonly string[];
  /** docs/rules.md section 8: status 429 marks too-many-requests. */
  readonly tooManyRequests: boolean;
  /** The contract operation that failed, for the bus and error reporting. */
  readonly operationId: string;

  constructor(
    message: string,
    init: { status: number; data?: unknown; errors?: readonly string[]; operationId?: string },
  ) {
    super(message);
    this.status = init.status;
    this.data = init.data ?? null;
    this.errors = init.errors ?? [];
    this.tooManyRequests = init.status === 429;
    this.operationId = init.operationId ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
