import fc from 'fast-check';
import type { JsonSchema } from '../openapi-document.ts';

/** Length of the huge texts sent where a schema sets no `maxLength` (200 kB). */
export const HUGE_TEXT_LENGTH = 200_000;

/** How values are drawn: where `$ref`s point, and integers worth trying (ids of existing records). */
export interface ArbitraryOptions {
  /** `components.schemas` of the document, for `#/components/schemas/<name>` references. */
  components?: Record<string, JsonSchema>;
  /** Integers mixed into `integer` values of properties named `id`, `*_id` or `*_ids` (existing records). */
  knownIds?: readonly number[];
}

const REF_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 6;

/** The schema a `$ref` points at (or the schema itself); unknown references resolve to `{}`. */
export function resolveSchema(schema: JsonSchema, components: Record<string, JsonSchema> = {}): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current['$ref'] === 'string' && hops < 20; hops += 1) {
    const ref = current['$ref'];
    current = ref.startsWith(REF_PREFIX) ? (components[ref.slice(REF_PREFIX.length)] ?? {}) : {};
  }
  return current;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The numeric bounds of a schema, exclusive ones turned inclusive for integers. */
function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  let min = num(schema['minimum']) ?? -Number.MAX_VALUE;
  let max = num(schema['maximum']) ?? Number.MAX_VALUE;
  const exMin = num(schema['exclusiveMinimum']);
  const exMax = num(schema['exclusiveMaximum']);
  if (exMin !== undefined) min = Math.max(min, integer ? Math.floor(exMin) + 1 : exMin);
  if (exMax !== undefined) max = Math.min(max, integer ? Math.ceil(exMax) - 1 : exMax);
  return { min, max };
}

function integerArbitrary(
  schema: JsonSchema,
  idLike: boolean,
  options: ArbitraryOptions,
): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, true);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  const step = num(schema['multipleOf']);
  const base =
    step === undefined
      ? fc.oneof(
          fc.integer({
            min: Math.max(low, -1000),
            max: Math.max(Math.min(high, 1000), Math.max(low, -1000)),
          }),
          fc.maxSafeInteger().filter((n) => n >= low && n <= high),
          fc.constantFrom(low, high),
        )
      : fc
          .integer({
            min: Math.ceil(Math.max(low, -1e6) / step),
            max: Math.floor(Math.min(high, 1e6) / step),
          })
          .map((k) => k * step);
  const known = (options.knownIds ?? []).filter((id) => id >= low && id <= high);
  return idLike && known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, base)
    : base;
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, false);
  const exMin = num(schema['exclusiveMinimum']);
  const exMax = num(schema['exclusiveMaximum']);
  const step = num(schema['multipleOf']);
  if (step !== undefined) {
    const lowK = Math.ceil(Math.max(min, -1e9) / step);
    const highK = Math.floor(Math.min(max, 1e9) / step);
    return fc
      .integer({ min: lowK, max: Math.max(lowK, highK) })
      .map((k) => k * step)
      .filter((n) => (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax));
  }
  const tiny = [5e-324, 1e-320, Number.EPSILON, 0.1, 1e-7].filter(
    (n) => n >= min && n <= max && (exMin === undefined || n > exMin),
  );
  const double = fc.double({
    min,
    max,
    minExcluded: exMin !== undefined && exMin >= min,
    maxExcluded: exMax !== undefined && exMax <= max,
    noNaN: true,
    noDefaultInfinity: true,
  });
  const small = fc
    .integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) })
    .filter((n) => (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax));
  return tiny.length > 0 ? fc.oneof(double, small, fc.constantFrom(...tiny)) : fc.oneof(double, small);
}

/** Texts a user could type, texts no one types (control characters, NUL, lone surrogates) and, if allowed, huge ones. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema['minLength']) ?? 0;
  const maxLength = num(schema['maxLength']);
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const fits = (text: string) =>
    [...text].length >= minLength && (maxLength === undefined || [...text].length <= maxLength);
  if (pattern !== undefined) return fc.stringMatching(new RegExp(pattern)).filter(fits);
  const cap = Math.min(maxLength ?? 40, minLength + 40);
  const sized = { minLength, maxLength: Math.max(cap, minLength) };
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ ...sized, unit: 'grapheme' }),
    fc.string({ ...sized, unit: 'binary' }),
    fc.string(sized).map((text) => text.padEnd(minLength, 'a')),
  ];
  if (maxLength !== undefined && maxLength <= 100_000) {
    choices.push(fc.constantFrom('a', 'ç', '😀').map((c) => c.repeat(Math.max(maxLength, minLength))));
  } else {
    choices.push(fc.constantFrom('x', 'ã').map((c) => c.repeat(Math.max(HUGE_TEXT_LENGTH, minLength))));
  }
  return fc.oneof(...choices).filter(fits);
}

function isIdName(name: string): boolean {
  return name === 'id' || /_ids?$/.test(name);
}

function typedArbitrary(
  type: string,
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema, isIdName(name), options);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minItems = num(schema['minItems']) ?? 0;
      const maxItems = Math.max(minItems, Math.min(num(schema['maxItems']) ?? minItems + 4, minItems + 4));
      const items = schema['items'] as JsonSchema | undefined;
      if (depth >= MAX_DEPTH && minItems === 0) return fc.constant([]);
      return fc.array(arbitraryOf(items ?? {}, options, depth + 1, name), {
        minLength: minItems,
        maxLength: maxItems,
      });
    }
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      return fc.constant(null);
  }
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    model[key] = arbitraryOf(property, options, depth + 1, key);
  const fixed = fc.record(model, { requiredKeys: [...required].filter((key) => key in properties) });
  const extra = schema['additionalProperties'];
  if (extra === undefined || extra === false || extra === true || Object.keys(properties).length > 0)
    return fixed;
  const keys = schema['propertyNames']
    ? (arbitraryOf(schema['propertyNames'] as JsonSchema, options, depth + 1, '') as fc.Arbitrary<string>)
    : fc.string({ maxLength: 10 });
  return fc.dictionary(keys, arbitraryOf(extra as JsonSchema, options, depth + 1, ''), { maxKeys: 3 });
}

/**
 * An arbitrary of values that conform to `schema` (the subset of JSON Schema 2020-12 that zod emits:
 * `type` (one or a list), `const`, `enum`, `anyOf`/`oneOf`, `properties`/`required`,
 * `additionalProperties`/`propertyNames`, `items`/`minItems`/`maxItems`, numeric bounds and
 * `multipleOf`, `minLength`/`maxLength`/`pattern`, `$ref` into the components). Values reach the
 * edges a careless server trips on: bounds, the tiniest doubles, control characters, texts of exactly
 * `maxLength` (or 200 kB when there is none). `{}` (any value) yields small JSON values.
 *
 * @example fc.sample(arbitraryOf({ type: 'integer', minimum: 1, maximum: 3 }), 5) // [2, 1, 3, 3, 1]
 */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const node = resolveSchema(schema, options.components);
  if ('const' in node) return fc.constant(node['const']);
  if (Array.isArray(node['enum'])) return fc.constantFrom(...(node['enum'] as unknown[]));
  const branches = (node['anyOf'] ?? node['oneOf']) as JsonSchema[] | undefined;
  if (branches && branches.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = node;
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...rest, ...branch }, options, depth, name)));
  }
  if (depth > MAX_DEPTH * 2) return fc.constant(null);
  const type = node['type'];
  if (Array.isArray(type)) {
    return fc.oneof(...(type as string[]).map((one) => typedArbitrary(one, node, options, depth, name)));
  }
  if (typeof type === 'string') return typedArbitrary(type, node, options, depth, name);
  if (node['properties']) return objectArbitrary(node, options, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Values of an object `schema` built around `template` (a record as the API reads it back, restricted
 * to properties whose values conform): each property keeps the template's value mostly, or gets one drawn
 * from its schema; properties the template lacks are drawn (the required ones always). So a body passes
 * the checks the schema does not express (check digits, uniqueness…) and the one drawn value is tested.
 *
 * @example arbitraryAround(plateBody, { plate: 'FUZ1A23', axis: 6 }) // { plate: 'FUZ1A23', axis: 11, … }
 */
export function arbitraryAround(
  schema: JsonSchema,
  template: Readonly<Record<string, unknown>>,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const node = resolveSchema(schema, options.components);
  const properties = (node['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = ((node['required'] ?? []) as string[]).filter((key) => key in properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    const drawn = arbitraryOf(property, options, 1, key);
    model[key] = Object.hasOwn(template, key)
      ? fc.oneof({ arbitrary: fc.constant(template[key]), weight: 6 }, drawn)
      : drawn;
  }
  const kept = Object.keys(template).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: [...new Set([...required, ...kept])] });
}
