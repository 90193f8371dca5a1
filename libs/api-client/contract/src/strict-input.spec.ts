import { Type } from 'typebox';
import { CONTRACT } from './registry';
import { INPUT_LIMITS, strictInput } from './strict-input';
import { GuestDetails } from './schemas/checkout';

type Schema = Record<string, unknown>;

/** Every place of a schema that a client fills, with what makes it unbounded or open. */
function looseSpots(schema: Schema, at: string): string[] {
  const spots: string[] = [];
  const visit = (s: Schema, path: string) => {
    const props = s['properties'] as Record<string, Schema> | undefined;
    if (props) for (const [name, p] of Object.entries(props)) visit(p, `${path}.${name}`);
    if (s['items']) visit(s['items'] as Schema, `${path}[]`);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      (s[key] as Schema[] | undefined)?.forEach((b, i) => visit(b, `${path}|${i}`));
    if (s['type'] === 'object' && s['additionalProperties'] !== false) spots.push(`${path} takes unknown fields`);
    if ('const' in s || 'enum' in s) return;
    if (s['type'] === 'string' && typeof s['maxLength'] !== 'number') spots.push(`${path} has no maxLength`);
    if ((s['type'] === 'integer' || s['type'] === 'number') && !('minimum' in s && 'maximum' in s))
      spots.push(`${path} has no range`);
    if (s['type'] === 'array' && typeof s['maxItems'] !== 'number') spots.push(`${path} has no maxItems`);
  };
  visit(schema, at);
  return spots;
}

describe('strict input', () => {
  it('makes every params, query string and body of the contract refuse unknown fields and bound every value', () => {
    const spots = Object.entries(CONTRACT).flatMap(([id, op]) =>
      (['params', 'querystring', 'body'] as const).flatMap((key) =>
        key in op ? looseSpots((op as Record<string, unknown>)[key] as Schema, `${id}.${key}`) : [],
      ),
    );
    expect(spots).toEqual([]);
  });

  it('goes deep: nested objects, list items and union branches, keeping the limits a field declares', () => {
    const schema = strictInput(
      Type.Object({
        name: Type.String({ maxLength: 60 }),
        note: Type.Optional(Type.String()),
        count: Type.Integer({ minimum: 1 }),
        guest: Type.Object({ age: Type.Number() }),
        rooms: Type.Array(Type.Object({ adults: Type.Integer({ minimum: 1, maximum: 5 }) })),
        pick: Type.Union([Type.Object({ a: Type.String() }), Type.Literal('none')]),
      }),
    ) as unknown as Schema & { properties: Record<string, Schema> };
    const p = schema.properties;
    expect(schema['additionalProperties']).toBe(false);
    expect(p['name']).toMatchObject({ maxLength: 60 });
    expect(p['note']).toMatchObject({ maxLength: INPUT_LIMITS.maxLength });
    expect(p['count']).toMatchObject({ minimum: 1, maximum: INPUT_LIMITS.maximum });
    expect(p['guest']).toMatchObject({
      additionalProperties: false,
      properties: { age: { minimum: INPUT_LIMITS.minimum, maximum: INPUT_LIMITS.maximum } },
    });
    expect(p['rooms']).toMatchObject({
      maxItems: INPUT_LIMITS.maxItems,
      items: { additionalProperties: false, properties: { adults: { minimum: 1, maximum: 5 } } },
    });
    expect(p['pick']).toMatchObject({ anyOf: [{ additionalProperties: false }, { const: 'none' }] });
    expect(p['pick']?.['anyOf']).not.toContainEqual(expect.objectContaining({ const: 'none', maxLength: 200 }));
    // Optional fields stay optional: TypeBox's own marks are kept on the copies.
    expect(schema['required']).toEqual(['name', 'count', 'guest', 'rooms', 'pick']);
  });

  it('leaves the shared schemas alone: responses that reuse them are not made strict', () => {
    expect(GuestDetails).not.toHaveProperty('additionalProperties');
    expect(CONTRACT.payNow.body.properties.guest).toHaveProperty('additionalProperties', false);
    expect(CONTRACT.getHotelDetails.response[200]).not.toHaveProperty('additionalProperties');
  });

  it('keeps headers open (every request carries many)', () => {
    expect(CONTRACT.payNow.headers).not.toHaveProperty('additionalProperties');
  });
});
