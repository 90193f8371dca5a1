import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './api-error';

/** Where a non-finite number sits in a value (`/offset`, `/guests/0/age`), or null when there is none. */
export function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

const INPUTS = [
  ['params', (r: FastifyRequest) => r.params],
  ['querystring', (r: FastifyRequest) => r.query],
  ['body', (r: FastifyRequest) => r.body],
] as const;

/**
 * Refuses, with a 400 naming the field, a number that validation turned into Infinity. ajv's type
 * coercion makes `"1e309"` (a query value, or a string where the body wants a number) Infinity and
 * then skips its range checks for it (ajv-validator/ajv#2212, fastify/fastify#6718, open upstream),
 * so `offset=1e309` would reach PostgreSQL and fail there as a 500. Runs after validation, for every
 * route, contract or not.
 */
export function refuseNonFiniteInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, read] of INPUTS) {
      const path = nonFinitePath(read(request));
      if (path) {
        const field = path === '/' ? where : `${where}${path}`;
        throw badRequest('Invalid request', [`${field} must be a finite number`]);
      }
    }
  });
}
