/**
 * The part of JSON Schema the contract uses, as @fastify/swagger writes it into the OpenAPI 3.0
 * document: TypeBox literals become `enum`, `Type.Union([X, Type.Null()])` becomes `nullable`.
 */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly nullable?: boolean;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A number in JSON Schema 2019+ (TypeBox), a boolean flag on minimum/maximum in OpenAPI 3.0. */
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
  readonly default?: unknown;
}

/** An object schema with its properties (path parameters, query and headers are read into one). */
export interface ObjectSchema extends JsonSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, JsonSchema>>;
  readonly required: readonly string[];
}

export const emptyObjectSchema: ObjectSchema = { type: 'object', properties: {}, required: [] };

/** The single type a schema names ('string' for `{ type: ['string', 'null'] }`), or undefined. */
export function typeOf(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  return type?.find((t) => t !== 'null');
}

/** The alternatives of a union (anyOf or oneOf), or undefined. */
export function unionOf(schema: JsonSchema): readonly JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/**
 * Every value a schema allows when it is a closed set (an enum, a const, or a union of those, as
 * TypeBox writes `Type.Union([Type.Literal('a'), ...])`); undefined for open schemas.
 */
export function choicesOf(schema: JsonSchema): readonly unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  if (schema.enum) return schema.enum;
  const union = unionOf(schema);
  if (!union) return undefined;
  const all: unknown[] = [];
  for (const member of union) {
    const choices = choicesOf(member);
    if (!choices) return undefined;
    all.push(...choices);
  }
  return all;
}

/** Bounds of a number schema with both exclusive styles read; undefined where there is none. */
export function numberBounds(schema: JsonSchema): {
  min?: number;
  max?: number;
  minExcluded: boolean;
  maxExcluded: boolean;
} {
  const minExcluded = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const maxExcluded = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  return { min, max, minExcluded, maxExcluded };
}

/** String length as JSON Schema counts it (code points, as ajv does), not UTF-16 units. */
export function codePointLength(text: string): number {
  return [...text].length;
}

/**
 * The schema as the contract means it: @fastify/swagger writes `Type.Union([Type.Literal('x'), Type.Null()])` as
 * `{ type: 'string', enum: ['x'], nullable: true }`, and Ajv's `nullable` lets null past `type` but not past `enum`.
 * So null joins such an enum (at every depth), as the contract allows it.
 */
export function withNullableEnums(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item: JsonSchema) => withNullableEnums(item)) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = value && typeof value === 'object' && key !== 'enum' ? withNullableEnums(value as JsonSchema) : value;
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    copy['enum'] = [...schema.enum, null];
  }
  return copy as JsonSchema;
}
