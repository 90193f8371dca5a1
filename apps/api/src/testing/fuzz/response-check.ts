import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { withNullableEnums, type JsonSchema } from './json-schema';
import { successStatuses, type FuzzOperation } from './openapi-operations';

export interface FuzzResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body: string;
}

/**
 * What is wrong with a response by the document (empty when nothing): never a 5xx; a 2xx is a
 * documented success status and its body matches that status's schema; a 4xx body is ErrorBody
 * (docs/rules.md section 8: `{ error, errors }`). Routes whose success is a page, an image or a redirect
 * (documented without a JSON body) may answer 2xx/3xx with anything, and an error as an HTML page
 * for the person looking at it; their JSON errors are still ErrorBody.
 */
export function createResponseChecker(errorBody: JsonSchema): (op: FuzzOperation, res: FuzzResponse) => string[] {
  // No coercion, no defaults: the body must be what the document says, as sent.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const cache = new Map<JsonSchema, ValidateFunction>();
  const matches = (schema: JsonSchema, res: FuzzResponse): string[] => {
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) {
      return [`${res.statusCode} is ${String(res.headers['content-type'] ?? 'without a content type')}, not JSON`];
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return [`${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`];
    }
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(withNullableEnums(schema));
      cache.set(schema, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${res.statusCode} body${e.instancePath} ${e.message ?? 'is invalid'} (${JSON.stringify(e.params)})`);
  };

  return (op, res) => {
    const status = res.statusCode;
    const documented = successStatuses(op);
    const pageOrRedirect = documented.every((s) => op.responses[String(s)] === null);
    if (status >= 500) return [`${status} server error: ${res.body.slice(0, 300)}`];
    // A page shows a person its errors as a page (the gateway's form, re-rendered with what to fix).
    if (status >= 400 && pageOrRedirect && String(res.headers['content-type'] ?? '').startsWith('text/html')) return [];
    if (status >= 400) return matches(op.responses['4XX'] ?? errorBody, res);
    const schema = documented.length ? op.responses[String(status)] : null;
    if (status >= 300)
      return pageOrRedirect ? [] : [`${status} redirect where the document gives ${documented.join(', ')}`];
    if (documented.length && !documented.includes(status)) {
      return [`${status} is not a documented success status (${documented.join(', ')})`];
    }
    return schema ? matches(schema, res) : [];
  };
}
