import fc from 'fast-check';
import type { JsonSchema } from '../openapi-document.ts';
import type { ArbitraryOptions } from './json-schema-arbitrary.ts';
import { HUGE_TEXT_LENGTH, arbitraryOf, resolveSchema } from './json-schema-arbitrary.ts';

/** Depth of the nested arrays and objects sent (5,000 levels). */
export const DEEP_NESTING = 5_000;

/** A request body as sent (`text`) with what was done to it (`note`, for the failure report). */
export interface BodyCase {
  text: string;
  note: string;
}

/** A JSON literal JSON.stringify cannot write (`-0`, `1e400`, `1e-320` as typed): spliced into the text as is. */
class RawLiteral {
  constructor(readonly text: string) {}
}

/** `value` as JSON text, {@link RawLiteral}s written as they are. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawLiteral) {
      raws.push(item.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return '';
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, index: string) => raws[Number(index)] as string);
}

/** Texts of `depth` nested arrays, or objects, around `inner`. */
export function nested(depth: number, kind: 'array' | 'object', inner = '1'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

/** Numbers that break careless code: subnormals, signed zero, the edges of doubles and of integers. */
const EDGE_NUMBERS = [
  '1e-320',
  '5e-324',
  '-0',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '9007199254740993',
  '2147483648',
  '1.5',
  '-1',
  '0',
];
/** Texts that break careless code. */
const EDGE_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u001f\u007f',
  '\ud800',
  '\u202eevil',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '   ',
  '\n',
  'NaN',
  'Infinity',
  '1e400',
  '7',
  'true',
  '{"$gt":""}',
  '../../etc/passwd',
];

const text = (value: string) => fc.constant(value);

/** A JSON literal written into {@link toJsonText}'s output as is (`rawLiteral('-0')`). */
export const rawLiteral = (value: string): unknown => new RawLiteral(value);
const raw = rawLiteral;

/** Values of the wrong kind, or at the edges, for a value of `schema` (edges of its own type weigh most). */
function wrongValue(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const node = resolveSchema(schema, options.components);
  const branches = [node, ...((node['anyOf'] ?? node['oneOf'] ?? []) as JsonSchema[])].map((branch) =>
    resolveSchema(branch, options.components),
  );
  const types = new Set(branches.flatMap((branch) => [branch['type'] ?? []].flat() as string[]));
  const numeric = types.has('number') || types.has('integer');
  const choices: fc.MaybeWeightedArbitrary<unknown>[] = [
    { arbitrary: fc.constantFrom<unknown>('7', true, false, null, [], {}, 7, -1, 0, 'x'), weight: 2 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS).map(raw), weight: numeric ? 4 : 1 },
    { arbitrary: fc.constantFrom(...EDGE_TEXTS), weight: types.has('string') ? 3 : 1 },
    text('x'.repeat(HUGE_TEXT_LENGTH)),
    fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => raw(nested(DEEP_NESTING, kind))),
  ];
  if (numeric)
    choices.push({ arbitrary: fc.constantFrom('7', '7.5', true, '1e-320').map(String), weight: 1 });
  for (const branch of branches) {
    const maxLength = branch['maxLength'];
    if (typeof maxLength === 'number' && maxLength < 100_000) choices.push(text('b'.repeat(maxLength + 1)));
    const minLength = branch['minLength'];
    if (typeof minLength === 'number' && minLength > 0) choices.push(text('c'.repeat(minLength - 1)));
    for (const bound of ['minimum', 'exclusiveMinimum'] as const) {
      const n = branch[bound];
      if (typeof n === 'number')
        choices.push({ arbitrary: fc.constantFrom(n - 1, n - 0.5, n, n + 1e-320), weight: 2 });
    }
    for (const bound of ['maximum', 'exclusiveMaximum'] as const) {
      const n = branch[bound];
      if (typeof n === 'number') choices.push({ arbitrary: fc.constantFrom(n + 1, n + 0.5, n), weight: 2 });
    }
    if (typeof branch['multipleOf'] === 'number') {
      choices.push({ arbitrary: fc.constantFrom(1e-320, branch['multipleOf'] / 3, 0.1), weight: 2 });
    }
    if (Array.isArray(branch['enum'])) {
      choices.push(
        fc.constantFrom(...(branch['enum'] as unknown[]).map((item) => String(item).toUpperCase() + ' ')),
      );
    }
  }
  if (types.has('array')) {
    const items = (branches.find((branch) => branch['items'])?.['items'] ?? {}) as JsonSchema;
    choices.push(fc.array(wrongValue(items, options), { minLength: 1, maxLength: 3 }));
    choices.push(text('').map(() => Array.from({ length: 10_000 }, (_, i) => i)));
  }
  if (types.has('object') || node['properties']) choices.push(mutatedValue(node, options));
  return fc.oneof(...choices);
}

/** Keys no body declares; parsed from JSON so `__proto__` is an own key, as a server reading JSON sees it. */
const EXTRA_KEYS = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"id":1}',
  '{"password_hash":"scrypt$1$1$1$x$y"}',
  '{"created_at":"1999-01-01T00:00:00Z","deleted_at":null}',
  '{"":"","  ":" ","\\u0000":1}',
].map((json) => JSON.parse(json) as Record<string, unknown>);

function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(target)) copy[name] = item;
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A short description of a wrong value, for the failure report (`text of 200000 characters`, `-0`, …). */
export function describeValue(value: unknown): string {
  if (value instanceof RawLiteral) {
    if (value.text.startsWith('[[[')) return `${DEEP_NESTING} nested arrays`;
    if (value.text.startsWith('{"a":{')) return `${DEEP_NESTING} nested objects`;
    return value.text;
  }
  if (typeof value === 'string') {
    if (value.length > 40) return `text of ${value.length} characters`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return value.length > 10 ? `array of ${value.length} items` : `array ${toJsonText(value).slice(0, 40)}`;
  return toJsonText(value)?.slice(0, 40) ?? String(value);
}

/**
 * An arbitrary of one mutation of a conforming value of `schema` (an object, usually), with a note of
 * what was done: one property of the wrong type or at an edge (see {@link wrongValue}), a required
 * property dropped, or extra keys (`__proto__`, `constructor`, `id`, …).
 */
export function mutatedCase(
  schema: JsonSchema,
  options: ArbitraryOptions,
  base: fc.Arbitrary<unknown> = arbitraryOf(schema, options),
): fc.Arbitrary<{ value: unknown; note: string }> {
  const node = resolveSchema(schema, options.components);
  const properties = Object.keys((node['properties'] ?? {}) as Record<string, JsonSchema>);
  const required = ((node['required'] ?? []) as string[]).filter((key) => properties.includes(key));
  return base.chain((valid) => {
    if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
      return wrongValue(node, options).map((value) => ({ value, note: `root ${describeValue(value)}` }));
    }
    const object = valid as Record<string, unknown>;
    const choices: fc.Arbitrary<{ value: unknown; note: string }>[] = [
      fc.constantFrom(...EXTRA_KEYS).map((extra) => ({
        value: Object.entries(extra).reduce((acc, [key, item]) => withKey(acc, key, item), object),
        note: `extra keys ${Object.keys(extra)
          .map((key) => JSON.stringify(key))
          .join(', ')}`,
      })),
    ];
    if (properties.length > 0) {
      choices.push(
        fc.constantFrom(...properties).chain((key) => {
          const property = (node['properties'] as Record<string, JsonSchema>)[key] as JsonSchema;
          return wrongValue(property, options).map((value) => ({
            value: withKey(object, key, value),
            note: `${key}: ${describeValue(value)}`,
          }));
        }),
      );
    }
    if (required.length > 0) {
      choices.push(
        fc.constantFrom(...required).map((key) => {
          const copy = { ...object };
          delete copy[key];
          return { value: copy, note: `without required ${key}` };
        }),
      );
    }
    return fc.oneof(...choices);
  });
}

/**
 * Values at the edge of a property's own type, around its conforming `current` value: the value as
 * text (`7` → `"7"`, `true` → `"true"`), a boolean as a number, a fraction for an integer, the tiniest
 * and largest doubles, `-0`, each side of each bound; for a text, one character over `maxLength`, NUL,
 * control characters, a number.
 */
function edgeValue(schema: JsonSchema, current: unknown, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const node = resolveSchema(schema, options.components);
  const branches = [node, ...((node['anyOf'] ?? node['oneOf'] ?? []) as JsonSchema[])].map((branch) =>
    resolveSchema(branch, options.components),
  );
  const confused: unknown[] = [];
  const values: unknown[] = [];
  if (typeof current === 'number') {
    confused.push(String(current), ...(Number.isInteger(current) ? [current + 0.5] : []));
    values.push(...['1e-320', '5e-324', '-0', '1e308', '1e400'].map(raw));
  } else if (typeof current === 'boolean') {
    confused.push(String(current), Number(current));
  } else if (typeof current === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(current)) confused.push(Number(current));
    values.push('\u0000', `${current}\u0000`, '\u0001\u001f', ' '.repeat(3));
  } else {
    values.push('7', 7, true, '');
  }
  for (const branch of branches) {
    for (const bound of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'] as const) {
      const n = branch[bound];
      if (typeof n === 'number') values.push(n, bound.endsWith('inimum') ? n - 1e-9 : n + 1e-9);
    }
    if (typeof branch['maxLength'] === 'number' && branch['maxLength'] < 100_000) {
      values.push('é'.repeat(branch['maxLength'] + 1));
    }
  }
  // A value a lenient reader turns into this type, and (for a number) a subnormal, weigh as much as the rest.
  const groups = [confused, typeof current === 'number' ? ['1e-320', '5e-324'].map(raw) : [], values];
  return fc.oneof(...groups.filter((group) => group.length > 0).map((group) => fc.constantFrom(...group)));
}

/**
 * One property of a conforming value of the object `schema` (drawn from `base`) set to an edge of its own
 * type (see {@link edgeValue}): where type coercion and out-of-domain numbers slip through.
 */
export function edgeCase(
  schema: JsonSchema,
  options: ArbitraryOptions,
  base: fc.Arbitrary<unknown> = arbitraryOf(schema, options),
): fc.Arbitrary<BodyCase> {
  const node = resolveSchema(schema, options.components);
  const properties = (node['properties'] ?? {}) as Record<string, JsonSchema>;
  return base.chain((valid) => {
    if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
      return fc.constant({ text: toJsonText(valid), note: 'conforming' });
    }
    const object = valid as Record<string, unknown>;
    const keys = Object.keys(object).filter((key) => key in properties);
    if (keys.length === 0) return fc.constant({ text: toJsonText(object), note: 'conforming' });
    return fc.constantFrom(...keys).chain((key) =>
      edgeValue(properties[key] as JsonSchema, object[key], options).map((value) => ({
        text: toJsonText(withKey(object, key, value)),
        note: `${key}: ${describeValue(value)} (was ${describeValue(object[key])})`,
      })),
    );
  });
}

/**
 * The edges every run tries first, on a conforming `body`, one property at a time: each number and
 * boolean sent as text (`6` → `"6"`), each number as the subnormal `1e-320`. Type coercion and numbers
 * outside the domain are then found whatever the seed.
 *
 * @example systematicEdges({ axis: 6 }) // [{ text: '{"axis":"6"}', … }, { text: '{"axis":1e-320}', … }]
 */
export function systematicEdges(body: Readonly<Record<string, unknown>>): BodyCase[] {
  const cases: BodyCase[] = [];
  for (const [key, current] of Object.entries(body)) {
    if (typeof current !== 'number' && typeof current !== 'boolean') continue;
    const edges: unknown[] = [String(current), ...(typeof current === 'number' ? [raw('1e-320')] : [])];
    for (const value of edges) {
      cases.push({
        text: toJsonText(withKey({ ...body }, key, value)),
        note: `${key}: ${describeValue(value)} (was ${describeValue(current)})`,
      });
    }
  }
  return cases;
}

/** {@link mutatedCase} without its note. */
export function mutatedValue(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  return mutatedCase(schema, options).map(({ value }) => value);
}

/** Whole bodies no client should send: not JSON, not an object, nested 5,000 deep, huge, with a BOM. */
export const hostileBodies: fc.Arbitrary<BodyCase> = fc.constantFrom<BodyCase>(
  { text: '{', note: 'truncated JSON' },
  { text: 'não é JSON', note: 'not JSON' },
  { text: 'null', note: 'null root' },
  { text: '[]', note: 'array root' },
  { text: '"texto"', note: 'string root' },
  { text: '1e400', note: 'number root' },
  { text: '\ufeff{}', note: 'BOM before JSON' },
  { text: '{"a":1,"a":"x"}', note: 'duplicate keys' },
  { text: nested(DEEP_NESTING, 'array'), note: `${DEEP_NESTING} nested arrays` },
  { text: nested(DEEP_NESTING, 'object'), note: `${DEEP_NESTING} nested objects` },
  { text: `{"a":${nested(DEEP_NESTING, 'object')}}`, note: `property nested ${DEEP_NESTING} deep` },
  { text: JSON.stringify({ a: 'x'.repeat(HUGE_TEXT_LENGTH) }), note: 'huge text in an unknown key' },
  { text: '{"__proto__":{"polluted":true}}', note: '__proto__ root key' },
);

/**
 * Bodies for an operation with a JSON body of `schema`: one mutation of a conforming value (drawn from
 * `base`, by default from the schema) mostly, or a hostile whole body.
 */
export function mutatedBodies(
  schema: JsonSchema,
  options: ArbitraryOptions,
  base?: fc.Arbitrary<unknown>,
): fc.Arbitrary<BodyCase> {
  const mutated = mutatedCase(schema, options, base).map(({ value, note }) => ({
    text: toJsonText(value),
    note,
  }));
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: hostileBodies, weight: 1 });
}

/**
 * Path segments for a record id (already encoded): `existing` ones, missing ones (drawn from the
 * parameter's `schema` too, when given), and ones that are not ids at all.
 */
export function idSegments(existing: readonly string[], schema?: JsonSchema): fc.Arbitrary<string> {
  const odd = fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '1'.repeat(400),
    '00000000001',
    '1.5',
    '1e3',
    'abc',
    '０１',
    '١٢',
    '%00',
    '1%00',
    '%F0%9F%98%80',
    'ç',
    '1%2F2',
    '%2e%2e',
    'null',
    '%E0%A4%A',
  );
  const numeric = fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String);
  const missing = schema
    ? fc.oneof(
        numeric,
        arbitraryOf(schema).map((value) => encodeURIComponent(String(value))),
      )
    : numeric;
  return existing.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 3 }, missing, odd)
    : fc.oneof(missing, odd);
}

/** Raw query values that are wrong for almost any parameter. */
const ODD_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1e400',
  'NaN',
  '1.5',
  '9007199254740993',
  '%00',
  '%01%1F',
  '%E0%A4%A',
  '%',
  'x'.repeat(20_000),
  encodeURIComponent('😀ç'),
  'true',
  '[]',
  '%27%20OR%201%3D1',
];

/** Query-string text for a value drawn from a parameter's schema (`undefined`: left out). */
function queryValueText(value: unknown): string {
  if (Array.isArray(value)) return encodeURIComponent(value.join(','));
  if (value !== null && typeof value === 'object') return encodeURIComponent(JSON.stringify(value));
  return encodeURIComponent(String(value));
}

/**
 * Query strings (without `?`) over the declared `parameters`: each present or not, with a value of its
 * schema or an odd one (wrong type, huge, control characters, broken percent-encoding), sometimes
 * repeated, plus sometimes an unknown parameter.
 */
export function queryStrings(
  parameters: readonly { name: string; schema: JsonSchema }[],
  options: ArbitraryOptions,
): fc.Arbitrary<string> {
  const pairs = parameters.map(({ name, schema }) =>
    fc.option(
      fc
        .oneof(
          { arbitrary: arbitraryOf(schema, options).map(queryValueText), weight: 2 },
          fc.constantFrom(...ODD_QUERY_VALUES),
        )
        .chain((value) =>
          fc.boolean().map((twice) => {
            const pair = `${encodeURIComponent(name)}=${value}`;
            return twice ? `${pair}&${pair}` : pair;
          }),
        ),
      { nil: undefined },
    ),
  );
  const unknown = fc.option(fc.constantFrom('__proto__=1', 'constructor=x', '%00=1', 'x[y]=1'), {
    nil: undefined,
  });
  return fc
    .tuple(fc.tuple(...pairs), unknown)
    .map(([present, extra]) => [...present, extra].filter((pair) => pair !== undefined).join('&'));
}

/** Bearer tokens that must not let anyone in: garbage, unsigned (`alg: none`), signed with another key, huge. */
export const forgedTokens: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    'undefined',
    'a.b.c',
    '....',
    'x'.repeat(10_000),
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', role: 'super-admin', exp: 9_999_999_999 })}.`,
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 1, exp: 9_999_999_999 })}.${'A'.repeat(43)}`,
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: 1 })}.invalidsig`,
    `${b64({ alg: 'RS256', kid: '../../etc/passwd' })}.${b64({})}.x`,
    'é.ç.ã',
  ),
  fc
    .string({ unit: 'binary-ascii', maxLength: 200 })
    .filter((token) => !['\r', '\n', '\u0000'].some((c) => token.includes(c))),
);

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
