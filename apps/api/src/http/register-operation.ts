import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTRACT,
  ErrorBody,
  type BodyOf,
  type HeadersOf,
  type OperationId,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@nivaas/api-client/contract';
import { unauthorized } from './api-error';
import { bearerToken, findSessionUser, type SessionUser } from './auth-context';
import type { AppContext } from '../app-context';

export interface HandlerInput<K extends OperationId> {
  readonly params: ParamsOf<K>;
  readonly query: QueryOf<K>;
  readonly body: BodyOf<K>;
  readonly headers: HeadersOf<K>;
  /** Set when a valid bearer token came with the request ('required' guarantees it). */
  readonly user: SessionUser | null;
  readonly token: string | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<ResponseOf<K>>;

/**
 * Registers one contract operation: method, path and every schema come from CONTRACT, so the
 * API validates input and serialises output exactly as the client's types say.
 */
export function registerOperation<K extends OperationId>(
  app: FastifyInstance,
  ctx: AppContext,
  id: K,
  handler: Handler<K>,
): void {
  const op = CONTRACT[id] as (typeof CONTRACT)[OperationId];
  const [status] = Object.keys(op.response).map(Number);
  // The abuse limits of this operation (http/rate-limits.ts), when the app registered them.
  const limit = app.abuseLimits?.forOperation(id) ?? null;
  app.route({
    method: op.method,
    url: op.path,
    schema: {
      operationId: id,
      summary: op.summary,
      tags: [op.tag],
      ...(op.auth !== 'none' ? { security: op.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] } : {}),
      ...('params' in op ? { params: op.params } : {}),
      ...('querystring' in op ? { querystring: op.querystring } : {}),
      ...('body' in op ? { body: op.body } : {}),
      ...('headers' in op ? { headers: op.headers } : {}),
      response: { ...op.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    handler: async (request, reply) => {
      const token = op.auth === 'none' ? null : bearerToken(request);
      const user = await findSessionUser(ctx.db, token);
      if (op.auth === 'required' && !user) throw unauthorized();
      // After the schema (a malformed body never counts) and the session (an account's count needs it).
      if (limit) await limit(request, reply, user?.id ?? null);
      const result = await handler({
        params: request.params as ParamsOf<K>,
        query: request.query as QueryOf<K>,
        body: request.body as BodyOf<K>,
        headers: request.headers as HeadersOf<K>,
        user,
        token,
        request,
        reply,
      });
      if (status && status !== 200) reply.status(status);
      return result;
    },
  });
}
