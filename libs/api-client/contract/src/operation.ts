import type { TSchema } from 'typebox';
import { strictInput } from './strict-input';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API. `path` uses `:name` for path parameters (Fastify's syntax; the client
 * substitutes them). `auth`: 'required' needs a bearer token, 'optional' uses one if present
 * (member prices), 'none' ignores it. Responses list the success status only; every failure
 * answers with ErrorBody.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: 'required' | 'optional' | 'none';
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly headers?: TSchema;
  readonly response: { readonly [status: number]: TSchema };
}

/** What a client sends and the API validates; headers stay open (every request carries many). */
const INPUTS = ['params', 'querystring', 'body'] as const;

/**
 * Keeps each entry's literal types while checking it is an Operation, and makes every input schema
 * strict here, once, for every call (strictInput: unknown fields refused, every string, number and
 * list bounded), so neither a new operation nor a new field can forget it.
 */
export function defineOperations<const T extends Record<string, Operation>>(operations: T): T {
  const strict: Record<string, Operation> = {};
  for (const [id, op] of Object.entries(operations)) {
    const inputs: Partial<Record<(typeof INPUTS)[number], TSchema>> = {};
    for (const key of INPUTS) {
      const schema = op[key];
      if (schema) inputs[key] = strictInput(schema);
    }
    strict[id] = { ...op, ...inputs };
  }
  return strict as T;
}
