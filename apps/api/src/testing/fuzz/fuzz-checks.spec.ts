import fc from 'fast-check';
import { ErrorBody } from '@nivaas/api-client/contract';
import { jsonText, Raw, urlOf, type FuzzRequest } from './fuzz-request';
import { emptyObjectSchema, type JsonSchema } from './json-schema';
import { mutationOf, setIn } from './invalid-requests';
import type { FuzzOperation } from './openapi-operations';
import { createRequestOracle } from './request-oracle';
import { createResponseChecker } from './response-check';
import { arbitraryFor } from './schema-arbitrary';

/** An operation like the contract's pay call: a path id, a header, a strict JSON body. */
const op: FuzzOperation = {
  name: 'payLike',
  method: 'POST',
  path: '/api/v1/things/{id}/pay/',
  auth: 'optional',
  params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 1000 } }, required: ['id'] },
  query: emptyObjectSchema,
  headers: {
    type: 'object',
    properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 100 } },
    required: ['idempotency-key'],
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['amount', 'guest'],
    properties: {
      amount: { type: 'integer', minimum: 0, maximum: 10_000 },
      guest: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 20 } },
      },
      method: {
        anyOf: [
          { type: 'string', enum: ['upi'] },
          { type: 'string', enum: ['card'] },
        ],
      },
    },
  },
  responses: {
    '200': { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
    '4XX': ErrorBody as JsonSchema,
  },
};

const valid: FuzzRequest = {
  params: { id: 7 },
  query: {},
  headers: { 'idempotency-key': 'key-12345678' },
  body: { amount: 100, guest: { name: 'Asha' } },
  remoteAddress: '10.0.0.1',
};

describe('the request oracle and the mutations', () => {
  const oracle = createRequestOracle();

  it('given the valid request, then the oracle accepts it as Fastify would', () => {
    expect(oracle(op, valid)).toEqual({ valid: true, problems: [] });
  });

  it('property: every mutation the oracle judges is refused by the schemas, or is invalid by rule', () => {
    const mutation = mutationOf(op);
    if (!mutation) throw new Error('the operation takes input: it has mutations');
    fc.assert(
      fc.property(mutation, (m) => {
        const verdict = oracle(op, m.apply(valid));
        // A schema-judged mutation of this strict operation is always caught; rule ones may not be.
        if (!m.byRule) expect(verdict.valid).toBe(false);
      }),
      { numRuns: 300, seed: 17 },
    );
  });

  it('given values the server coerces (a numeric string for an integer), then the oracle still accepts them', () => {
    expect(oracle(op, { ...valid, params: { id: '7' }, body: { amount: '100', guest: { name: 'A' } } }).valid).toBe(
      true,
    );
  });

  it('given 1e309 written into the JSON, then the server reads Infinity and the oracle refuses it (out of range)', () => {
    const request = { ...valid, body: { ...(valid.body as object), amount: new Raw('1e309') } };
    expect(jsonText(request.body)).toBe('{"amount":1e309,"guest":{"name":"Asha"}}');
    expect(oracle(op, request).problems).toEqual(['body/amount must be <= 10000']);
  });

  it('given malformed percent-encoding in the path, then the URL keeps it and the oracle refuses it', () => {
    const request = { ...valid, params: { id: new Raw('%E0%A4%A') } };
    expect(urlOf(op, request)).toBe('/api/v1/things/%E0%A4%A/pay/');
    expect(oracle(op, request).valid).toBe(false);
  });

  it('given a NUL character in a string, then the oracle refuses it (the API rule beyond the schemas)', () => {
    expect(oracle(op, { ...valid, body: { amount: 1, guest: { name: 'A\u0000' } } }).problems).toEqual([
      'a value holds a NUL character',
    ]);
  });

  it('setIn replaces deep values without touching the original, makes missing parents, and removes with undefined', () => {
    const body = { guest: { name: 'Asha' }, list: [1, 2] };
    expect(setIn(body, ['guest', 'name'], 'Dev')).toEqual({ guest: { name: 'Dev' }, list: [1, 2] });
    expect(setIn(body, ['extra', 'deep'], true)).toEqual({ ...body, extra: { deep: true } });
    expect(setIn(body, ['list', 0], undefined)).toEqual({ guest: { name: 'Asha' }, list: [2] });
    expect(setIn(body, ['guest'], undefined)).toEqual({ list: [1, 2] });
    expect(body).toEqual({ guest: { name: 'Asha' }, list: [1, 2] });
  });

  it('property: every request generated from the schemas passes them (only the NUL rule may refuse one)', () => {
    const requests = fc.record({ id: arbitraryFor(op.params), body: arbitraryFor(op.body ?? {}) });
    fc.assert(
      fc.property(requests, ({ id, body }) => {
        const request = { ...valid, params: id as Record<string, unknown>, body };
        const schemaProblems = oracle(op, request).problems.filter((p) => !p.includes('NUL'));
        expect(schemaProblems).toEqual([]);
      }),
      { seed: 17 },
    );
  });
});

describe('the response check', () => {
  const check = createResponseChecker(ErrorBody as JsonSchema);
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const res = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
    statusCode,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('given the documented success body or an ErrorBody, then nothing is wrong', () => {
    expect(check(op, res(200, { status: 'paid' }))).toEqual([]);
    expect(check(op, res(404, { error: 'Not found', errors: ['Not found'] }))).toEqual([]);
    expect(check(op, res(409, { error: 'Changed', errors: ['Changed'], code: 'price_changed' }))).toEqual([]);
  });

  it('given a 5xx, a 4xx in another shape, an undocumented 2xx or a body off its schema, then each is named', () => {
    expect(check(op, res(500, { error: 'Internal server error', errors: [] }))[0]).toMatch(/^500 server error/);
    expect(check(op, res(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode: 400 }))[0]).toMatch(
      /400 body must have required property 'errors'/,
    );
    expect(check(op, res(201, { status: 'paid' }))).toEqual(['201 is not a documented success status (200)']);
    expect(check(op, res(200, { state: 'paid' }))[0]).toMatch(/200 body must have required property 'status'/);
    expect(check(op, res(200, '<html></html>', { 'content-type': 'text/html' }))[0]).toMatch(/not JSON/);
    expect(check(op, res(302, '', {}))[0]).toMatch(/302 redirect/);
  });

  it('given a page route (success documented without a JSON body), then a redirect or HTML is fine, JSON errors still ErrorBody', () => {
    const page: FuzzOperation = { ...op, responses: { '200': null } };
    expect(check(page, res(302, '', { location: '/' }))).toEqual([]);
    expect(check(page, res(200, '<html></html>', { 'content-type': 'text/html' }))).toEqual([]);
    expect(check(page, res(400, '<form>fix the card number</form>', { 'content-type': 'text/html' }))).toEqual([]);
    expect(check(page, res(404, { error: 'Order not found' }))[0]).toMatch(/must have required property 'errors'/);
    expect(check(page, res(404, 'Not found', { 'content-type': 'text/plain' }))[0]).toMatch(/not JSON/);
  });
});
