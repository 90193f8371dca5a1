import fc from 'fast-check';
import { jsonText, Raw, type FuzzRequest } from './fuzz-request';
import { choicesOf, numberBounds, typeOf, type JsonSchema } from './json-schema';
import type { FuzzOperation } from './openapi-operations';
import { arbitraryFor } from './schema-arbitrary';

/**
 * Ways to break a valid request, one at a time: a wrong type, a missing required field, an unknown
 * field, a number out of range or absurd (1e309), an over-long string, a bad path parameter,
 * malformed JSON, another media type. The API must answer each with a 4xx.
 */
export interface Mutation {
  /** What kind of breakage: 'wrong type', 'unknown field', 'absurd number', ... */
  readonly kind: string;
  /** Where: 'body.guest.mobile', 'query.offset', 'params.hotelId', 'body'. */
  readonly target: string;
  /**
   * Invalid by the rules even where the schema does not say so: unknown fields, absurd
   * numbers, strings longer than any limit, a body that is not JSON. Other mutations count as invalid
   * only when the request oracle agrees (coercion can make a "wrong" value right).
   */
  readonly byRule: boolean;
  readonly apply: (request: FuzzRequest) => FuzzRequest;
}

type Location = 'params' | 'query' | 'headers' | 'body';
type Key = string | number;

/** A string longer than any sensible limit, for strings whose schema names none. */
const ABSURD_LENGTH = { body: 100_000, wire: 20_000 };
/** An integer no id, amount or page reaches (and past PostgreSQL's bigint). */
const ABSURD_INTEGER = 1e20;
/** Field names a client has no business sending (mass assignment). */
const UNKNOWN_FIELDS = ['is_admin', 'role', 'user_id', 'status', 'price', 'discount', 'verified'];

/** One of the mutations that apply to the operation, or undefined when it takes no input at all. */
export function mutationOf(op: FuzzOperation): fc.Arbitrary<Mutation> | undefined {
  const options: fc.Arbitrary<Mutation>[] = [];
  for (const location of ['params', 'query', 'headers'] as const) {
    const schema = op[location];
    for (const [name, sub] of Object.entries(schema.properties)) {
      options.push(...fieldMutations(location, [name], sub, schema.required.includes(name)));
    }
  }
  if (Object.keys(op.query.properties).length) options.push(unknownField('query', [], op.query));
  if (op.body) options.push(...bodyMutations(op.body));
  return options.length ? fc.oneof(...options) : undefined;
}

function bodyMutations(body: JsonSchema): fc.Arbitrary<Mutation>[] {
  const options = [
    ...walk(body, [], true),
    fc
      .constantFrom('', '{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}}', 'nul', '[1,2', '{"a":"\\x"}', '\u0000')
      .map((payload): Mutation => ({
        kind: 'malformed JSON',
        target: 'body',
        byRule: true,
        apply: (r) => ({ ...r, body: undefined, rawBody: { payload, contentType: 'application/json' } }),
      })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data')
      .map((contentType): Mutation => ({
        kind: 'media type',
        target: 'body',
        byRule: true,
        apply: (r) => ({
          ...r,
          body: undefined,
          rawBody: {
            contentType,
            payload: contentType.endsWith('urlencoded') ? 'is_admin=true&page=1' : jsonText(r.body ?? {}),
          },
        }),
      })),
    fc.constant<Mutation>({
      kind: 'prototype pollution',
      target: 'body.__proto__',
      byRule: true,
      apply: (r) => {
        const text = jsonText(r.body ?? {});
        const payload = text.startsWith('{')
          ? `{"__proto__":{"is_admin":true}${text === '{}' ? '' : ','}${text.slice(1)}`
          : text;
        return { ...r, body: undefined, rawBody: { payload, contentType: 'application/json' } };
      },
    }),
  ];
  return options;
}

/** Mutations of a body value and everything inside it. */
function walk(schema: JsonSchema, keys: Key[], required: boolean): fc.Arbitrary<Mutation>[] {
  const options = fieldMutations('body', keys, schema, required);
  const type = typeOf(schema) ?? (schema.properties ? 'object' : undefined);
  if (type === 'object' && schema.properties) {
    options.push(unknownField('body', keys, schema));
    for (const [name, sub] of Object.entries(schema.properties)) {
      options.push(...walk(sub, [...keys, name], (schema.required ?? []).includes(name)));
    }
  }
  if (type === 'array' && schema.items) options.push(...walk(schema.items, [...keys, 0], true));
  return options;
}

function unknownField(location: Location, keys: Key[], schema: JsonSchema): fc.Arbitrary<Mutation> {
  const known = new Set(Object.keys(schema.properties ?? {}));
  const name = fc.oneof(fc.constantFrom(...UNKNOWN_FIELDS), fc.stringMatching(/^[a-z][a-z_]{0,15}$/));
  const value = location === 'body' ? fc.constantFrom<unknown>(true, 1, 'x', {}) : fc.constantFrom('true', '1', 'x');
  return fc
    .tuple(
      name.filter((n) => !known.has(n)),
      value,
    )
    .map(([field, v]) => mutation('unknown field', location, [...keys, field], v, true));
}

/** Mutations that replace or remove one value. */
function fieldMutations(
  location: Location,
  keys: Key[],
  schema: JsonSchema,
  required: boolean,
): fc.Arbitrary<Mutation>[] {
  const wire = location !== 'body';
  const options: fc.Arbitrary<Mutation>[] = [];
  const set = (kind: string, values: fc.Arbitrary<unknown>, byRule = false) =>
    options.push(values.map((v) => mutation(kind, location, keys, v, byRule)));
  if (required && schema.default === undefined && location !== 'params' && keys.length > 0) {
    options.push(fc.constant(removal(location, keys)));
  }
  const choices = choicesOf(schema);
  if (choices) {
    set('not a choice', fc.constantFrom('not-a-choice', ...choices.map((c) => String(c).toUpperCase()), ''));
    if (!wire) set('wrong type', fc.constantFrom<unknown>({}, [1, 2]));
    return options;
  }
  if (location === 'params')
    set('bad path parameter', fc.constantFrom(new Raw('%E0%A4%A'), new Raw('%'), 'x'.repeat(300)));
  switch (typeOf(schema)) {
    case 'string':
      stringMutations(schema, wire, set);
      break;
    case 'integer':
    case 'number':
      numberMutations(schema, wire, set);
      break;
    case 'boolean':
      set('wrong type', wire ? fc.constantFrom('maybe', '2', 'yes') : fc.constantFrom<unknown>('maybe', 2, {}));
      break;
    case 'array':
      if (!wire) set('wrong type', fc.constantFrom<unknown>({}, { 0: 'x' }));
      if (!wire && schema.maxItems !== undefined && schema.items) {
        const extra = schema.maxItems + 1;
        set('too many items', fc.array(arbitraryFor(schema.items), { minLength: extra, maxLength: extra + 2 }));
      }
      if (!wire && (schema.minItems ?? 0) > 0) set('too few items', fc.constant([]));
      break;
    case 'object':
      if (!wire) set('wrong type', fc.constantFrom<unknown>('x', 7, [], [{}, {}]));
      break;
  }
  return options;
}

type Setter = (kind: string, values: fc.Arbitrary<unknown>, byRule?: boolean) => void;

function stringMutations(schema: JsonSchema, wire: boolean, set: Setter): void {
  if (!wire) set('wrong type', fc.constantFrom<unknown>({}, [1, 2], [], { a: 'x' }));
  const { maxLength, minLength, pattern, format } = schema;
  if (maxLength !== undefined) {
    set(
      'too long',
      fc.integer({ min: 1, max: 64 }).map((extra) => 'x'.repeat(maxLength + extra)),
    );
  } else {
    set('too long', fc.constant('x'.repeat(wire ? ABSURD_LENGTH.wire : ABSURD_LENGTH.body)), true);
  }
  if (minLength !== undefined && minLength > 0) {
    set(
      'too short',
      fc.integer({ min: 0, max: minLength - 1 }).map((n) => 'a'.repeat(n)),
    );
  }
  if (pattern) {
    const re = new RegExp(pattern, 'u');
    const junk = ['', ' ', '   ', '!!', 'a b', '%', '../x', '\u0000', '\u{1F600}', 'abc', '12', '-1', 'null'];
    const misses = junk.filter((s) => !re.test(s));
    const random = fc.string({ maxLength: 30 }).filter((s) => !re.test(s));
    if (misses.length) set('pattern', fc.oneof(fc.constantFrom(...misses), random));
  }
  if (format === 'email')
    set('bad format', fc.constantFrom('not-an-email', 'a@', '@example.in', 'a b@example.in', 'a@b'));
}

function numberMutations(schema: JsonSchema, wire: boolean, set: Setter): void {
  const integer = typeOf(schema) === 'integer';
  const { min, max } = numberBounds(schema);
  set(
    'wrong type',
    wire ? fc.constantFrom('abc', '12abc', '1,5', '') : fc.constantFrom<unknown>('abc', {}, [1, 2], ''),
  );
  if (integer)
    set(
      'not an integer',
      fc.integer({ min: 0, max: 1000 }).map((n) => (wire ? `${n}.5` : n + 0.5)),
    );
  if (min !== undefined)
    set(
      'out of range',
      fc.integer({ min: 1, max: 1000 }).map((d) => num(min - d, wire)),
    );
  if (max !== undefined)
    set(
      'out of range',
      fc.integer({ min: 1, max: 1000 }).map((d) => num(max + d, wire)),
    );
  const absurd = wire
    ? ['1e309', '-1e309', 'Infinity', '-Infinity', String(ABSURD_INTEGER), `-${ABSURD_INTEGER}`]
    : [new Raw('1e309'), new Raw('-1e309'), '1e309', 'Infinity', ABSURD_INTEGER, -ABSURD_INTEGER];
  set('absurd number', fc.constantFrom<unknown>(...absurd), true);
  // 1e-400 reads as 0: out of range where the minimum is above it.
  if (!wire && min !== undefined && min > 0) set('out of range', fc.constant(new Raw('1e-400')));
}

function num(n: number, wire: boolean): unknown {
  return wire ? String(n) : n;
}

function mutation(kind: string, location: Location, keys: Key[], value: unknown, byRule: boolean): Mutation {
  return {
    kind,
    target: [location, ...keys].join('.'),
    byRule,
    apply: (r) =>
      location === 'body'
        ? { ...r, body: setIn(r.body, keys, value) }
        : { ...r, [location]: setIn(r[location], keys, value) as Record<string, unknown> },
  };
}

function removal(location: Location, keys: Key[]): Mutation {
  return {
    kind: 'missing required field',
    target: [location, ...keys].join('.'),
    byRule: false,
    apply: (r) =>
      location === 'body'
        ? { ...r, body: setIn(r.body, keys, undefined) }
        : { ...r, [location]: setIn(r[location], keys, undefined) as Record<string, unknown> },
  };
}

/** A copy of `target` with the value at `keys` replaced (undefined removes it); missing parents are made. */
export function setIn(target: unknown, keys: readonly Key[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys as [Key, ...Key[]];
  const isContainer = typeof target === 'object' && target !== null;
  if (typeof key === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[key] = setIn(list[key], rest, value);
    return value === undefined && rest.length === 0 ? list.filter((_, i) => i !== key) : list;
  }
  const copy: Record<string, unknown> = isContainer && !Array.isArray(target) ? { ...(target as object) } : {};
  const next = setIn(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}
