import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { CONTRACT } from '@nivaas/api-client/contract';
import type { JsonSchema } from './json-schema';
import { arbitraryFor, withoutLookarounds } from './schema-arbitrary';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Every request schema of the contract (params, query string, body), by where it is. */
const requestSchemas = Object.entries(CONTRACT).flatMap(([id, op]) =>
  (['params', 'querystring', 'body'] as const).flatMap((key) =>
    key in op ? [[`${id} ${key}`, (op as Record<string, unknown>)[key] as JsonSchema] as const] : [],
  ),
);

describe('values generated from JSON Schema', () => {
  it.each(requestSchemas)('property: every value generated for %s is accepted by its schema', (_, schema) => {
    const validate = ajv.compile(schema);
    fc.assert(
      fc.property(arbitraryFor(schema), (value) => {
        if (!validate(value)) throw new Error(ajv.errorsText(validate.errors));
      }),
      { numRuns: 40, seed: 17 },
    );
  });

  it('given OpenAPI nullable, enum, anyOf of literals, records and bounded arrays, then each value fits', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['kind', 'count', 'tags'],
      properties: {
        kind: {
          anyOf: [
            { type: 'string', enum: ['city'] },
            { type: 'string', enum: ['hotel'] },
          ],
        },
        count: { type: 'integer', minimum: 3, maximum: 7, nullable: true },
        tags: { type: 'array', items: { type: 'string', maxLength: 2 }, minItems: 1, maxItems: 2 },
        scores: { type: 'object', additionalProperties: { type: 'number', minimum: 0, maximum: 1 } },
      },
    };
    const validate = ajv.compile({ ...schema, additionalProperties: false });
    const seen = { nulls: 0, hotels: 0 };
    fc.assert(
      fc.property(arbitraryFor(schema), (value) => {
        const v = value as { kind: string; count: number | null };
        if (v.count === null) seen.nulls += 1;
        else expect(validate(value)).toBe(true);
        if (v.kind === 'hotel') seen.hotels += 1;
      }),
      { numRuns: 200, seed: 17 },
    );
    // Both branches of the union and the null of nullable do come.
    expect(seen.nulls).toBeGreaterThan(0);
    expect(seen.hotels).toBeGreaterThan(0);
  });

  it('given hints, then named fields take the hinted values and other fields their schema', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['hotel_id', 'note'],
      properties: { hotel_id: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 3 } },
    };
    const hinted = arbitraryFor(schema, { field: (f) => (f.name === 'hotel_id' ? fc.constant(1001) : undefined) });
    fc.assert(
      fc.property(hinted, (value) => {
        const v = value as { hotel_id: number; note: string };
        expect(v.hotel_id).toBe(1001);
        expect([...v.note].length).toBeLessThanOrEqual(3);
      }),
      { seed: 17 },
    );
  });

  it('given a pattern with a lookahead (a site path), then values come and all match the whole pattern', () => {
    const pattern = '^/(?![/\\\\]|%2[fF]|%5[cC])[!-\\[\\]-~]*$';
    expect(withoutLookarounds(pattern)).toBe('^/[!-\\[\\]-~]*$');
    const re = new RegExp(pattern, 'u');
    fc.assert(
      fc.property(arbitraryFor({ type: 'string', pattern, maxLength: 40 }), (value) => {
        expect(re.test(value as string)).toBe(true);
      }),
      { seed: 17 },
    );
  });
});
