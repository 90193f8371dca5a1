import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './api-error';

/** What the schemas let through but the API cannot take, and how the 400 says it. */
const GUARDS = [
  {
    /*
     * ajv's type coercion makes `"1e309"` (a query value, or a string where the body wants a number) Infinity and
     * then skips its range checks (ajv-validator/ajv#2212, fastify/fastify#6718, open upstream), so
     * `offset=1e309` would reach PostgreSQL and fail there as a 500.
     */
    refuses: (value: unknown) => typeof value === 'number' && !Number.isFinite(value),
    problem: 'must be a finite number',
  },
  {
    // PostgreSQL's text cannot hold U+0000: a question or a search with `%00` failed in the database as a 500.
    refuses: (value: unknown) => typeof value === 'string' && value.includes('\u0000'),
    problem: 'must not contain a NUL character',
  },
] as const;

type Guard = (typeof GUARDS)[number];

/** Where the first value a guard refuses sits (`/offset`, `/guest/name`, `/` for the whole input), or null. */
export function refusedPath(value: unknown, guard: Guard, path = ''): string | null {
  if (guard.refuses(value)) return path || '/';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = refusedPath(item, guard, `${path}/${key}`);
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
 * Refuses, with a 400 naming the field in the API's error shape, the two inputs schema validation lets through
 * that would otherwise fail as a 500. Runs after validation, for every route, contract or not.
 */
export function refuseUnsafeInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const guard of GUARDS) {
      for (const [where, read] of INPUTS) {
        const path = refusedPath(read(request), guard);
        if (path) throw badRequest('Invalid request', [`${path === '/' ? where : `${where}${path}`} ${guard.problem}`]);
      }
    }
  });
}
