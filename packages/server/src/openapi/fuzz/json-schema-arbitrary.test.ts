import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../openapi-document.ts';
import { HUGE_TEXT_LENGTH, arbitraryAround, arbitraryOf } from './json-schema-arbitrary.ts';
import { createSchemaValidator } from './schema-validator.ts';

const components: Record<string, JsonSchema> = {
  Tree: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
    },
    required: ['name'],
  },
};
const validate = createSchemaValidator(components);

/** Schemas of the kinds the document holds (zod's output), each with what its values must look like. */
const SCHEMAS: [string, JsonSchema][] = [
  ['an id', { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }],
  ['a bounded number', { type: 'number', minimum: -90, maximum: 90 }],
  ['a positive number', { type: 'number', exclusiveMinimum: 0 }],
  ['a multiple of 0.5', { type: 'number', exclusiveMinimum: 0, maximum: 20, multipleOf: 0.5 }],
  ['a bounded text', { type: 'string', minLength: 3, maxLength: 60 }],
  ['a colour', { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }],
  ['a nullable text', { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] }],
  ['a type list', { type: ['string', 'null'] }],
  ['an enum', { type: 'string', enum: ['efficient', 'avoid_tolls', 'shortest'] }],
  ['a list', { type: 'array', minItems: 2, items: { type: 'string', minLength: 1 } }],
  [
    'a map',
    {
      type: 'object',
      propertyNames: { type: 'string', enum: ['truck', 'bus'] },
      additionalProperties: { type: 'object', properties: { top_speed: { type: 'number', minimum: 10 } } },
    },
  ],
  [
    'a body',
    {
      type: 'object',
      properties: {
        company_id: { type: 'integer', exclusiveMinimum: 0 },
        name: { type: 'string', minLength: 1 },
        active: { default: true, type: 'boolean' },
      },
      required: ['company_id', 'name'],
    },
  ],
  ['a recursive reference', { $ref: '#/components/schemas/Tree' }],
  ['anything', {}],
];

describe('arbitraryOf', () => {
  it.each(SCHEMAS)('draws only values that conform to %s', (_name, schema) => {
    fc.assert(
      fc.property(arbitraryOf(schema, { components }), (value) => {
        expect(validate(schema, value)).toEqual([]);
      }),
      { seed: 7, numRuns: 150 },
    );
  });

  it('reaches the edges: exactly maxLength, a huge text where none is declared, the tiniest double', () => {
    const bounded = fc.sample(arbitraryOf({ type: 'string', maxLength: 60 }), { seed: 1, numRuns: 300 });
    expect(bounded.some((text) => [...(text as string)].length === 60)).toBe(true);
    const open = fc.sample(arbitraryOf({ type: 'string' }), { seed: 1, numRuns: 300 });
    expect(open.some((text) => (text as string).length >= HUGE_TEXT_LENGTH)).toBe(true);
    const positive = fc.sample(arbitraryOf({ type: 'number', exclusiveMinimum: 0 }), {
      seed: 1,
      numRuns: 300,
    });
    expect(positive.some((n) => (n as number) < 1e-300)).toBe(true);
  });

  it('mixes existing ids into id-like integer properties', () => {
    const schema = {
      type: 'object',
      properties: { company_id: { type: 'integer', minimum: 1 } },
      required: ['company_id'],
    };
    const values = fc.sample(arbitraryOf(schema, { knownIds: [42] }), { seed: 3, numRuns: 100 });
    expect(
      values.filter((value) => (value as { company_id: number }).company_id === 42).length,
    ).toBeGreaterThan(20);
  });

  it('builds around a record: its values mostly kept, one sometimes drawn, required ones always present', () => {
    const schema = {
      type: 'object',
      properties: {
        plate: { type: 'string' },
        axis: { type: 'integer', minimum: 2, maximum: 15 },
        note: { type: 'string' },
      },
      required: ['plate', 'axis', 'note'],
    };
    const values = fc.sample(arbitraryAround(schema, { plate: 'FUZ1A23', axis: 6 }), {
      seed: 9,
      numRuns: 200,
    }) as {
      plate: string;
      axis: number;
      note: string;
    }[];
    for (const value of values) expect(validate(schema, value)).toEqual([]);
    expect(values.filter((value) => value.plate === 'FUZ1A23' && value.axis === 6).length).toBeGreaterThan(
      100,
    );
    expect(values.some((value) => value.axis !== 6)).toBe(true);
  });
});
