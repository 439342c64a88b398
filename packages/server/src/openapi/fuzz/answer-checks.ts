import type { JsonSchema } from '../openapi-document.ts';
import { resolveSchema } from './json-schema-arbitrary.ts';

/** Longest text stored for a property whose schema declares no `maxLength` before it counts as unbounded. */
export const UNBOUNDED_TEXT_LIMIT = 10_000;

/** What an answer must never show: a stack frame, a source path, a password hash. */
const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\bat (?:async )?[\w$.<>[\] ]+ \(|\n\s+at \S/ },
  {
    name: 'source path',
    pattern: /\.(?:ts|mts|js|mjs|cjs):\d+|node_modules|\/packages\/(?:server|core|routing)\//,
  },
  { name: 'password hash', pattern: /scrypt\$\d+\$|\$argon2(?:id|i|d)\$|\$2[aby]\$\d\d\$/ },
];

/**
 * What `text` (an answer's body) leaks: stack frames, source paths, password hashes, or any of the
 * `secrets` (the JWT key, the database address, passwords…; texts under 8 characters are ignored).
 *
 * @example leaksIn('Error\n    at handler (/srv/app.ts:3:1)', []) // ['stack frame', 'source path']
 */
export function leaksIn(text: string, secrets: readonly string[]): string[] {
  const found = LEAK_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
  for (const secret of secrets) {
    if (secret.length >= 8 && text.includes(secret)) found.push(`secret ${secret.slice(0, 4)}…`);
  }
  return found;
}

function nulPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [`${path || '/'} holds NUL`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, `${path}/${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, `${path}/${key}`));
  }
  return [];
}

function boundProblems(schema: JsonSchema, value: number, path: string): string[] {
  const problems: string[] = [];
  const check = (keyword: string, fails: (bound: number) => boolean) => {
    const bound = schema[keyword];
    if (typeof bound === 'number' && fails(bound))
      problems.push(`${path} = ${value} breaks ${keyword} ${bound}`);
  };
  check('minimum', (bound) => value < bound);
  check('maximum', (bound) => value > bound);
  check('exclusiveMinimum', (bound) => value <= bound);
  check('exclusiveMaximum', (bound) => value >= bound);
  if (Object.is(value, -0)) problems.push(`${path} is -0`);
  return problems;
}

function propertyProblems(
  schema: JsonSchema,
  value: unknown,
  path: string,
  components: Record<string, JsonSchema>,
): string[] {
  const node = resolveSchema(schema, components);
  const branches = (node['anyOf'] ?? node['oneOf']) as JsonSchema[] | undefined;
  const typed = branches ? branches.map((branch) => resolveSchema(branch, components)) : [node];
  if (typeof value === 'string') {
    const text = typed.find(
      (branch) =>
        branch['type'] === 'string' || (Array.isArray(branch['type']) && branch['type'].includes('string')),
    );
    if (!text) return [];
    const length = [...value].length;
    const max = text['maxLength'];
    if (typeof max === 'number')
      return length > max ? [`${path} has ${length} characters, over maxLength ${max}`] : [];
    return length > UNBOUNDED_TEXT_LIMIT
      ? [`${path} stored ${length} characters; the schema declares no maxLength`]
      : [];
  }
  if (typeof value === 'number') {
    const numeric = typed.find((branch) => branch['type'] === 'number' || branch['type'] === 'integer');
    return numeric ? boundProblems(numeric, value, path) : [];
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = typed.find((branch) => branch['properties']);
    if (!object) return [];
    return storedObjectProblems(object, value as Record<string, unknown>, path, components);
  }
  return [];
}

function storedObjectProblems(
  schema: JsonSchema,
  data: Record<string, unknown>,
  path: string,
  components: Record<string, JsonSchema>,
): string[] {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([key, property]) =>
    Object.hasOwn(data, key) ? propertyProblems(property, data[key], `${path}/${key}`, components) : [],
  );
}

/**
 * What is wrong with a record as read back after a write, by the rules of the write's body schema
 * `input`: a text with NUL anywhere; a property the body declares that holds a text longer than its
 * `maxLength` (or over {@link UNBOUNDED_TEXT_LIMIT} characters where none is declared), or a number
 * outside its bounds (or `-0`). Properties the record names differently are not compared.
 *
 * @example storedValueProblems({ properties: { fare: { type: 'number', minimum: 0 } } }, { fare: -1 }) // ['/fare = -1 breaks minimum 0']
 */
export function storedValueProblems(
  input: JsonSchema,
  data: unknown,
  components: Record<string, JsonSchema> = {},
): string[] {
  const problems = nulPaths(data, '');
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return problems;
  const node = resolveSchema(input, components);
  return [...problems, ...storedObjectProblems(node, data as Record<string, unknown>, '', components)];
}
