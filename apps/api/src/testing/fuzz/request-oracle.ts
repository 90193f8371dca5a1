import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonText, Raw, scalarText, wellFormed, type FuzzRequest } from './fuzz-request';
import type { JsonSchema } from './json-schema';
import type { FuzzOperation } from './openapi-operations';

/**
 * Says whether the API's validation must accept a request, judging it as Fastify does: the same
 * ajv options as `buildApp` (query, path and header values arrive as strings and are coerced; one
 * value may stand for an array), the document's schemas, ajv-formats. A generated "invalid" request
 * that is still valid by these rules (a number sent for a string is coerced to "12") is judged as a
 * valid one instead of expecting a 400 the API rightly does not give.
 */
export interface RequestVerdict {
  readonly valid: boolean;
  /** Why not, as ajv says it (`body/guest/mobile must match pattern ...`). */
  readonly problems: readonly string[];
}

/** find-my-way's default: a longer path parameter does not match the route (404). */
const MAX_PARAM_LENGTH = 100;

export function createRequestOracle(): (op: FuzzOperation, request: FuzzRequest) => RequestVerdict {
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    // The document carries OpenAPI's `example` and `nullable`; they describe, they do not validate.
    strict: false,
  });
  addFormats(ajv);
  const cache = new Map<JsonSchema, ValidateFunction>();
  const compiled = (schema: JsonSchema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    return validate;
  };
  const check = (where: string, schema: JsonSchema, data: unknown, problems: string[]) => {
    // ajv coerces and fills defaults in place: judge a copy.
    const copy = data === undefined ? undefined : structuredClone(data);
    const validate = compiled(schema);
    if (!validate(copy)) {
      for (const e of validate.errors ?? []) problems.push(`${where}${e.instancePath} ${e.message ?? 'is invalid'}`);
    }
  };

  return (op, request) => {
    const problems: string[] = [];
    const params = wireValues(request.params, problems, 'params');
    for (const [name, text] of Object.entries(params)) {
      if (encodeURIComponent(text).length > MAX_PARAM_LENGTH)
        problems.push(`params/${name} is longer than a route matches`);
    }
    check('params', op.params, params, problems);
    check('query', op.query, wireValues(request.query, problems, 'query'), problems);
    check('headers', op.headers, wireValues(request.headers, problems, 'headers'), problems);
    let body: unknown;
    if (op.body) {
      const parsed = parsedBody(request, problems);
      if (parsed.parsed) check('body', op.body, parsed.value, problems);
      body = parsed.value;
    }
    // The API's own rule beyond the schemas: PostgreSQL text cannot hold U+0000 (http/input-guards.ts).
    if ([params, request.query, request.headers, body].some(holdsNul)) problems.push('a value holds a NUL character');
    return { valid: problems.length === 0, problems };
  };
}

function holdsNul(value: unknown): boolean {
  if (value instanceof Raw) return holdsNul(value.text);
  if (typeof value === 'string') return value.includes('\u0000');
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsNul);
}

/** Values as the server reads them off the wire: text, percent-decoded; undefined ones are not sent. */
function wireValues(values: Readonly<Record<string, unknown>>, problems: string[], where: string) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Raw) {
      try {
        out[name] = decodeURIComponent(value.text);
      } catch {
        problems.push(`${where}/${name} is not valid percent-encoding`);
      }
    } else {
      out[name] = wellFormed(scalarText(value));
    }
  }
  return out;
}

function parsedBody(request: FuzzRequest, problems: string[]): { parsed: boolean; value?: unknown } {
  if (request.rawBody) {
    if (!/^application\/json\b/i.test(request.rawBody.contentType)) {
      problems.push(`body is ${request.rawBody.contentType}, not JSON`);
      return { parsed: false };
    }
    try {
      return { parsed: true, value: JSON.parse(request.rawBody.payload) };
    } catch {
      problems.push('body is not JSON');
      return { parsed: false };
    }
  }
  if (request.body === undefined) return { parsed: true, value: undefined };
  return { parsed: true, value: JSON.parse(jsonText(request.body)) };
}
