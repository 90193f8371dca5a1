import type { JsonSchema, ObjectSchema } from './json-schema';

/** One operation of the OpenAPI document, its inputs read into object schemas the generator walks. */
export interface FuzzOperation {
  /** operationId, or `GET /api/s/{code}` for the routes outside the contract. */
  readonly name: string;
  readonly method: string;
  /** The OpenAPI path template: `/api/v1/hotels/{hotelId}/`. */
  readonly path: string;
  /** From `security`: `[{ bearer: [] }]` required, `[{ bearer: [] }, {}]` optional, none otherwise. */
  readonly auth: 'required' | 'optional' | 'none';
  readonly params: ObjectSchema;
  readonly query: ObjectSchema;
  readonly headers: ObjectSchema;
  /** The application/json request body, when the operation takes one. */
  readonly body?: JsonSchema;
  /**
   * Documented responses by status ('200', '201', '4XX', '5XX'); null where the document names the
   * status without a JSON body (an HTML page, an image, a redirect).
   */
  readonly responses: Readonly<Record<string, JsonSchema | null>>;
}

interface OpenApiParameter {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly name: string;
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

interface OpenApiOperation {
  readonly operationId?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly security?: readonly Record<string, unknown>[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> };
  readonly responses?: Record<string, { readonly content?: Record<string, { readonly schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function readOperations(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        name: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        auth: authOf(op.security),
        params: parametersIn(parameters, 'path'),
        query: parametersIn(parameters, 'query'),
        headers: parametersIn(parameters, 'header'),
        ...(body ? { body } : {}),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, response]) => [
            status.toUpperCase(),
            response.content?.['application/json']?.schema ?? null,
          ]),
        ),
      });
    }
  }
  return operations;
}

function authOf(security: OpenApiOperation['security']): FuzzOperation['auth'] {
  if (!security?.length) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

function parametersIn(parameters: readonly OpenApiParameter[], where: OpenApiParameter['in']): ObjectSchema {
  const mine = parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    // Path parameters are always required (OpenAPI says so; an empty one is another URL).
    required: mine.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/** The success statuses the document gives (200, 201, ...). */
export function successStatuses(op: FuzzOperation): number[] {
  return Object.keys(op.responses)
    .filter((status) => /^2\d\d$/.test(status))
    .map(Number);
}
