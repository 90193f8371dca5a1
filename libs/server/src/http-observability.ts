import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

const bytesAtStart = new WeakMap<object, number>();
const routeLabels = new WeakMap<object, string>();

/**
 * Names the route of a request Fastify did not route itself (the shell's pages, answered by its not-found handler):
 * its pattern in the page table, e.g. `/hotels-in-{city}/`.
 */
export function setRouteLabel(request: FastifyRequest, pattern: string): void {
  routeLabels.set(request, pattern);
}

/**
 * The route pattern a request matched (`/api/v1/hotels/:hotelId/`, or a page's as setRouteLabel named it), never its
 * raw URL; `unmatched` for anything else. What access lines and metrics group requests by.
 */
export function routeOf(request: FastifyRequest): string {
  return routeLabels.get(request) ?? request.routeOptions.url ?? 'unmatched';
}

/** The path without its query: a query can carry a phone number or a search a guest typed. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * Fastify's own request log lines, ours instead: one access line per request when it is answered (method, route
 * pattern, path, status, duration, bytes written), and each failure with its stack, at error for a 5xx. Never the
 * query or the headers. Every line carries the request's id (`req_id`).
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'req_id' });
  }

  override incomingRequest(): void {
    // One line per request, written when it is answered.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const start = bytesAtStart.get(request);
    const written = request.raw.socket?.bytesWritten;
    const length = Number(reply.getHeader('content-length'));
    const line = {
      method: request.method,
      route: routeOf(request),
      path: pathOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: start !== undefined && written !== undefined && written >= start ? written - start : length || 0,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed while answering');
    else request.log.info(line, 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500)
      request.log.error({ err: error, route: routeOf(request), status: reply.statusCode }, 'request failed');
  }

  override routeNotFound(): void {
    // The access line says 404 and `unmatched`.
  }
}

/**
 * The Fastify options every server of ours is built with: our logger (redacting), our log lines (one per request),
 * and request ids taken from X-Request-Id when a caller brings a well-formed one.
 */
export function observedServerOptions(logger: Logger) {
  return {
    // Typed as Fastify's base logger, so the app stays a plain FastifyInstance for every function that takes one.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new AccessLogController(),
    genReqId: requestIdOf,
  };
}

/**
 * The request id on every answer (X-Request-Id), so that a guest's report, the balancer's line and ours meet; and
 * where the request's bytes start, for its access line.
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    bytesAtStart.set(request, request.raw.socket?.bytesWritten ?? 0);
  });
}
