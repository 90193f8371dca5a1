import type { TSchema } from 'typebox';

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

/** Keeps each entry's literal types while checking it is an Operation. */
export function defineOperations<const T extends Record<string, Operation>>(operations: T): T {
  return operations;
}
