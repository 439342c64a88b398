import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../openapi-document.ts';
import {
  DEEP_NESTING,
  edgeCase,
  systematicEdges,
  forgedTokens,
  idSegments,
  mutatedBodies,
  mutatedValue,
  nested,
  queryStrings,
  rawLiteral,
  toJsonText,
} from './hostile-input.ts';
import { createSchemaValidator } from './schema-validator.ts';

const body: JsonSchema = {
  type: 'object',
  properties: {
    company_id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 60 },
    multiplier: { type: 'number', exclusiveMinimum: 0, maximum: 20, multipleOf: 0.5 },
  },
  required: ['company_id', 'name'],
};
const validate = createSchemaValidator({});

describe('toJsonText', () => {
  it('writes the literals JSON.stringify cannot', () => {
    expect(toJsonText({ a: rawLiteral('-0'), b: [rawLiteral('1e400')], c: 'x' })).toBe(
      '{"a":-0,"b":[1e400],"c":"x"}',
    );
  });

  it('nests arrays and objects as deep as asked', () => {
    expect(nested(2, 'array')).toBe('[[1]]');
    expect(nested(2, 'object')).toBe('{"a":{"a":1}}');
    expect(nested(DEEP_NESTING, 'array')).toHaveLength(DEEP_NESTING * 2 + 1);
  });
});

describe('mutatedValue', () => {
  it('mostly breaks the schema: wrong types, missing required, out of bounds', () => {
    const values = fc.sample(mutatedValue(body, {}), { seed: 11, numRuns: 300 });
    const invalid = values.filter((value) => {
      const parsed = JSON.parse(toJsonText(value)) as unknown;
      return validate(body, parsed).length > 0;
    });
    expect(invalid.length).toBeGreaterThan(150);
  });

  it('sends __proto__ as an own key, the way a JSON reader sees it', () => {
    const texts = fc.sample(mutatedBodies(body, {}), { seed: 5, numRuns: 400 }).map(({ text }) => text);
    expect(texts.some((text) => text.includes('"__proto__":{"admin":true}'))).toBe(true);
  });
});

describe('edgeCase', () => {
  it('sets one property to an edge of its own type: a number as text, the tiniest double', () => {
    const base = fc.constant({ company_id: 3, name: 'Ana', multiplier: 2 });
    const texts = fc.sample(edgeCase(body, {}, base), { seed: 6, numRuns: 300 }).map(({ text }) => text);
    expect(texts).toContain('{"company_id":"3","name":"Ana","multiplier":2}');
    expect(texts).toContain('{"company_id":3,"name":"Ana","multiplier":1e-320}');
    expect(texts.some((text) => text.includes('"name":"Ana\\u0000"'))).toBe(true);
  });
});

describe('systematicEdges', () => {
  it('sends each number and boolean as text, and each number as a subnormal, one at a time', () => {
    expect(systematicEdges({ axis: 6, name: 'Ana', active: true }).map(({ text }) => text)).toEqual([
      '{"axis":"6","name":"Ana","active":true}',
      '{"axis":1e-320,"name":"Ana","active":true}',
      '{"axis":6,"name":"Ana","active":"true"}',
    ]);
  });
});

describe('idSegments, queryStrings, forgedTokens', () => {
  it('draws existing ids most often, and ids that are not ids', () => {
    const ids = fc.sample(idSegments(['7']), { seed: 2, numRuns: 200 });
    expect(ids.filter((id) => id === '7').length).toBeGreaterThan(50);
    expect(ids.some((id) => !/^\d+$/.test(id))).toBe(true);
  });

  it('names only declared parameters, or the few unknown ones', () => {
    const params = [
      { name: 'page', schema: { type: 'integer', minimum: 1 } },
      { name: 'name', schema: { type: 'string' } },
    ];
    for (const query of fc.sample(queryStrings(params, {}), { seed: 3, numRuns: 200 })) {
      for (const pair of query.split('&').filter(Boolean)) {
        expect(['page', 'name', '__proto__', 'constructor', '%00', 'x[y]']).toContain(pair.split('=')[0]);
      }
    }
  });

  it('forges tokens a Headers object accepts', () => {
    for (const token of fc.sample(forgedTokens, { seed: 4, numRuns: 200 })) {
      expect(() => new Headers({ authorization: `Bearer ${token}` })).not.toThrow();
    }
  });
});
