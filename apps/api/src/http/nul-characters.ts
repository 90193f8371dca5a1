import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './api-error';

/** Where a string holding U+0000 sits in a value (`/page`, `/guest/name`), or null when none does. */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, `${path}/${key}`);
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
 * Refuses, with a 400 naming the field, text holding a NUL character (`%00` in a query, `"\u0000"`
 * in JSON). The schemas accept it (it is a character like any other), but PostgreSQL's text cannot
 * hold it, so a question, a review, an FAQ search or an outbox lookup with one failed in the
 * database as a 500 (found by the contract fuzzer). No form of the site sends one. Runs after
 * validation, for every route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, read] of INPUTS) {
      const path = nulCharacterPath(read(request));
      if (path) {
        const field = path === '/' ? where : `${where}${path}`;
        throw badRequest('Invalid request', [`${field} must not contain a NUL character`]);
      }
    }
  });
}
