import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from '../openapi-document.ts';

/** Checks a value against a schema of the document: the problems found (`[]`: it conforms). */
export type SchemaValidator = (schema: JsonSchema, value: unknown) => string[];

/** Whether `value` holds a non-finite number anywhere (iterative: bodies nest thousands deep). */
function hasNonFinite(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'number' && !Number.isFinite(item)) return true;
    if (item !== null && typeof item === 'object') pending.push(...Object.values(item));
  }
  return false;
}

/**
 * A JSON Schema 2020-12 validator (Ajv) for the schemas of an OpenAPI document, resolving
 * `#/components/schemas/<name>` in `components`. Non-finite numbers (`1e400` parses to `Infinity`) never
 * conform: JSON has none. Formats are not checked (the document declares none).
 *
 * @example createSchemaValidator({})({ type: 'integer' }, '7') // ['/ must be integer']
 */
export function createSchemaValidator(components: Record<string, JsonSchema>): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: { schemas: components } });
      compiled.set(schema, validate);
    }
    const problems = validate(value)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
        );
    if (hasNonFinite(value)) problems.push('/ holds a non-finite number');
    return problems;
  };
}
