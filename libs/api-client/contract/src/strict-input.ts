import type { TSchema } from 'typebox';

/**
 * Limits a request schema gets where it names none. Every string, number and list a client sends is
 * bounded, so junk input is a 400 at the door instead of a slow query or a 500 deeper in:
 * - strings: 200 characters (fields with a real limit, such as names, emails, messages and review
 *   text, declare their own);
 * - integers and numbers: PostgreSQL's `integer` range, what the API's columns and ids hold;
 * - lists: 100 items.
 */
export const INPUT_LIMITS = {
  maxLength: 200,
  minimum: -2_147_483_648,
  maximum: 2_147_483_647,
  maxItems: 100,
} as const;

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Copies a schema with its own non-enumerable keys (TypeBox marks kinds and optional properties with
 * them), so the copy is still a TypeBox schema and the original, which response schemas may share,
 * is left untouched.
 */
function copy(schema: JsonSchema): JsonSchema {
  return Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as JsonSchema;
}

const hasType = (schema: JsonSchema, type: string) =>
  schema['type'] === type || (Array.isArray(schema['type']) && schema['type'].includes(type));

const isFixed = (schema: JsonSchema) => 'const' in schema || 'enum' in schema;

/**
 * The strict form of a request schema (params, query string or body), deep: every object refuses
 * properties it does not declare (`additionalProperties: false`, so `{ is_admin: true }` is a 400
 * naming the field, and the OpenAPI document says so to whoever generates requests from it), and
 * every string, number and list without a bound gets INPUT_LIMITS. Nested objects, list items and
 * each branch of a union are made strict the same way. Objects that already say what extra
 * properties may be (records, free-form maps) keep their rule.
 */
export function strictInput<S extends TSchema>(schema: S): S {
  return strict(schema as unknown as JsonSchema) as unknown as S;
}

function strict(schema: JsonSchema): JsonSchema {
  const out = copy(schema);
  if (isSchema(schema['properties'])) {
    const properties: JsonSchema = {};
    for (const [name, value] of Object.entries(schema['properties']))
      properties[name] = isSchema(value) ? strict(value) : value;
    out['properties'] = properties;
  }
  if (hasType(schema, 'object') && !('additionalProperties' in schema) && !('patternProperties' in schema))
    out['additionalProperties'] = false;
  if (isSchema(schema['items'])) out['items'] = strict(schema['items']);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) out[key] = branches.map((b) => (isSchema(b) ? strict(b) : b));
  }
  if (isFixed(schema)) return out;
  if (hasType(schema, 'string') && !('maxLength' in schema)) out['maxLength'] = INPUT_LIMITS.maxLength;
  if (hasType(schema, 'integer') || hasType(schema, 'number')) {
    if (!('minimum' in schema) && !('exclusiveMinimum' in schema)) out['minimum'] = INPUT_LIMITS.minimum;
    if (!('maximum' in schema) && !('exclusiveMaximum' in schema)) out['maximum'] = INPUT_LIMITS.maximum;
  }
  if (hasType(schema, 'array') && !('maxItems' in schema)) out['maxItems'] = INPUT_LIMITS.maxItems;
  return out;
}
