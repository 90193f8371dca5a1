/** A failure the client should see: status plus the ErrorBody of the contract. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: readonly string[] = [message],
    /** ErrorBody.code: a stable reason the client acts on (price_changed, already_booked). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what);
export const badRequest = (message: string, errors?: string[]) => new ApiError(400, message, errors);
export const forbidden = (message: string, errors?: string[]) => new ApiError(403, message, errors);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** The thing existed and is no more (a hotel that left the chain): 410, not 404, so clients can say so. */
export const gone = (message: string) => new ApiError(410, message);
export const conflict = (message: string, errors?: string[], code?: string) =>
  new ApiError(409, message, errors ?? [message], code);
