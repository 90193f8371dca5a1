import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id travels in: from the balancer, to the shell server, to the API, and back to the caller. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a caller may bring: letters, digits and `._:-`, up to 128 characters (nothing that could forge a log line). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id brought in the header when it is well formed, else a new one (Fastify's `genReqId`). */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const brought = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(brought) ? brought[0] : brought;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}
