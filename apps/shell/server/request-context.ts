import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@nivaas/server';

const requestIds = new AsyncLocalStorage<string>();

/**
 * Runs the rest of each request (its page's API calls, its server render) knowing the request's id, so every call
 * the shell server makes for it carries that id (withRequestId): one id from the balancer's line to the API's.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestIds.run(request.id, done);
  });
}

/** The id of the request this code runs for, if any (a warm-up or a cache refresh runs for none). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** A fetch that adds X-Request-Id (the current request's) to every call that does not bring its own. */
export function withRequestId(base: typeof fetch): typeof fetch {
  return (input, init) => {
    const id = currentRequestId();
    if (!id) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
    return base(input, { ...init, headers });
  };
}
