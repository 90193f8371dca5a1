import fc from 'fast-check';
import { choicesOf, codePointLength, numberBounds, typeOf, unionOf, type JsonSchema } from './json-schema';

/**
 * fast-check arbitraries of values a JSON Schema accepts, for the subset the contract uses (object,
 * required, properties, additionalProperties; array items and sizes; string lengths, pattern,
 * format email, enum; integer and number bounds; boolean; anyOf/oneOf; const; nullable).
 *
 * Written here rather than taken from npm: json-schema-fast-check (0.0.6, its only version) is built
 * on fast-check 1 and faker 4; openapi-fuzzer-core and the samplers (json-schema-faker,
 * openapi-sampler) draw with their own random source, so fast-check could neither replay nor shrink
 * them; and none lets a caller put real ids and future dates in named fields, which is what makes a
 * request reach past a 404.
 */

export interface FieldContext {
  /** Where the value goes: 'body.guest.mobile', 'query.checkin', 'params.hotelId'. */
  readonly path: string;
  /** The property's own name ('mobile', 'checkin', 'hotelId'). */
  readonly name: string;
  readonly schema: JsonSchema;
  /** The value as the schema alone would make it: hints mix it in, so odd but valid values still come. */
  readonly fromSchema: fc.Arbitrary<unknown>;
}

export interface ObjectContext {
  readonly path: string;
  readonly properties: readonly string[];
  readonly required: readonly string[];
}

export interface Hints {
  /** A meaningful value for one field (a real hotel id, a phone number), or undefined for the schema's. */
  readonly field?: (field: FieldContext) => fc.Arbitrary<unknown> | undefined;
  /**
   * Values of several properties of one object chosen together (a check-in before its check-out);
   * the keys it names are not generated one by one.
   */
  readonly together?: (
    object: ObjectContext,
  ) => { readonly keys: readonly string[]; readonly values: fc.Arbitrary<Record<string, unknown>> } | undefined;
}

/** Largest range fc.integer draws from; wider bounds are reached through their exact end points. */
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Arrays without maxItems, and the most items drawn at random below a large maxItems. */
const USUAL_ITEMS = 6;
/** Strings without maxLength stay this short when valid (an absurd length is an invalid request). */
const USUAL_LENGTH = 60;

const asciiUnit = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 });
const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
/**
 * One code point each: quotes, backslash, percent, NUL, newline, a right-to-left override, emoji,
 * Devanagari, and a lone surrogate (valid JSON as "\ud800", not valid UTF-8).
 */
const trickyUnit = fc.constantFrom('\u0000', "'", '"', '\\', '%', '<', '\n', '\u202e', '\u{1F600}', '\u0928', '\ud800');
/** Mostly printable ASCII, sometimes any code point: each unit is one code point, as JSON Schema counts length. */
const textUnit = fc.oneof(
  { weight: 8, arbitrary: asciiUnit },
  { weight: 2, arbitrary: anyCodePoint },
  { weight: 1, arbitrary: trickyUnit },
);

/** A value the schema accepts, with hints for named fields; `path` and `name` say where it goes. */
export function arbitraryFor(schema: JsonSchema, hints: Hints = {}, path = '', name = ''): fc.Arbitrary<unknown> {
  const fromSchema = nullable(schema, hints, path);
  return (name && hints.field?.({ path, name, schema, fromSchema })) || fromSchema;
}

function nullable(schema: JsonSchema, hints: Hints, path: string): fc.Arbitrary<unknown> {
  const value = schemaValue(schema, hints, path);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function schemaValue(schema: JsonSchema, hints: Hints, path: string): fc.Arbitrary<unknown> {
  const choices = choicesOf(schema);
  if (choices) return fc.constantFrom(...choices);
  const union = unionOf(schema);
  if (union) return fc.oneof(...union.map((member) => nullable(member, hints, path)));
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayValue(schema, hints, path);
    case 'object':
      return objectValue(schema, hints, path);
    default:
      // Type.Unknown(): any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, USUAL_LENGTH);
  const fits = (s: string) => {
    const n = codePointLength(s);
    return n >= min && n <= max;
  };
  if (schema.pattern) {
    // ajv tests patterns with the u flag; the candidates come from the pattern without its lookarounds
    // (fast-check cannot generate from those) and the whole pattern then filters them.
    const pattern = new RegExp(schema.pattern, 'u');
    return fc
      .stringMatching(new RegExp(withoutLookarounds(schema.pattern)), { maxLength: max })
      .filter((s) => fits(s) && pattern.test(s));
  }
  if (schema.format === 'email') return emailValue(min, max);
  return fc.string({ unit: textUnit, minLength: min, maxLength: max });
}

/** Addresses in the shape ajv-formats accepts (dot-atoms at a dotted domain), within the length limits. */
function emailValue(min: number, max: number): fc.Arbitrary<string> {
  const atom = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,12}$/);
  const label = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/);
  return fc
    .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), label)
    .map(([local, domain, top]) => `${local.join('.')}@${domain.join('.')}.${top}`)
    .filter((s) => s.length >= min && s.length <= max);
}

export function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max, minExcluded, maxExcluded } = numberBounds(schema);
  const lo = min === undefined ? undefined : minExcluded ? Math.floor(min) + 1 : Math.ceil(min);
  const hi = max === undefined ? undefined : maxExcluded ? Math.ceil(max) - 1 : Math.floor(max);
  const inner = fc.integer({
    min: Math.max(lo ?? INT32.min, INT32.min),
    max: Math.min(hi ?? INT32.max, INT32.max),
  });
  const ends = [lo, hi].filter((n): n is number => n !== undefined && Number.isSafeInteger(n));
  return ends.length
    ? fc.oneof({ weight: 9, arbitrary: inner }, { weight: 1, arbitrary: fc.constantFrom(...ends) })
    : inner;
}

export function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max, minExcluded, maxExcluded } = numberBounds(schema);
  // Without bounds, ordinary magnitudes: 1e309 and friends are the invalid requests' business.
  return fc.double({
    min: min ?? -1e6,
    max: max ?? 1e6,
    minExcluded,
    maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function arrayValue(schema: JsonSchema, hints: Hints, path: string): fc.Arbitrary<unknown[]> {
  const item = arbitraryFor(schema.items ?? {}, hints, `${path}[]`);
  const minLength = schema.minItems ?? 0;
  const maxLength = schema.maxItems ?? USUAL_ITEMS;
  const usual = fc.array(item, { minLength, maxLength: Math.min(maxLength, Math.max(minLength, USUAL_ITEMS)) });
  if (maxLength <= USUAL_ITEMS) return usual;
  // Now and then exactly as many as allowed: the edge a handler forgets.
  return fc.oneof(
    { weight: 9, arbitrary: usual },
    { weight: 1, arbitrary: fc.array(item, { minLength: maxLength, maxLength }) },
  );
}

function objectValue(schema: JsonSchema, hints: Hints, path: string): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const group = hints.together?.({ path, properties: Object.keys(properties), required });
  const grouped = new Set(group?.keys ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) {
    if (!grouped.has(key)) model[key] = arbitraryFor(sub, hints, join(path, key), key);
  }
  const requiredKeys = Object.keys(model).filter((key) => required.includes(key));
  let value: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys });
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && Object.keys(properties).length === 0) {
    // A record (Type.Record): a few keys of its value schema.
    value = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(extra, hints, `${path}{}`), {
      maxKeys: 3,
    });
  }
  if (group) value = fc.tuple(value, group.values).map(([own, together]) => ({ ...own, ...together }));
  return value;
}

/**
 * A pattern's source without its lookahead and lookbehind groups: `^/(?![/\\\\])[!-~]*$` becomes
 * `^/[!-~]*$`, which fast-check can generate from (values are then filtered by the whole pattern).
 */
export function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i += 1;
    } else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      i = closingParen(source, i);
    } else {
      out += source[i];
    }
  }
  return out;
}

/** Index of the `)` closing the group opened at `open`, skipping escapes and character classes. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i;
  }
  return source.length;
}

export function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
